import Foundation
import Testing
import UnboardCore

/// Random strings from a document reach Swift as literals whose value is exactly the input: the generated code
/// type-checks, and a compiled program reading those literals sees the original strings.
@Suite(.serialized) struct StringLiteralPropertyTests {
    /// A deterministic generator, so a failure can be reproduced from its seed.
    private struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Pieces chosen to break naive escaping, plus random scalars XML can carry.
    private static let hazards = [
        "\"", "\\", "\\(", "\\(x)", "#", "\"#", "#\"", "\"\"\"", "\n", "\r", "\t", "\r\n", "é", "🗾", "\u{2028}",
        "\u{0085}", "'", "/*", "*/", "//", "}", "{", "$0", " ",
    ]

    private static func randomString(_ generator: inout SplitMix) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 1...12, using: &generator) {
            if Bool.random(using: &generator) {
                text += hazards.randomElement(using: &generator)!
            } else {
                let ranges: [ClosedRange<UInt32>] = [0x20...0x7E, 0xA0...0xD7FF, 0xE000...0xFFFD, 0x1_0000...0x1_FFFF]
                let range = ranges.randomElement(using: &generator)!
                text.unicodeScalars.append(Unicode.Scalar(UInt32.random(in: range, using: &generator))!)
            }
        }
        return text
    }

    /// Character references for everything but plain ASCII, so that XML keeps `\r` and tabs as they are.
    private static func xmlText(_ text: String) -> String {
        text.unicodeScalars.map { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            default: (0x20...0x7E).contains(scalar.value) ? String(scalar) : "&#\(scalar.value);"
            }
        }.joined()
    }

    @Test func randomStringsRoundTripThroughGeneratedLiterals() throws {
        var generator = SplitMix(state: 0x5EED_0001)
        let strings = (0..<60).map { _ in Self.randomString(&generator) }
        let labels = strings.enumerated().map { index, text in
            #"<label fixedFrame="YES" id="l\#(index)-00-000"><rect key="frame" x="0" y="0" width="1" height="1"/><string key="text">\#(Self.xmlText(text))</string></label>"#
        }.joined(separator: "\n")
        let result = Generate.text(Generate.storyboard(subviews: labels))
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let builder = Generate.builderText(result)
        let literals = builder.split(separator: "\n").filter { $0.contains(".text = ") }.map { line in
            String(line[line.range(of: ".text = ")!.upperBound...])
        }
        try #require(literals.count == strings.count)

        // A program that compares each literal with the original, passed in base64 so that nothing is escaped twice.
        let expected = strings.map { "\"" + Data($0.utf8).base64EncodedString() + "\"" }.joined(separator: ",\n")
        let program = """
            import Foundation
            let literals: [String] = [
            \(literals.joined(separator: ",\n"))
            ]
            let expected: [String] = [
            \(expected)
            ].map { String(decoding: Data(base64Encoded: $0)!, as: UTF8.self) }
            for (index, pair) in zip(literals, expected).enumerated() where pair.0 != pair.1 {
                print("mismatch at \\(index): \\(pair.0.debugDescription) != \\(pair.1.debugDescription)")
            }
            print(literals == expected ? "all equal" : "different")
            """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "unboard-literals-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("main.swift")
        try Data(program.utf8).write(to: source)
        let binary = folder.appendingPathComponent("check")
        let compile = Shell.run(["swiftc", "-swift-version", "6", source.path, "-o", binary.path])
        try #require(compile.status == 0, "\(compile.output)")
        let run = Shell.run([binary.path])
        #expect(run.output.hasSuffix("all equal\n"), "\(run.output)")
    }
}
