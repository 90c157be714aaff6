import Foundation

/// The peak snapshot of a `valgrind --tool=massif` output file: the heap's size there and the tree of the stacks
/// that allocated it.
struct MassifProfile {
    /// A node of massif's heap tree: the bytes allocated under one stack frame.
    struct Node: Equatable {
        var bytes: Int
        /// The frame's function as massif writes it (mangled for Swift); for the root, massif's own description.
        var function: String
        /// The executable or library of the frame; empty for the root and for the nodes below massif's threshold.
        var object: String
        /// Whether the node sums the allocations of frames each below massif's threshold.
        var isBelowThreshold: Bool
        var children: [Node]
    }

    /// Bytes the program asked for, live at the peak (`mem_heap_B`).
    var heapBytes: Int
    /// malloc's overhead and alignment beyond them (`mem_heap_extra_B`).
    var extraBytes: Int
    /// The heap tree at the peak; its children are the frames that called the allocation functions.
    var tree: Node

    /// Reads the snapshot massif marked `heap_tree=peak`; `nil` when there is none (a program that never allocated).
    init?(text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let peak = lines.firstIndex(of: "heap_tree=peak") else { return nil }
        let snapshotStart = lines[..<peak].lastIndex { $0.hasPrefix("snapshot=") } ?? lines.startIndex
        func value(_ key: String) -> Int? {
            lines[snapshotStart..<peak].first { $0.hasPrefix(key + "=") }.flatMap { Int($0.dropFirst(key.count + 1)) }
        }
        guard let heap = value("mem_heap_B") else { return nil }
        var rows: [(depth: Int, node: Node)] = []
        for line in lines[(peak + 1)...] {
            guard let row = Self.row(line) else { break }
            rows.append(row)
        }
        var index = 0
        guard let tree = Self.subtree(rows, at: &index) else { return nil }
        heapBytes = heap
        extraBytes = value("mem_heap_extra_B") ?? 0
        self.tree = tree
    }

    /// `  n2: 1024 0x4005D2: f (in /usr/bin/x)`: the depth is the indentation; the `n` count, the children's number.
    private static func row(_ line: Substring) -> (depth: Int, node: Node)? {
        let depth = line.prefix { $0 == " " }.count
        let rest = line.dropFirst(depth)
        guard rest.hasPrefix("n"), let colon = rest.firstIndex(of: ":") else { return nil }
        let fields = rest[rest.index(after: colon)...].drop { $0 == " " }
        let digits = fields.prefix { $0.isNumber }
        guard let bytes = Int(digits) else { return nil }
        var description = String(fields.dropFirst(digits.count).drop { $0 == " " })
        var object = ""
        // A frame: `0xADDRESS: function (in object)` or `(file:line)`; other nodes are massif's own words.
        let isFrame = description.hasPrefix("0x")
        if isFrame, let separator = description.range(of: ": ") {
            description = String(description[separator.upperBound...])
            if description.hasSuffix(")"), let open = description.range(of: " (", options: .backwards) {
                object = String(description[open.upperBound..<description.index(before: description.endIndex)])
                if object.hasPrefix("in ") { object.removeFirst(3) }
                description = String(description[..<open.lowerBound])
            }
        }
        let node = Node(
            bytes: bytes, function: description, object: object,
            isBelowThreshold: !isFrame && description.contains("below massif's threshold"), children: [])
        return (depth, node)
    }

    /// The node at `index` with the rows after it that are deeper, as its descendants.
    private static func subtree(_ rows: [(depth: Int, node: Node)], at index: inout Int) -> Node? {
        guard index < rows.count else { return nil }
        var (depth, node) = rows[index]
        index += 1
        while index < rows.count, rows[index].depth > depth {
            guard let child = subtree(rows, at: &index) else { break }
            node.children.append(child)
        }
        return node
    }

    /// The bytes live at the peak by the first frame, walking up from each allocation, that `isOwn` accepts (the
    /// program's own code rather than the runtime or the standard library it calls), most first; the bytes of
    /// stacks with no such frame are summed under "no frame of Unboard's", those massif did not break down under
    /// "below massif's threshold".
    func sites(isOwn: (Node) -> Bool) -> [(function: String, bytes: Int)] {
        var totals: [String: Int] = [:]
        func visit(_ node: Node) {
            if node.isBelowThreshold {
                totals["below massif's threshold", default: 0] += node.bytes
            } else if isOwn(node) {
                totals[node.function, default: 0] += node.bytes
            } else if node.children.isEmpty {
                totals["no frame of Unboard's", default: 0] += node.bytes
            } else {
                node.children.forEach(visit)
            }
        }
        tree.children.forEach(visit)
        return Self.sorted(totals)
    }

    /// The bytes live at the peak under each function, counted once on a stack that calls it again (recursion),
    /// most first; nodes `hides` rejects are walked through but not listed.
    func inclusive(hiding hides: (Node) -> Bool) -> [(function: String, bytes: Int)] {
        var totals: [String: Int] = [:]
        var onStack: [String: Int] = [:]
        func visit(_ node: Node) {
            guard !node.isBelowThreshold else { return }
            if onStack[node.function, default: 0] == 0, !hides(node) {
                totals[node.function, default: 0] += node.bytes
            }
            onStack[node.function, default: 0] += 1
            node.children.forEach(visit)
            onStack[node.function, default: 0] -= 1
        }
        tree.children.forEach(visit)
        return Self.sorted(totals)
    }

    /// Every function named in the tree, once, in the order first met.
    var functions: [String] {
        var seen: Set<String> = []
        var names: [String] = []
        func visit(_ node: Node) {
            if !node.isBelowThreshold, seen.insert(node.function).inserted { names.append(node.function) }
            node.children.forEach(visit)
        }
        tree.children.forEach(visit)
        return names
    }

    private static func sorted(_ totals: [String: Int]) -> [(function: String, bytes: Int)] {
        totals.map { (function: $0.key, bytes: $0.value) }.sorted {
            $0.bytes != $1.bytes ? $0.bytes > $1.bytes : $0.function < $1.function
        }
    }

    /// Whether a mangled Swift name is a function of Unboard's own modules (`UnboardCore`, `unboard`); the standard
    /// library's generic functions specialized for Unboard's types are the standard library's.
    static func isUnboard(_ mangled: String) -> Bool {
        mangled.hasPrefix("$s11UnboardCore") || mangled.hasPrefix("$s7unboard")
    }
}
