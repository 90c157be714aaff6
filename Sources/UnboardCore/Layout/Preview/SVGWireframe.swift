/// Draws a solved layout as an SVG wireframe: a box per view labelled with its name and class, the layout
/// guides the constraints use in dashed lines, and a title with the device and size classes.
public enum SVGWireframe {
    private static let padding = 16.0
    private static let titleHeight = 24.0

    /// The SVG document.
    public static func render(_ layout: SolvedLayout) -> String {
        let bounds = drawingBounds(layout)
        let title = title(layout)
        let width = max(bounds.width + 2 * padding, Double(title.count) * 6.5 + 2 * padding)
        let height = bounds.height + 2 * padding + titleHeight
        var lines = [
            SVGElement.open(
                "svg",
                [
                    ("xmlns", "http://www.w3.org/2000/svg"), ("width", format(width)), ("height", format(height)),
                    ("viewBox", "0 0 \(format(width)) \(format(height))"),
                    ("font-family", "Helvetica, Arial, sans-serif"),
                ]),
            "  " + SVGElement.text("title", [], title),
            "  " + SVGElement.empty("rect", [("width", "100%"), ("height", "100%"), ("fill", "#fafafa")]),
            "  "
                + SVGElement.text(
                    "text",
                    [("x", format(padding)), ("y", format(padding + 4)), ("font-size", "12"), ("fill", "#24292f")],
                    title),
            "  "
                + SVGElement.open(
                    "g",
                    [
                        (
                            "transform",
                            "translate(\(format(padding - bounds.x)) \(format(padding + titleHeight - bounds.y)))"
                        )
                    ]),
        ]
        lines += layout.views.indices.flatMap { index in viewElements(layout, index) }
        lines += layout.guides.flatMap(guideElements)
        lines += ["  </g>", "</svg>"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `Main.ViewController · iPhone 15 Pro (retina6_12), portrait · wC-hR`.
    static func title(_ layout: SolvedLayout) -> String {
        let environment = layout.environment
        return
            "\(layout.key) · \(environment.device.name) (\(environment.device.id)), \(environment.orientation.rawValue) · "
            + SizeClassNotation.text(environment.traits)
    }

    private static func viewElements(_ layout: SolvedLayout, _ index: Int) -> [String] {
        let view = layout.views[index]
        let isRoot = index == 0
        let color = isRoot ? "#57606a" : "#0969da"
        var attributes =
            box(view.absoluteFrame) + [
                ("fill", isRoot ? "#ffffff" : "#0969da"), ("fill-opacity", isRoot ? "1" : "0.03"),
            ]
        attributes += [("stroke", color), ("stroke-width", "1")]
        if view.isHidden { attributes += [("stroke-dasharray", "2 2"), ("opacity", "0.5")] }
        var lines = ["    " + SVGElement.empty("rect", attributes)]
        if let label = label(view, fitting: view.absoluteFrame.width - 4) {
            let line = Double(labelLine(layout, index))
            let position = [
                ("x", format(view.absoluteFrame.x + 2)), ("y", format(view.absoluteFrame.y + 9 + 9 * line)),
            ]
            lines.append("    " + SVGElement.text("text", position + [("font-size", "8"), ("fill", color)], label))
        }
        return lines
    }

    /// `name: Type`, or just the name, or the name cut short, whichever fits the box (at about 4.4 pt a character).
    private static func label(_ view: SolvedLayout.View, fitting width: Double) -> String? {
        let capacity = Int(width / 4.4)
        let full = "\(view.name): \(view.type)" + (view.isHidden ? " (hidden)" : "")
        if full.count <= capacity { return full }
        if view.name.count <= capacity { return view.name }
        return capacity >= 4 ? String(view.name.prefix(capacity - 1)) + "…" : nil
    }

    /// Which line a view's label takes: below the labels of the ancestors that share its top-left corner.
    private static func labelLine(_ layout: SolvedLayout, _ index: Int) -> Int {
        let frame = layout.views[index].absoluteFrame
        var line = 0
        var current = layout.views[index].parent
        while let ancestor = current {
            let other = layout.views[ancestor].absoluteFrame
            if abs(other.x - frame.x) < 2, abs(other.y - frame.y) < 6 { line += 1 }
            current = layout.views[ancestor].parent
        }
        return line
    }

    private static func guideElements(_ guide: SolvedLayout.Guide) -> [String] {
        let frame = guide.frame
        let position = [("x", format(frame.x + frame.width - 2)), ("y", format(frame.y + frame.height - 3))]
        return [
            "    "
                + SVGElement.empty(
                    "rect",
                    box(frame) + [
                        ("fill", "none"), ("stroke", "#cf222e"), ("stroke-width", "0.75"), ("stroke-dasharray", "4 3"),
                    ]),
            "    "
                + SVGElement.text(
                    "text", position + [("font-size", "7"), ("fill", "#cf222e"), ("text-anchor", "end")], guide.name),
        ]
    }

    private static func box(_ frame: LayoutRect) -> [(String, String)] {
        [
            ("x", format(frame.x)), ("y", format(frame.y)), ("width", format(max(frame.width, 0))),
            ("height", format(max(frame.height, 0))),
        ]
    }

    /// The rectangle that holds the canvas and every view.
    private static func drawingBounds(_ layout: SolvedLayout) -> LayoutRect {
        let canvas = LayoutRect(
            x: 0, y: 0, width: layout.environment.canvas.width, height: layout.environment.canvas.height)
        return layout.views.map(\.absoluteFrame).reduce(canvas) { bounds, frame in
            let minX = min(bounds.x, frame.x)
            let minY = min(bounds.y, frame.y)
            let maxX = max(bounds.x + bounds.width, frame.x + max(frame.width, 0))
            let maxY = max(bounds.y + bounds.height, frame.y + max(frame.height, 0))
            return LayoutRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
    }
}

/// Writes XML elements with escaped attribute values and text.
enum SVGElement {
    static func open(_ name: String, _ attributes: [(String, String)]) -> String {
        "<\(name)\(attributeText(attributes))>"
    }

    static func empty(_ name: String, _ attributes: [(String, String)]) -> String {
        "<\(name)\(attributeText(attributes))/>"
    }

    static func text(_ name: String, _ attributes: [(String, String)], _ content: String) -> String {
        "<\(name)\(attributeText(attributes))>\(escape(content))</\(name)>"
    }

    private static func attributeText(_ attributes: [(String, String)]) -> String {
        attributes.map { " \($0.0)=\"\(escape($0.1))\"" }.joined()
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
