// libFuzzer entry point. Built together with UnboardCore's sources by Tests/Fuzz/run-fuzzer.sh
// (swiftc -sanitize=fuzzer,address); not part of the package. The first byte picks what is fuzzed:
//   0: a custom class, module and identifiers taken from the input; generation must refuse every name it cannot emit
//   1: the output folder's contents (files of all kinds, links, folders, FIFOs); writes must stay inside, replace
//      only generated files and change nothing when they refuse
//   otherwise: the whole input as a document, parsed, translated and rendered.
import Foundation
@testable import UnboardCore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    switch data.first {
    case 0: fuzzNames(data.dropFirst())
    case 1: fuzzOutputFolder(data.dropFirst())
    default: fuzzDocument(data)
    }
    return 0
}

private func pipeline() -> GeneratorPipeline {
    var pipeline = GeneratorPipeline(parser: InterfaceDocumentParser(options: ParserOptions(maximumDepth: 64)))
    pipeline.maximumConcurrency = 1
    return pipeline
}

private func fuzzDocument(_ data: Data) {
    let result = pipeline().run([SourceFile(path: "Fuzz.storyboard", data: data)])
    // Touch the output so nothing is optimised away.
    if result.files.reduce(0, { $0 + $1.contents.utf8.count }) < 0 { fatalError() }
}

/// Splits the input at zero bytes into a class, a module and an identifier, escapes them into a storyboard and
/// checks that a run without errors only had names `CodeNames` accepts.
private func fuzzNames(_ data: Data) {
    let parts = data.split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false).map {
        String(decoding: $0, as: UTF8.self)
    }
    let className = parts.first ?? "", module = parts.count > 1 ? parts[1] : "",
        identifier = parts.count > 2 ? parts[2] : ""
    func xml(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: "\n", with: "&#10;")
            .replacingOccurrences(of: "\r", with: "&#13;")
    }
    let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="vc0">
            <scenes><scene sceneID="s0"><objects>
                <viewController id="vc0" customClass="Screen" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <subviews>
                            <view customClass="\(xml(className))" customModule="\(xml(module))" id="v1">
                                <rect key="frame" x="0" y="0" width="10" height="10"/>
                                <accessibility key="accessibilityConfiguration" identifier="\(xml(identifier))"/>
                                <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="\(xml(identifier))" value="v"/></userDefinedRuntimeAttributes>
                            </view>
                        </subviews>
                    </view>
                </viewController>
            </objects></scene></scenes>
        </document>
        """
    var run = pipeline()
    run.emitsCustomClassStubs = true
    let result = run.run([SourceFile(path: "Names.storyboard", data: Data(document.utf8))])
    guard !result.hasErrors else { return }
    // libxml2 normalises attribute whitespace (tabs, line breaks) to spaces; those names then hold a space and are refused.
    if !className.isEmpty, !SwiftIdentifier.isValidTypeName(className) {
        fatalError("class '\(className)' reached code")
    }
    if !module.isEmpty, !SwiftIdentifier.isValid(module) { fatalError("module '\(module)' reached code") }
}

/// A folder per process, emptied before each input.
private let fuzzRoot: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("unboard-fuzz-\(getpid())")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}()

/// Fills the output folder from the input (each byte: one name, one kind of entry), writes two files, and checks
/// the promises: nothing outside changes, nothing is half-written, a refusal changes nothing, foreign entries survive.
private func fuzzOutputFolder(_ data: Data) {
    let folder = fuzzRoot.appendingPathComponent("out"), outside = fuzzRoot.appendingPathComponent("outside")
    try? FileManager.default.removeItem(at: fuzzRoot.appendingPathComponent("out"))
    try? FileManager.default.removeItem(at: outside)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    let secret = outside.appendingPathComponent("Secret.swift")
    let header = OutputWriter.headerPrefix + " from Fuzz.storyboard. Do not edit.\n"
    try? Data((header + "secret\n").utf8).write(to: secret)
    let names = [
        "A.swift", "B.swift", "Stale.swift", "Other.swift", GenerationStamp.fileName,
        ".unboard-999999999-0123456789abcdef.tmp", ".unboard-\(getpid())-0123456789abcdef.tmp", ".unboard-x.tmp",
        ".A.swift.\(getpid()).tmp",
    ]
    for (index, byte) in data.prefix(names.count).enumerated() {
        let path = folder.appendingPathComponent(names[index]).path
        switch byte % 9 {
        case 0: break
        case 1: FileManager.default.createFile(atPath: path, contents: Data((header + "old \(byte)\n").utf8))
        case 2: FileManager.default.createFile(atPath: path, contents: Data("// mine \(byte)\n".utf8))
        case 3: FileManager.default.createFile(atPath: path, contents: Data())
        case 4: try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        case 5: try? FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: secret.path)
        case 6: try? FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: outside.path)
        case 7:
            try? FileManager.default.createSymbolicLink(
                atPath: path, withDestinationPath: fuzzRoot.appendingPathComponent("nowhere").path)
        default: mkfifo(path, 0o644)
        }
    }
    let files = [
        RenderedFile(name: "A.swift", contents: header + "let a = \(data.count)\n"),
        RenderedFile(name: "B.swift", contents: header + "let b = 2\n"),
    ]
    let before = snapshot(folder)
    let writer = OutputWriter(directory: folder)
    _ = GenerationStamp.read(from: folder)
    _ = try? OutputComparison(files: files, directory: folder)
    do {
        _ = try writer.write(files)
        for file in files {
            let path = folder.appendingPathComponent(file.name).path
            guard FolderEntry(atPath: path) == .regularFile,
                FolderEntry.regularFileContents(atPath: path) == Data(file.contents.utf8)
            else {
                fatalError("\(file.name) was not written whole")
            }
        }
        let after = snapshot(folder)
        for (name, entry) in before where !["A.swift", "B.swift"].contains(name) {
            // Generated files (stale ones) and a dead process's temporary file may go; nothing else may change.
            let removable =
                after[name] == nil
                && ((name.hasSuffix(".swift") && entry.hasPrefix("file " + OutputWriter.headerPrefix))
                    || name.hasPrefix(".unboard-999999999-"))
            if after[name] != entry, !removable {
                fatalError("\(name) changed: \(entry) -> \(after[name] ?? "removed")")
            }
        }
        if !OutputWriter.temporaryLeftovers(in: folder).isEmpty { fatalError("temporary files left") }
    } catch {
        if snapshot(folder) != before { fatalError("a refused write changed the folder: \(error)") }
    }
    guard FolderEntry.regularFileContents(atPath: secret.path) == Data((header + "secret\n").utf8) else {
        fatalError("wrote outside the folder")
    }
}

private func snapshot(_ folder: URL) -> [String: String] {
    var result: [String: String] = [:]
    for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] {
        let path = folder.appendingPathComponent(name).path
        switch FolderEntry(atPath: path) {
        case .regularFile:
            result[name] =
                "file " + String(decoding: FolderEntry.regularFileContents(atPath: path) ?? Data(), as: UTF8.self)
        case .symbolicLink:
            result[name] = "link " + ((try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "")
        case let entry: result[name] = "\(entry)"
        }
    }
    return result
}
