import ArgumentParser
import Foundation
import UnboardCore

/// The `unboard` command: turns Interface Builder files into Swift `CodeInterfaceBuilder`s.
@main
struct Unboard: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unboard",
        abstract: "Turns Interface Builder storyboards and xibs into Swift code that builds the same views.",
        version: "0.1.0",
        subcommands: [Generate.self, Migrate.self, Check.self, Report.self, Verify.self, Preview.self]
    )

    /// Runs the command; usage errors exit with 2, as the CLI promises, instead of ArgumentParser's 64.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let diagnostic as Diagnostic {
            // File-system and input errors read like every other diagnostic: `path: error: what; what to do`.
            FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
            Foundation.exit(1)
        } catch {
            if exitCode(for: error) == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}
