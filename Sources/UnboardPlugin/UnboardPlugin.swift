import Foundation
import PackagePlugin

/// Generates a target's `CodeInterfaceBuilder`s on every build from the `unboard.yml` in the target's folder.
///
/// Everything goes into one file with a stable name, so the build system knows the output before it runs the
/// tool. The inputs of the command are exactly what the tool reads: the configuration, the storyboards and xibs it
/// resolves to (wherever they are and however the target holds them: as sources, processed or copied resources),
/// the templates it names, and the tool itself; so the command runs again when any of them changes and is skipped
/// otherwise.
@main
struct UnboardPlugin: BuildToolPlugin {
    /// The one file the plugin declares and writes.
    static let outputName = "UnboardGenerated.swift"

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let configuration = target.directoryURL.appending(path: "unboard.yml")
        guard let text = try? String(contentsOf: configuration, encoding: .utf8) else {
            Diagnostics.error(
                "Unboard: \(target.name) uses the plugin but has no readable unboard.yml in \(target.directoryURL.path)"
            )
            return []
        }
        let tool = try context.tool(named: "unboard")
        let read = ConfigurationFiles(text, folder: target.directoryURL)
        let output = context.pluginWorkDirectoryURL.appending(path: "Unboard")
        return [
            .buildCommand(
                displayName: "Unboard: generating the CodeInterfaceBuilders of \(target.name)",
                executable: tool.url,
                arguments: [
                    "generate", "--config", configuration.path, "--output", output.path, "--single-file",
                    Self.outputName,
                    "--quiet", "--absolute-paths",
                ],
                inputFiles: [configuration, tool.url] + read.documents + read.templates,
                outputFiles: [output.appending(path: Self.outputName)])
        ]
    }
}
