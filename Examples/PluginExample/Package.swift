// swift-tools-version:6.0
import PackageDescription

// An app target whose CodeInterfaceBuilders Unboard generates on every build, from its unboard.yml.
// On Linux, where UIKit does not exist, the target builds against Unboard's UIKit stand-in (Sources/UIKit links
// to it); on Apple platforms it uses the real UIKit.
let package = Package(
    name: "PluginExample",
    platforms: [.iOS(.v14), .macOS(.v13)],
    dependencies: [
        .package(name: "Unboard", path: "../.."),
    ],
    targets: [
        .target(name: "UIKit", path: "Sources/UIKit", swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
        .target(
            name: "PluginApp",
            dependencies: [.target(name: "UIKit", condition: .when(platforms: [.linux]))],
            exclude: ["unboard.yml"],
            resources: [.copy("Storyboards")],
            plugins: [.plugin(name: "UnboardPlugin", package: "Unboard")]
        ),
    ]
)
