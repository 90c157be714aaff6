/// The first lines of an input document that say how the app uses it: as its launch screen
/// (`launchScreen="YES"`), or, with an initial view controller, possibly as its main storyboard.
public struct DocumentHead: Hashable, Sendable {
    /// The document's path, as its diagnostics name it.
    public var path: String
    /// The line of the `<document>` element.
    public var line: Int
    /// Whether Interface Builder marks the document as a launch screen.
    public var isLaunchScreen: Bool

    /// Creates a document head.
    package init(path: String, line: Int, isLaunchScreen: Bool) {
        self.path = path
        self.line = line
        self.isLaunchScreen = isLaunchScreen
    }
}

extension BuilderFileTranslator {
    /// `migrate`'s notes on how the app starts: a storyboard with an initial view controller may be the app's main
    /// storyboard, which Info.plist names and UIKit loads before any code of the app runs, so after `migrate` the
    /// scene delegate creates the window; a launch screen stays a storyboard, since it cannot run the app's code:
    /// "Don't make any connections to your code (don't add actions or outlets)." "Don't use any custom classes."
    /// (Xcode Help, "Create a launch screen", https://help.apple.com/xcode/mac/current/en.lproj/dev04e289091.html).
    public func appEntryNotes(_ heads: [DocumentHead], sceneGraphs: [SceneGraphModel]) -> [Diagnostic] {
        let launchScreens = Set(heads.filter(\.isLaunchScreen).map(\.path))
        let lines = Dictionary(heads.map { ($0.path, $0.line) }, uniquingKeysWith: { first, _ in first })
        let mainNotes: [Diagnostic] = sceneGraphs.compactMap { graph in
            guard graph.initialScene != nil, !launchScreens.contains(graph.sourcePath) else { return nil }
            return .note(
                "if \(graph.storyboardName).storyboard is the app's main storyboard, remove UIMainStoryboardFile and "
                    + "the scene configuration's UISceneStoryboardFile from Info.plist, and create the window in the "
                    + "scene delegate's scene(_:willConnectTo:options:): "
                    + "`guard let windowScene = scene as? UIWindowScene else { return }`, "
                    + "`window = UIWindow(windowScene: windowScene)`, "
                    + "`window?.rootViewController = \(graph.typeName).makeInitialViewController()`, "
                    + "`window?.makeKeyAndVisible()`",
                at: Diagnostic.Location(filePath: graph.sourcePath, line: lines[graph.sourcePath] ?? 1))
        }
        let launchNotes: [Diagnostic] = heads.filter(\.isLaunchScreen).map { head in
            .note(
                "this is a launch screen: keep it as an Interface Builder file named by UILaunchStoryboardName in "
                    + "Info.plist; UIKit shows it before any of the app's code runs, so it cannot use the generated "
                    + "code, which is not needed",
                at: Diagnostic.Location(filePath: head.path, line: head.line))
        }
        return launchNotes + mainNotes
    }
}
