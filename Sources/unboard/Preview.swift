import ArgumentParser
import Foundation
import UnboardCore

/// `unboard preview`: draws each scene as an SVG wireframe, so a reviewer sees what a storyboard change does.
struct Preview: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Draw each scene's solved layout as an SVG wireframe.",
        discussion: """
            One file per scene and size classes, <key>.<size classes>.svg: the document's device and size classes, and \
            the other orientation when it changes the layout. Views are boxes labelled with their name and class; the \
            layout guides the constraints use are dashed. Only changed files are written.
            Exit status: 0 on success, 1 when an input has errors, 2 on usage errors.
            """
    )

    @Argument(help: "A storyboard or xib file, or a folder to search for them.")
    var inputs: [String]

    @Option(help: "The device to lay out on, by IB's id (retina6_12, ipad12_9rounded...); default: the document's.")
    var device: String?

    @Option(
        help:
            "Only these size classes, as wC-hR, wR-hC, wAny-hR...; default: the document's and the other orientation's."
    )
    var sizeClass: String?

    @Option(name: .shortAndLong, help: "The folder to write the SVG files into.")
    var output: String

    func validate() throws {
        if let device, LayoutDevice.named(device) == nil {
            throw ValidationError(
                "unknown device '\(device)'; known: \(LayoutDevice.table.map(\.id).joined(separator: ", "))")
        }
        if let sizeClass, SizeClassNotation.parse(sizeClass) == nil {
            throw ValidationError("size classes '\(sizeClass)' are not of the form wC-hR")
        }
    }

    func run() throws {
        let (layouts, hasErrors) = try LayoutInputs.load(inputs)
        let folder = URL(
            fileURLWithPath: output, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var written = 0
        var drawings = 0
        for layout in layouts {
            for drawing in LayoutPreview.drawings(
                of: layout, deviceID: device, sizeClass: sizeClass.flatMap(SizeClassNotation.parse))
            {
                drawings += 1
                let url = folder.appendingPathComponent(drawing.fileName)
                let data = Data(drawing.svg.utf8)
                if (try? Data(contentsOf: url)) == data { continue }
                try data.write(to: url, options: .atomic)
                written += 1
            }
        }
        print(
            "unboard: \(drawings) drawing(s) of \(layouts.count) layout(s): \(written) file(s) written, \(drawings - written) unchanged."
        )
        if hasErrors { throw ExitCode(1) }
    }
}
