import Testing

@testable import UnboardCore

/// The one numbering of names: the same names as trying 2, 3, ... from the start each time, at a cost linear in the
/// number of requests (a storyboard repeating one segue identifier over thousands of scenes).
@Suite struct UniqueNamesTests {
    /// What every call site did before: try `base`, then `numbered(2)`, `numbered(3)`, ... until free.
    private func reference(_ requests: [String], reserved: Set<String>, numbered: (String, Int) -> String) -> [String] {
        var used = reserved
        return requests.map { base in
            var name = base
            var number = 2
            while used.contains(name) {
                name = numbered(base, number)
                number += 1
            }
            used.insert(name)
            return name
        }
    }

    @Test func numbersLikeTryingFromTwoEachTime() {
        // `a2` is requested as a base of its own between requests for `a`, and reserved names sit in the sequence.
        let requests = [
            "a", "a", "a2", "a", "b", "a", "a3Segue", "aSegue", "aSegue", "aSegue", "a", "b", "a22", "a2", "a2",
        ]
        let reserved: Set<String> = ["a4", "b"]
        func numbered(_ base: String, _ number: Int) -> String {
            base.hasSuffix("Segue") ? "\(base.dropLast("Segue".count))\(number)Segue" : base + String(number)
        }
        var names = UniqueNames(reserved: reserved)
        let actual = requests.map { base in names.unique(base) { numbered(base, $0) } }
        #expect(actual == reference(requests, reserved: reserved, numbered: numbered))
        #expect(
            actual == [
                "a", "a2", "a22", "a3", "b2", "a5", "a3Segue", "aSegue", "a2Segue", "a4Segue", "a6", "b3", "a222",
                "a23", "a24",
            ])
    }

    @Test func ignoringCaseTakesNamesThatDifferOnlyInCase() {
        var files = UniqueNames(ignoringCase: true)
        let names = ["Foo.swift", "foo.swift", "FOO.swift", "Bar.swift"].map { name in
            files.unique(name) { "\(name.dropLast(".swift".count))-\($0).swift" }
        }
        #expect(names == ["Foo.swift", "foo-2.swift", "FOO-3.swift", "Bar.swift"])
        #expect(files.contains("bar.SWIFT"))
    }

    @Test func repeatedRequestsCostOneCandidateEach() {
        var names = UniqueNames()
        var candidates = 0
        for _ in 0..<5_000 {
            _ = names.unique("showDetailSegue") { number in
                candidates += 1
                return "showDetail\(number)Segue"
            }
        }
        // Trying from 2 each time would build 5,000 * 4,999 / 2 candidates.
        #expect(candidates == 4_999)
    }
}
