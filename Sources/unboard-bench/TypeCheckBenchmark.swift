import Foundation

extension Benchmark {
    /// Type-checks the code generated from a synthesized storyboard against the UIKit stand-in, per 1,000 views.
    func measureTypeCheck(_ input: Input) throws {
        guard let swiftc = ChildProcess.which("swiftc") else {
            say("\nType-check: swiftc is not in PATH; skipped")
            return
        }
        let modules = environment.work.appendingPathComponent("StandIn")
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        let log = environment.work.appendingPathComponent("typecheck.log")
        let stubs = environment.packageRoot.appendingPathComponent("Tests/UIKitStub")
        // The Objective-C runtime functions the builders use come with `import UIKit` on iOS; the stand-in
        // module declares them beside UIKit's, as the test suite's stand-in does.
        let stub = ["UIKit.swift", "ObjectiveCRuntime.swift"].map { stubs.appendingPathComponent($0).path }
        let module = try ChildProcess.run(
            [
                swiftc, "-emit-module", "-module-name", "UIKit", "-parse-as-library", "-swift-version", "6",
                "-enable-library-evolution",
            ] + stub + [
                "-emit-module-path",
                modules.appendingPathComponent("UIKit.swiftmodule").path,
            ], stdout: log, stderr: log)
        guard module.status == 0 else { throw BenchError("the UIKit stand-in does not compile; see \(log.path)") }
        let output = environment.work.appendingPathComponent("TypeCheckOutput")
        try? FileManager.default.removeItem(at: output)
        let generate = try ChildProcess.run(
            [
                environment.unboard.path, "generate", input.url.lastPathComponent, "--output", output.path,
                "--custom-class-stubs", "--quiet",
            ],
            in: environment.work)
        guard generate.status == 0 else { throw BenchError("generate --custom-class-stubs failed") }
        let files = try FileManager.default.contentsOfDirectory(atPath: output.path).filter { $0.hasSuffix(".swift") }
            .sorted()
            .map { output.appendingPathComponent($0).path }
        let empty = environment.work.appendingPathComponent("Empty.swift")
        try Data("import UIKit\n".utf8).write(to: empty)
        func command(_ sources: [String], _ mode: [String], against sdk: [String]) -> [String] {
            [swiftc, "-typecheck", "-swift-version", "6"] + sdk + mode + sources
        }
        func typeCheck(_ sources: [String], _ mode: [String], against sdk: [String]) throws -> Double {
            let run = try ChildProcess.run(command(sources, mode, against: sdk), stdout: log, stderr: log)
            guard run.status == 0 else { throw BenchError("the generated code does not type-check; see \(log.path)") }
            // CPU seconds (the driver's and its frontends'): on a shared machine wall time counts the other load.
            return run.cpuSeconds
        }
        let standIn = ["-I", modules.path]
        let views = Double(input.output.views)
        // Batch mode is how SwiftPM and Xcode compile a module's files in debug builds; plain `swiftc` without it
        // starts one frontend per file, each loading the stand-in and parsing every file again.
        var batch = Samples()
        var wholeModule = Samples()
        var floor = Samples()
        for _ in 0..<min(options.repeats, 3) {
            batch.add(try typeCheck(files, ["-enable-batch-mode"], against: standIn))
            wholeModule.add(try typeCheck(files, ["-wmo"], against: standIn))
            floor.add(try typeCheck([empty.path], [], against: standIn))
        }
        let perFile = try typeCheck(files, [], against: standIn)
        say(
            "\nType-check CPU seconds (swiftc -typecheck -swift-version 6 against Tests/UIKitStub/UIKit.swift), "
                + "\(input.label) storyboard: \(Format.count(input.output.views)) views in \(files.count) files")
        for (name, seconds) in [
            ("batch mode (as SwiftPM and Xcode)", batch), ("whole module (-wmo)", wholeModule),
            ("one frontend per file (plain swiftc)", Samples(values: [perFile])),
        ] {
            say(
                "  " + Format.pad(name, 38) + Format.pad(Format.spread(seconds), 28) + "per 1,000 views: "
                    + Format.seconds(seconds.median / views * 1000))
        }
        say(
            "  `import UIKit` alone \(Format.seconds(floor.median)) (the fixed cost of a frontend loading the stand-in)"
        )
        // Goal 4 is judged against the real SDK; the stand-in's figure is the goal's only when no SDK is extracted.
        verdict(
            goal: environment.iosSDK == nil ? 4 : nil, "type-check s / 1,000 views, UIKit stand-in, batch",
            measured: Format.seconds(batch.median / views * 1000),
            target: "<= 0.5 s", met: batch.median / views * 1000 <= 0.5)
        if let sdk = environment.iosSDK {
            // The judge: Apple's UIKit, whose overloads the stand-in lacks (see ../shared/ios-typecheck/README.md).
            let additions = environment.packageRoot.appendingPathComponent("Tests/Scripts/ios17-sdk-additions.swift")
                .path
            let arguments = [
                "-target", "arm64-apple-ios14.0", "-sdk", sdk.path, "-resource-dir",
                sdk.deletingLastPathComponent().appendingPathComponent("res").path,
                "-module-cache-path", sdk.deletingLastPathComponent().appendingPathComponent("module-cache").path,
            ]
            var sdkBatch = Samples()
            var sdkWholeModule = Samples()
            var sdkFloor = Samples()
            for _ in 0..<min(options.repeats, 3) {
                sdkBatch.add(try typeCheck(files + [additions], ["-enable-batch-mode"], against: arguments))
                sdkWholeModule.add(try typeCheck(files + [additions], ["-wmo"], against: arguments))
                sdkFloor.add(try typeCheck([empty.path], [], against: arguments))
            }
            say("Type-check CPU seconds against the iOS SDK (\(sdk.lastPathComponent)), same files")
            for (name, mode, seconds) in [
                ("batch mode (as SwiftPM and Xcode)", "batch", sdkBatch),
                ("whole module (-wmo)", "-wmo", sdkWholeModule),
            ] {
                say(
                    "  " + Format.pad(name, 38) + Format.pad(Format.spread(seconds), 28) + "per 1,000 views: "
                        + Format.seconds(seconds.median / views * 1000))
                verdict(
                    goal: 4, "type-check CPU s / 1,000 views, iOS SDK, \(mode)",
                    measured: Format.seconds(seconds.median / views * 1000),
                    target: "<= 0.5 s", met: seconds.median / views * 1000 <= 0.5)
            }
            say("  `import UIKit` alone \(Format.seconds(sdkFloor.median))")
            if [sdkBatch, sdkWholeModule].contains(where: { $0.median / views * 1000 > 0.5 }) {
                printFunctionBodies(
                    command(files + [additions], ["-wmo"], against: arguments), label: "\(input.label), iOS SDK")
            }
        } else {
            say("  (no iOS SDK in /tmp/ios-sdk or --ios-sdk: the real type-check time is not measured)")
            if batch.median / views * 1000 > 0.5 {
                printFunctionBodies(command(files, ["-wmo"], against: standIn), label: "\(input.label), UIKit stand-in")
            }
        }
        try? FileManager.default.removeItem(at: output)
    }
}
