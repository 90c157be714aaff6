// libFuzzer entry point: parse, translate and render one input. Built together with UnboardCore's sources by
// Tests/Fuzz/run-fuzzer.sh (swiftc -sanitize=fuzzer,address); not part of the package.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    var pipeline = GeneratorPipeline(parser: InterfaceDocumentParser(options: ParserOptions(maximumDepth: 64)))
    pipeline.maximumConcurrency = 1
    let result = pipeline.run([SourceFile(path: "Fuzz.storyboard", data: Data(bytes: bytes, count: count))])
    // Touch the output so nothing is optimised away.
    return CInt(result.files.reduce(0) { $0 + $1.contents.utf8.count } & 0)
}
