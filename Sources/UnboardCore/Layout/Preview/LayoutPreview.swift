/// Chooses what to draw for a layout and names the files: the document's device and size classes, plus the
/// other orientation when its size classes give the layout another configuration.
public enum LayoutPreview {
    /// One drawing.
    public struct Drawing: Sendable {
        /// The file name: `<key>.<size classes>.svg`.
        public var fileName: String
        /// The SVG text.
        public var svg: String
    }

    /// The drawings of a layout; `sizeClass` draws only that combination, `deviceID` replaces the document's device.
    public static func drawings(
        of layout: LayoutModel, deviceID: String? = nil, sizeClass: SizeClassTraits? = nil
    ) -> [Drawing] {
        environments(of: layout, deviceID: deviceID, sizeClass: sizeClass).map { environment in
            let solved = LayoutEngine.solve(layout, in: environment)
            return Drawing(fileName: fileName(layout.key, environment.traits), svg: SVGWireframe.render(solved))
        }
    }

    /// The environments to draw a layout in.
    public static func environments(
        of layout: LayoutModel, deviceID: String?, sizeClass: SizeClassTraits?
    ) -> [LayoutEnvironment] {
        let document = LayoutEnvironment.document(of: layout, deviceID: deviceID)
        if let sizeClass { return [document.with(traits: sizeClass)] }
        guard document.isFullScreen else { return [document] }
        let other = document.with(traits: document.device.traits(document.orientation.flipped))
        let differs =
            other.traits != document.traits
            && configurationIndex(layout, other.traits) != configurationIndex(layout, document.traits)
        return differs ? [document, other] : [document]
    }

    private static func configurationIndex(_ layout: LayoutModel, _ traits: SizeClassTraits) -> Int? {
        layout.sizeClasses.configurations.firstIndex { $0.traits.contains(traits) }
    }

    /// `Main.ViewController.wC-hR.svg`, with characters unsafe in file names replaced.
    public static func fileName(_ key: String, _ traits: SizeClassTraits) -> String {
        let safe = String(key.map { $0.isLetter || $0.isNumber || "._-".contains($0) ? $0 : "_" })
        return "\(safe).\(SizeClassNotation.text(traits)).svg"
    }
}
