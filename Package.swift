// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Unboard",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "unboard", targets: ["unboard"]),
        .executable(name: "unboard-bench", targets: ["unboard-bench"]),
        .library(name: "UnboardCore", targets: ["UnboardCore"]),
        .plugin(name: "UnboardPlugin", targets: ["UnboardPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/stencilproject/Stencil", from: "0.15.1"),
    ],
    targets: [
        // SwiftPM finds libxml2's headers (/usr/include/libxml2 on Linux) through pkg-config's files, so Linux needs
        // pkg-config too; Xcode's SDK has libxml2.
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev", "pkg-config"])]
        ),
        .target(
            name: "UnboardCore",
            dependencies: [
                "CLibXML2", .product(name: "Yams", package: "Yams"), .product(name: "Stencil", package: "Stencil"),
            ]
        ),
        .executableTarget(
            name: "unboard",
            dependencies: [
                "UnboardCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "unboard-bench",
            dependencies: ["UnboardCore", "CLibXML2"]
        ),
        .plugin(
            name: "UnboardPlugin",
            capability: .buildTool(),
            dependencies: ["unboard"],
            path: "Sources/UnboardPlugin"
        ),
        .testTarget(
            name: "UnboardCoreTests",
            dependencies: ["UnboardCore"],
            resources: [.copy("Resources")]
        ),
        // What the benchmark reads from valgrind's and swiftc's output, tested on excerpts of it.
        .testTarget(
            name: "UnboardBenchTests",
            dependencies: ["unboard-bench"]
        ),
    ]
)
