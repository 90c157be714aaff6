import Foundation

/// Builds large, valid storyboards by repeating template scenes with fresh ids, deterministically.
///
/// Every copy of a scene gets its own object ids (and every attribute that referred to an old id is rewritten, so
/// outlets, constraints, masks and segues stay consistent) and storyboard identifier. With `Kind.fresh` each copy
/// also gets its own view-controller class, so each copy becomes its own builder; with `Kind.repeated` the copies
/// keep the template's classes and segue identifiers, as a large app repeats a class over many scenes, so one
/// builder gets a layout per copy and one scene type segues with the same identifiers from many scenes.
struct StoryboardSynthesizer {
    /// Whether copies get their own controller classes.
    enum Kind: String, CaseIterable {
        /// Fresh controller classes per copy: many small builders.
        case fresh
        /// The template's classes and segue identifiers in every copy: few builders of many layouts.
        case repeated
    }

    /// The kind of storyboard written.
    var kind: Kind = .fresh

    /// One scene of a template, split into literal text and the values that change per copy.
    private struct SceneTemplate {
        /// Which template storyboard the scene comes from: ids are renamed per template and copy.
        var template: Int
        var segments: [Segment]
        /// How many view elements the scene has, for the type-check timing.
        var viewCount: Int
    }

    private enum Segment {
        case text(String)
        case id(String)
        case controllerClass(String)
        case storyboardIdentifier(String)
    }

    /// The document head, rendered as the first copy of a write.
    private var header: [Segment] = []
    private var scenes: [SceneTemplate] = []
    private var resources: [String] = []

    /// Reads the template storyboards; the first one gives the document header (device, dependencies).
    init(templates: [URL], kind: Kind = .fresh) throws {
        self.kind = kind
        var resourceNames: Set<String> = []
        var seen: Set<String> = []
        // A storyboard copied into another example (the plugin example reuses NahaMap's) counts once.
        let texts = try templates.map { try String(contentsOf: $0, encoding: .utf8) }.filter {
            seen.insert($0).inserted
        }
        for (index, text) in (texts + [TableSceneTemplate.storyboard]).enumerated() {
            try add(text, template: index, resourceNames: &resourceNames)
        }
    }

    /// What was written.
    struct Output {
        var bytes: Int
        var scenes: Int
        var views: Int
    }

    /// Writes a storyboard of at least `targetBytes`, made of whole rounds over the template scenes, numbering the
    /// copies (their ids, classes and identifiers) from `firstCopy`.
    func write(targetBytes: Int, to url: URL, firstCopy: Int = 0) throws -> Output {
        var text = ""
        text.reserveCapacity(targetBytes + 200_000)
        // The head names the first copy's initial controller.
        text += render(header, template: 0, copy: firstCopy)
        var sceneCount = 0
        var views = 0
        var copy = firstCopy
        let tail = "    </scenes>\n    <resources>\n" + resources.joined() + "    </resources>\n</document>\n"
        while text.utf8.count + tail.utf8.count < targetBytes {
            for scene in scenes {
                text += render(scene.segments, template: scene.template, copy: copy)
                sceneCount += 1
                views += scene.viewCount
            }
            copy += 1
        }
        text += tail
        try Data(text.utf8).write(to: url)
        return Output(bytes: text.utf8.count, scenes: sceneCount, views: views)
    }

    private func render(_ segments: [Segment], template: Int, copy: Int) -> String {
        var text = ""
        let suffix = "-" + String(template) + "-" + String(copy, radix: 36)
        for segment in segments {
            switch segment {
            case .text(let literal): text += literal
            case .id(let id): text += id + suffix
            // Per copy only: scenes of one class in one copy make one builder with several keys, as in the examples.
            case .controllerClass(let name): text += kind == .fresh ? name + "C" + String(copy) : name
            case .storyboardIdentifier(let name): text += name + suffix
            }
        }
        return text
    }

