import Foundation

/// When and how user-visible strings are emitted as `NSLocalizedString` lookups in the tables that Interface
/// Builder's base localization uses (`xx.lproj/<Storyboard name>.strings`, keyed `"<object id>.<property>"`).
public struct LocalizationOptions: Hashable, Sendable {
    /// Which documents are localized.
    public enum Mode: String, Hashable, Sendable, CaseIterable {
        /// Documents inside a `Base.lproj` folder.
        case auto
        /// Every document.
        case always
        /// No document: strings are literals.
        case never
    }

    /// Which documents are localized; `auto` by default.
    public var mode: Mode
    /// The Swift expression of the bundle that holds the tables, `.main` by default (`.module` in a package).
    public var bundle: String
    /// The folder that document paths are relative to, where the `.strings` tables beside the documents are read
    /// for the unused-keys warning; `nil` for the working directory.
    public var folder: URL?

    /// Creates options.
    public init(mode: Mode = .auto, bundle: String = ".main") {
        self.mode = mode
        self.bundle = bundle
    }

    /// Whether the document at `path` (relative to `folder`) is localized.
    ///
    /// `auto` asks where the document is on disk, not how its path is displayed: display paths start at the folder
    /// that holds every input, which is `Base.lproj` itself when every input is in it.
    public func localizes(documentAt path: String) -> Bool {
        switch mode {
        case .always: true
        case .never: false
        case .auto:
            Self.location(ofDocumentAt: path, in: folder).deletingLastPathComponent().lastPathComponent == "Base.lproj"
        }
    }

    /// The document at `path` on disk: `path` resolved against `folder` (the working directory when `nil`).
    public static func location(ofDocumentAt path: String, in folder: URL?) -> URL {
        URL(fileURLWithPath: path, relativeTo: folder).standardizedFileURL
    }
}
