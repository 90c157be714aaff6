import ArgumentParser
import Foundation
import UnboardCore

/// `unboard migrate`: the one-shot move off storyboards. Writes the builders like `generate`, plus a starter
/// `<Class>+CodeInterfaceBuilder.swift` per view controller class that the team then edits and keeps.
struct Migrate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "migrate",
        abstract: "Generate the builders plus an editable starter extension for each view controller class.",
        discussion: """
            Each starter (<Class>+CodeInterfaceBuilder.swift) extends the app's view controller class: loadView() \
            creates the views with the builder, sets the class's outlets and calls its action methods, size classes are \
            applied from viewIsAppearing and trait changes, and state restoration keeps the layout key. A cell or \
            File's Owner view class of the app's gets one too: a note says which initializer calls its \
            installCodeInterfaceBuilder(key:); where the layout varies by size class, it applies them on trait \
            changes. A starter that already exists is never overwritten. Exit status: 0 on success, 1 when an input had errors (nothing is \
            written then), 2 on usage errors.
            """
    )

    @OptionGroup var generation: GenerationArguments

    @Option(help: "The folder the starters go into (default: the output folder).")
    var starters: String?

    @Flag(help: "Print only errors, warnings and the starters kept.")
    var quiet = false

    func run() throws {
        let run = try generation.generate(starters: true)
        let starterFolder = starters.map { URL(fileURLWithPath: $0).standardizedFileURL } ?? run.output
        let written = try run.writeOrRefuse(startersTo: starterFolder)
        let kept = written.starters?.kept ?? []
        for name in kept {
            print("unboard: kept \(starterFolder.appendingPathComponent(name).path): starters are never overwritten.")
        }
        guard !quiet else { return }
        print(
            run.summary(written.files)
                + "\(written.starters?.written.count ?? 0) starter(s) written, \(kept.count) kept.")
    }
}
