/// A unified diff of two texts, line by line, with three lines of context: what `unboard check` prints for a stale
/// file, and what golden tests print on a mismatch.
public enum UnifiedDiff {
    private enum Line: Equatable {
        case same(String)
        case removed(String)
        case added(String)
    }

    /// The diff from `expected` to `actual`, with `---`/`+++` headers naming them; empty when they are equal.
    public static func diff(expected: String, actual: String, expectedName: String, actualName: String) -> String {
        guard expected != actual else { return "" }
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let lines = script(old: old, new: new)
        var output = "--- \(expectedName)\n+++ \(actualName)\n"
        var index = 0
        while index < lines.count {
            if case .same = lines[index] {
                index += 1
                continue
            }
            let start = max(0, index - 3)
            var end = index
            var lastChange = index
            while end < lines.count, end - lastChange <= 6 {
                if case .same = lines[end] {} else { lastChange = end }
                end += 1
            }
            end = min(lines.count, lastChange + 4)
            let (oldStart, newStart) = positions(lines, upTo: start)
            let hunk = lines[start..<end]
            let oldCount = hunk.filter { if case .added = $0 { false } else { true } }.count
            let newCount = hunk.filter { if case .removed = $0 { false } else { true } }.count
            output += "@@ -\(oldStart + 1),\(oldCount) +\(newStart + 1),\(newCount) @@\n"
            for line in hunk {
                switch line {
                case .same(let text): output += " " + text + "\n"
                case .removed(let text): output += "-" + text + "\n"
                case .added(let text): output += "+" + text + "\n"
                }
            }
            index = end
        }
        return output
    }

    private static func positions(_ lines: [Line], upTo end: Int) -> (Int, Int) {
        var old = 0
        var new = 0
        for line in lines[..<end] {
            switch line {
            case .same: old += 1; new += 1
            case .removed: old += 1
            case .added: new += 1
            }
        }
        return (old, new)
    }

    private static func script(old: [String], new: [String]) -> [Line] {
        let difference = new.difference(from: old)
        var removals = Set<Int>()
        var insertions = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removals.insert(offset)
            case .insert(let offset, _, _): insertions.insert(offset)
            }
        }
        var result: [Line] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, removals.contains(i) {
                result.append(.removed(old[i]))
                i += 1
            } else if j < new.count, insertions.contains(j) {
                result.append(.added(new[j]))
                j += 1
            } else {
                result.append(.same(old[i]))
                i += 1
                j += 1
            }
        }
        return result
    }
}
