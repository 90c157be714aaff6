import Foundation
import Testing
@testable import UnboardCore

/// The writer compares and writes each file's text from its UTF-8 in place, without a `Data` copy of every file.
@Suite struct OutputWriterTextTests {
    @Test func aFileHoldsTheTextOnlyWhenEveryByteMatches() {
        #expect(OutputWriter.holds(Data("é\r\n".utf8), "é\r\n"))
        #expect(OutputWriter.holds(Data(), ""))
        #expect(!OutputWriter.holds(Data("e\r\n".utf8), "é\r\n"))
        #expect(!OutputWriter.holds(Data("ab".utf8), "abc"))
        #expect(!OutputWriter.holds(Data("abd".utf8), "abc"))
        #expect(!OutputWriter.holds(Data("abc".utf8), ""))
    }

    @Test func textIsWrittenWithItsExactBytesAndThenFoundUnchanged() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("unboard-text-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = OutputWriter.headerPrefix + " from A.storyboard. Do not edit.\r\n\"é\" \u{2028}\n"
        let writer = OutputWriter(directory: folder)
        let first = try writer.write([RenderedFile(name: "A.swift", contents: text)])
        #expect(first.written == ["A.swift"])
        #expect(try Data(contentsOf: folder.appendingPathComponent("A.swift")) == Data(text.utf8))
        let second = try writer.write([RenderedFile(name: "A.swift", contents: text)])
        #expect(second.unchanged == ["A.swift"])
        #expect(second.written.isEmpty)
        let third = try writer.write([RenderedFile(name: "A.swift", contents: text + "//\n")])
        #expect(third.written == ["A.swift"])
        #expect(try Data(contentsOf: folder.appendingPathComponent("A.swift")) == Data((text + "//\n").utf8))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != "A.swift" }
        #expect(leftovers.isEmpty)
    }
}
