import Foundation

/// The UIKit stand-in (`Tests/UIKitStub`) compiled once per test run, for every suite that type-checks against it.
enum StandIn {
    /// The folder of the stand-in modules (UIKit, MapKit, WebKit), compiled on first use.
    static let modules: Result<URL, Failure> = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "unboard-standin-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let stubs = TestPaths.packageRoot.appendingPathComponent("Tests/UIKitStub")
        for module in ["UIKit", "MapKit", "WebKit"] {
            // UIKit's also brings the Objective-C runtime's few functions generated code calls, as on iOS.
            let extra = module == "UIKit" ? [stubs.appendingPathComponent("ObjectiveCRuntime.swift").path] : []
            let result = Shell.run(
                [
                    "swiftc", "-emit-module", "-module-name", module, "-parse-as-library", "-swift-version", "6",
                    "-enable-library-evolution",
                    "-I", folder.path, stubs.appendingPathComponent("\(module).swift").path,
                ] + extra + [
                    "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path,
                ])
            guard result.status == 0 else { return .failure(Failure(output: result.output)) }
        }
        return .success(folder)
    }()

    struct Failure: Error { var output: String }

    /// Type-checks Swift files together in Swift 6 against the stand-in, in one compiler job (`-wmo`: without it the
    /// driver starts several jobs, each parsing every file and loading the stand-in). A warning fails the check: the
    /// generated code must compile without one (issue 15, item 13).
    @Sendable static func typeCheck(_ files: [URL]) throws -> (status: Int32, output: String) {
        let modules = try Self.modules.get()
        return Shell.run(
            ["swiftc", "-typecheck", "-wmo", "-swift-version", "6", "-warnings-as-errors", "-I", modules.path]
                + files.map(\.path))
    }
}