    private mutating func add(_ text: String, template: Int, resourceNames: inout Set<String>) throws {
        guard let scenesStart = text.range(of: "<scenes>"), let scenesEnd = text.range(of: "</scenes>") else {
            throw SynthesisError(message: "a template has no <scenes>")
        }
        let body = String(text[scenesStart.upperBound..<scenesEnd.lowerBound])
        let ids = Self.ids(in: body)
        var rest = Substring(body)
        while let end = rest.range(of: "</scene>") {
            let block = String(rest[..<end.upperBound]) + "\n"
            scenes.append(
                SceneTemplate(
                    template: template, segments: Self.segments(block, ids: ids), viewCount: Self.viewCount(block)))
            rest = rest[end.upperBound...]
        }
        if template == 0 {
            // The header keeps the first template's initial controller, renamed as in copy 0.
            let head = String(text[..<scenesStart.upperBound]) + "\n"
            header = Self.segments(head, ids: ids)
        }
        if let start = text.range(of: "<resources>"), let end = text.range(of: "</resources>") {
            for element in Self.topLevelElements(text[start.upperBound..<end.lowerBound]) {
                let name = Self.firstAttribute("name", in: element) ?? element
                if resourceNames.insert(name).inserted { resources.append("        " + element + "\n") }
            }
        }
    }

    /// The values of `id` and `sceneID` attributes: every attribute value equal to one of them is a reference.
    private static func ids(in text: String) -> Set<String> {
        var ids: Set<String> = []
        forEachAttribute(in: text) { _, name, value, _ in
            if name == "id" || name == "sceneID" { ids.insert(value) }
        }
        return ids
    }

    private static func segments(_ text: String, ids: Set<String>) -> [Segment] {
        var segments: [Segment] = []
        var literalStart = text.startIndex
        forEachAttribute(in: text) { element, name, value, range in
            let segment: Segment
            if ids.contains(value) {
                segment = .id(value)
            } else if name == "customClass", element.hasSuffix("Controller") {
                segment = .controllerClass(value)
            } else if name == "storyboardIdentifier" {
                segment = .storyboardIdentifier(value)
            } else {
                return
            }
            segments.append(.text(String(text[literalStart..<range.lowerBound])))
            segments.append(segment)
            literalStart = range.upperBound
        }
        segments.append(.text(String(text[literalStart...])))
        return segments
    }

    /// Calls `body` with the element name, attribute name, value and value range of every `name="value"` in tags.
    private static func forEachAttribute(
        in text: String,
        _ body: (_ element: Substring, _ name: Substring, _ value: String, _ range: Range<String.Index>) -> Void
    ) {
        var element: Substring = ""
        var index = text.startIndex
        while let open = text[index...].firstIndex(of: "<") {
            guard let close = text[open...].firstIndex(of: ">") else { return }
            let tag = text[text.index(after: open)..<close]
            index = text.index(after: close)
            guard let first = tag.first, first.isLetter else { continue }
            element = tag.prefix { $0.isLetter || $0.isNumber }
            var cursor = tag.startIndex
            while let equals = tag[cursor...].range(of: "=\"") {
                let name = tag[..<equals.lowerBound].reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                guard let quote = tag[equals.upperBound...].firstIndex(of: "\"") else { break }
                let range = equals.upperBound..<quote
                body(element, Substring(String(name.reversed())), String(tag[range]), range)
                cursor = tag.index(after: quote)
            }
        }
    }

    private static func firstAttribute(_ name: String, in element: String) -> String? {
        guard let start = element.range(of: " \(name)=\"") else { return nil }
        guard let end = element[start.upperBound...].firstIndex(of: "\"") else { return nil }
        return String(element[start.upperBound..<end])
    }

    /// The top-level elements of a fragment, each as its text.
    private static func topLevelElements(_ fragment: Substring) -> [String] {
        var elements: [String] = []
        var depth = 0
        var start: String.Index?
        var index = fragment.startIndex
        while let open = fragment[index...].firstIndex(of: "<"), let close = fragment[open...].firstIndex(of: ">") {
            let tag = fragment[open...close]
            index = fragment.index(after: close)
            if tag.hasPrefix("<!--") || tag.hasPrefix("<?") { continue }
            if tag.hasPrefix("</") {
                depth -= 1
            } else {
                if depth == 0 { start = open }
                if !tag.hasSuffix("/>") { depth += 1 }
            }
            if depth == 0, let begin = start {
                elements.append(String(fragment[begin...close]))
                start = nil
            }
        }
        return elements
    }

    /// View elements in a scene: the tags the parser treats as views, counted from their opening tags.
    private static func viewCount(_ text: String) -> Int {
        let names = [
            "view", "label", "button", "imageView", "textField", "textView", "switch", "slider", "segmentedControl",
            "stackView", "scrollView", "activityIndicatorView", "progressView", "pageControl", "stepper", "tableView",
            "tableViewCell", "tableViewCellContentView",
        ]
        return names.reduce(0) { count, name in count + text.components(separatedBy: "<\(name) ").count - 1 }
    }
}

/// The templates could not be read as storyboards.
struct SynthesisError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
