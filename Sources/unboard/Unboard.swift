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
        // Each subcommand's configuration names it: a name left to ArgumentParser is derived from the type by
        // reflection on every lookup, about 9 M instructions a run.
        subcommands: [Generate.self, Migrate.self, Check.self, Report.self, Verify.self, Preview.self]
    )

    /// Runs the command. Usage errors exit with 2, as the CLI promises, instead of ArgumentParser's 64, and show
    /// the usage of the subcommand that failed; a mistyped subcommand gets a suggestion.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let first = arguments.first, let message = unknownSubcommandMessage(first) { failUsage(message) }
        var command: any ParsableCommand
        do {
            command = try parseAsRoot(arguments)
        } catch {
            fail(error, in: self)
        }
        do {
            try command.run()
        } catch let diagnostic as Diagnostic {
            // File-system and input errors read like every other diagnostic: `path: error: what; what to do`.
            FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
            Foundation.exit(1)
        } catch {
            fail(error, in: type(of: command))
        }
    }

    /// Prints a usage error with the usage of `command`, or leaves other errors to ArgumentParser.
    private static func fail(_ error: any Error, in command: any ParsableCommand.Type) -> Never {
        guard exitCode(for: error) == .validationFailure else { command.exit(withError: error) }
        guard command != self else { failUsage(fullMessage(for: error)) }
        failUsage(
            """
            Error: \(command.message(for: error))
            Usage: \(usageString(for: command))
              See 'unboard \(command._commandName) --help' for more information.
            """)
    }

    private static func failUsage(_ message: String) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        Foundation.exit(2)
    }

    /// `Error: unknown subcommand 'generat'; did you mean 'generate'?` when the first argument is neither an option
    /// nor a subcommand; `nil` otherwise.
    static func unknownSubcommandMessage(_ argument: String) -> String? {
        let names = configuration.subcommands.map { $0._commandName } + ["help"]
        guard !argument.hasPrefix("-"), !names.contains(argument) else { return nil }
        let closest = names.map { ($0, editDistance($0, argument)) }.min { $0.1 < $1.1 }
        let suggestion =
            closest.flatMap { $0.1 <= 2 || $0.0.hasPrefix(argument) ? " Did you mean '\($0.0)'?" : nil } ?? ""
        return
            "Error: unknown subcommand '\(argument)'.\(suggestion)\nUsage: unboard <subcommand>\n  See 'unboard --help' for the subcommands."
    }

    /// The Levenshtein distance, for suggestions.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
