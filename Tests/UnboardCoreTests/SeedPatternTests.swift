import Foundation
import Testing
import UnboardCore

/// Issue 15 item 11: patterns apps built on storyboards keep working once the views are made in code: views named
/// with a `name` runtime attribute keep the name (`UIView.name`, `view(named:)`), and a custom view that loads its
/// own xib, which IB shows empty, is laid out by that xib's builder when `nibLoadingClasses` names it.
@Suite struct SeedPatternTests {
    /// A UIKit view and a view nested in a plain view, each with a `name` runtime attribute.
    static let namedViews = Generate.storyboard(
        subviews: """
            <imageView contentMode="scaleToFill" fixedFrame="YES" id="img-00-001">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="string" keyPath="name" value="avatar"/>
                </userDefinedRuntimeAttributes>
            </imageView>
            <view contentMode="scaleToFill" fixedFrame="YES" id="box-00-001">
                <rect key="frame" x="0" y="20" width="100" height="40"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hi" fixedFrame="YES" id="lbl-00-001">
                        <rect key="frame" x="0" y="0" width="10" height="10"/>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="string" keyPath="name" value="greeting"/>
                        </userDefinedRuntimeAttributes>
                    </label>
                </subviews>
            </view>
            """)

    /// A storyboard holding an empty `ProfileCard`, whose class loads `ProfileCard.xib` itself.
    static let cardStoryboard = Generate.storyboard(
        subviews: """
            <view contentMode="scaleToFill" fixedFrame="YES" id="crd-00-001" customClass="ProfileCard" customModule="App" customModuleProvider="target">
                <rect key="frame" x="0" y="0" width="200" height="60"/>
            </view>
            """)

    /// `ProfileCard.xib` as such classes' xibs often are: neither File's Owner nor the root view has the class.
    static let cardXib = Generate.document(
        xib: true,
        """
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <view contentMode="scaleToFill" id="xib-00-001">
                <rect key="frame" x="0.0" y="0.0" width="200" height="60"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="From the xib" translatesAutoresizingMaskIntoConstraints="NO" id="xib-00-002">
                        <rect key="frame" x="0" y="0" width="100" height="20"/>
                    </label>
                </subviews>
            </view>
        </objects>
        """)

    private static func generate(
        _ documents: [(path: String, xml: String)], configure: (inout GenerationOptions) -> Void = { _ in }
    ) -> GenerationResult {
        var options = GenerationOptions(importsCustomModules: false)
        configure(&options)
        var pipeline = GeneratorPipeline(options: options)
        pipeline.emitsCustomClassStubs = true
        return pipeline.run(documents.map { SourceFile(path: $0.path, data: Data($0.xml.utf8)) })
    }

    private static func file(_ result: GenerationResult, _ name: String) -> String {
        result.files.first { $0.name == name }?.contents ?? ""
    }

    /// Writes the result, with the stubs of `ownClasses` left out (the program declares them), and runs `program`
    /// on the behavioural UIKit model.
    private static func run(_ result: GenerationResult, ownClasses: [String] = [], program: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("unboard-seeds-\(UUID().uuidString)")
        _ = try OutputWriter(directory: folder).write(result.files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let stubs = folder.appendingPathComponent("CustomClassStubs.swift")
        let text = try String(contentsOf: stubs, encoding: .utf8)
        let kept = text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            !ownClasses.contains { line.contains("class \($0):") }
        }
        try kept.joined(separator: "\n").write(to: stubs, atomically: true, encoding: .utf8)
        let main = folder.appendingPathComponent("main.swift.txt")
        try program.write(to: main, atomically: true, encoding: .utf8)
        return Shell.run(["python3", RuntimeTests.script.path, folder.path, "--program", main.path]).output
    }

    // MARK: - Names

    /// By default the builder assigns `name` to every named view and `UnboardSupport.swift` declares it, with
    /// `view(named:)`, on `UIView`: an app's `view.view(named: "greeting")` finds the label, however deep.
    @Test func namedViewsKeepTheirNameOnUIView() throws {
        let result = Self.generate([("Snippet.storyboard", Self.namedViews)])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let builder = Self.file(result, "SnippetViewControllerCodeInterfaceBuilder.swift")
        #expect(builder.contains(#"uiImageView.name = "avatar""#) || builder.contains(#".name = "avatar""#))
        let support = Self.file(result, "UnboardSupport.swift")
        #expect(support.contains("var name: String? {"), "\(support)")
        #expect(support.contains("func view(named name: String) -> UIView? {"))
        let output = try Self.run(
            result,
            program: """
                import UIKit
                let builder = SnippetViewControllerCodeInterfaceBuilder(key: .snippetSnippetViewController)
                let root: UIView = builder.view
                print("avatar: \\(root.view(named: "avatar") is UIImageView)")
                print("greeting: \\((root.view(named: "greeting") as? UILabel)?.text ?? "none")")
                print("unnamed: \\(root.view(named: "nothing") == nil) \\(root.name == nil)")
                // The builder's own `view(named:)` and the view's agree.
                print("same: \\(builder.view(named: "greeting") === root.view(named: "greeting"))")
                let renamed = UIView()
                renamed.name = "later"
                renamed.name = nil
                print("renamed: \\(renamed.name == nil)")
                // A new name replaces the old one: `view(named:)` finds the view by the new name only.
                let box = UIView()
                box.addSubview(renamed)
                renamed.name = "first"
                renamed.name = "second"
                print("replaced: \\(box.view(named: "first") == nil) \\(box.view(named: "second") === renamed)")
                // Names of many views, most of them gone (the table prunes them), stay right for those that live.
                var kept: [UIView] = []
                for index in 0..<500 {
                    let view = UIView()
                    view.name = "view \\(index)"
                    if index % 50 == 0 { kept.append(view) }
                }
                print("kept: \\(kept.enumerated().allSatisfy { $0.element.name == "view \\($0.offset * 50)" }) \\(UIView().name == nil)")
                print("executed: 1 builders, 1 layouts, 1 size-class states, \\(UIKitModel.exceptions.count) exceptions")
                """)
        for line in [
            "avatar: true", "greeting: Hi", "unnamed: true true", "same: true", "renamed: true", "replaced: true true",
            "kept: true true",
        ] {
            #expect(output.contains(line), "\(line)\n\(output)")
        }
    }

    /// With the Objective-C runtime (iOS), `name` is an `@objc` property kept as an associated object, so that setting
    /// it costs constant time, under the prefixed selector `unboard_name` (a category method on `UIView` named `name`
    /// could replace a private UIKit one: Apple's QA1908, cited in `translateSupportFile.swift`); without it (Linux,
    /// where the model runs the `#else` branch above), a table by view identity that prunes the names of gone views
    /// only when it has doubled since it last did, not on every set.
    @Test func theNameIsAnObjectiveCPropertyWhereThereIsARuntime() throws {
        let support = Self.file(Self.generate([("Snippet.storyboard", Self.namedViews)]), "UnboardSupport.swift")
        let objectiveC = try #require(support.components(separatedBy: "#if canImport(ObjectiveC)\n").last)
        let branches = objectiveC.components(separatedBy: "#else\n")
        try #require(branches.count == 2 && branches[1].hasSuffix("#endif\n"), "\(support)")
        expectDeclarations(
            "unboardViewNameStorage", "name", in: branches[0],
            """
            /// The address that names where each view keeps its name: extensions cannot add stored properties.
            @MainActor private var unboardViewNameStorage: UInt8 = 0

            /// The name Interface Builder's `name` runtime attribute gave the view, which `view(named:)` finds it by;
            /// `nil` when it has none. Objective-C sees it as `unboard_name`, prefixed as a category method on a
            /// framework class should be, so that it cannot replace a private UIKit method named `name`.
            @objc(unboard_name) var name: String? {
                get {
                    objc_getAssociatedObject(self, &unboardViewNameStorage) as? String
                }
                set {
                    objc_setAssociatedObject(self, &unboardViewNameStorage, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
                }
            }
            """)
        expectDeclarations(
            "extension UIView.name", "UnboardViewName.setName(_:of:)", in: branches[1],
            """
            /// The name Interface Builder's `name` runtime attribute gave the view, which `view(named:)` finds it by;
            /// `nil` when it has none. Kept only as long as the view lives.
            var name: String? {
                get {
                    UnboardViewName.names[ObjectIdentifier(self)].flatMap { $0.view === self ? $0.name : nil }
                }
                set {
                    UnboardViewName.setName(newValue, of: self)
                }
            }

            /// Names `view` `name`, or forgets its name for `nil`; pruning when the table has doubled since it was last
            /// pruned costs constant time per name, amortised.
            static func setName(_ name: String?, of view: UIView) {
                names[ObjectIdentifier(view)] = name.map { UnboardViewName(view: view, name: $0) }
                guard names.count >= pruningCount else { return }
                names = names.filter { $0.value.view != nil }
                pruningCount = max(64, 2 * names.count)
            }
            """)
    }

    /// `viewNames: app`: the app declares `name` on `UIView` (as the storyboard needed for IB to set it), so the
    /// builder assigns it and the support file does not declare it again; `builder`: the names key only the
    /// builder's `view(named:)`, as before.
    @Test func theAppOrTheBuilderAloneCanKeepTheNames() {
        let app = Self.generate([("Snippet.storyboard", Self.namedViews)]) { $0.viewNames = .app }
        #expect(Self.file(app, "SnippetViewControllerCodeInterfaceBuilder.swift").contains(#".name = "greeting""#))
        #expect(!Self.file(app, "UnboardSupport.swift").contains("var name"))
        let builder = Self.generate([("Snippet.storyboard", Self.namedViews)]) { $0.viewNames = .builder }
        let text = Self.file(builder, "SnippetViewControllerCodeInterfaceBuilder.swift")
        #expect(!text.contains(".name = ") && text.contains(#"case "greeting":"#))
        #expect(!Self.file(builder, "UnboardSupport.swift").contains("var name"))
        // Without the support file, `support` would leave `name` undeclared: the names key `view(named:)` only.
        let noSupport = Self.generate([("Snippet.storyboard", Self.namedViews)]) { $0.emitsSupportFile = false }
        #expect(!Self.file(noSupport, "SnippetViewControllerCodeInterfaceBuilder.swift").contains(".name = "))
    }

    /// Layouts without a `name` attribute leave `UIView` alone: an app's own `name` on a view class does not clash.
    @Test func noNameNoDeclaration() {
        let result = Self.generate([("Snippet.storyboard", Self.cardStoryboard)])
        #expect(!Self.file(result, "UnboardSupport.swift").contains("var name"))
    }

    // MARK: - Views that load their own xib

    /// An empty `ProfileCard` beside an input `ProfileCard.xib` that does not name the class is a warning at the
    /// view's line: the class probably loads the xib in `init(coder:)`, which code-created views skip.
    @Test func anEmptyViewOfAClassNamedLikeAnInputXibIsAWarning() throws {
        let result = Self.generate([("Card.storyboard", Self.cardStoryboard), ("ProfileCard.xib", Self.cardXib)])
        let warning = try #require(result.diagnostics.first { $0.message.contains("this ProfileCard is empty") })
        #expect(warning.location?.filePath == "Card.storyboard")
        let line = Self.cardStoryboard.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains(#"id="crd-00-001""#) }.map { $0 + 1 }
        #expect(warning.location?.line == line)
        #expect(warning.message.contains("nibLoadingClasses: {ProfileCard: ProfileCard.xib}"), "\(warning.message)")
    }

    /// With `nibLoadingClasses: {ProfileCard: ProfileCard.xib}` the xib is translated as if its File's Owner had
    /// the class: its builder gets `init(key:owner:)`, which the class calls from `init(frame:)`, as the README
    /// says for File's Owner xibs, so the card built in code shows the xib's label.
    @Test func aConfiguredClassIsLaidOutByItsXib() throws {
        let result = Self.generate([("Card.storyboard", Self.cardStoryboard), ("ProfileCard.xib", Self.cardXib)]) {
            $0.nibLoadingClasses = [NibLoadingClass(className: "ProfileCard", xibPath: "ProfileCard.xib")]
        }
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let xibBuilder = Self.file(result, "ProfileCardCodeInterfaceBuilder.swift")
        #expect(xibBuilder.contains("init(key: CodeInterfaceBuilderKey, owner: UIView)"), "\(xibBuilder)")
        let output = try Self.run(
            result, ownClasses: ["ProfileCard"],
            program: """
                import UIKit
                final class ProfileCard: UIView {
                    var builder: ProfileCardCodeInterfaceBuilder?
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        builder = ProfileCardCodeInterfaceBuilder(key: .profileCardProfileCard, owner: self)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                let builder = SnippetViewControllerCodeInterfaceBuilder(key: .cardSnippetViewController)
                let card = builder.view.findViews(subclassOf: ProfileCard.self)[0]
                print("card labels: \\(card.findLabels(with: "From the xib").count)")
                print("executed: 2 builders, 2 layouts, 1 size-class states, \\(UIKitModel.exceptions.count) exceptions")
                """)
        #expect(output.contains("card labels: 1"), "\(output)")
    }

    /// A configured xib that is not among the inputs, or whose File's Owner has another class, is a warning at the
    /// entry's line in `unboard.yml`.
    @Test func aConfiguredXibThatCannotBeUsedIsAWarningAtItsLine() {
        let location = Diagnostic.Location(filePath: "unboard.yml", line: 3, column: 3)
        let result = Self.generate([("Card.storyboard", Self.cardStoryboard)]) {
            $0.nibLoadingClasses = [
                NibLoadingClass(className: "ProfileCard", xibPath: "Views/ProfileCard.xib", location: location)
            ]
        }
        let warning = result.diagnostics.first { $0.message.hasPrefix("nibLoadingClasses:") }
        #expect(warning?.location == location)
        #expect(warning?.message.contains("Views/ProfileCard.xib is not among the inputs") == true)
    }

    // MARK: - Configuration

    /// The command line reads both keys from `unboard.yml`: the configured xib gets `init(key:owner:)`, an entry
    /// naming a xib that is not an input is a warning at its line, and `--view-names builder` wins over the file.
    @Test func theCLIAppliesTheConfiguration() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("unboard-seeds-\(UUID().uuidString)")
        let views = folder.appendingPathComponent("Views")
        try FileManager.default.createDirectory(at: views, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.cardXib.write(to: views.appendingPathComponent("ProfileCard.xib"), atomically: true, encoding: .utf8)
        try Self.namedViews.write(
            to: views.appendingPathComponent("Named.storyboard"), atomically: true, encoding: .utf8)
        let configuration = """
            inputs:
              - Views
            output: Generated
            viewNames: support
            nibLoadingClasses:
              ProfileCard: Views/ProfileCard.xib
              RatingView: Views/RatingView.xib
            """
        try configuration.write(to: folder.appendingPathComponent("unboard.yml"), atomically: true, encoding: .utf8)
        let run = try CLI.run(["generate", "--view-names", "builder"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stderr.contains(
                "unboard.yml:7:3: warning: nibLoadingClasses: Views/RatingView.xib is not among the inputs"),
            "\(run.stderr)")
        let generated = folder.appendingPathComponent("Generated")
        let card = try String(
            contentsOf: generated.appendingPathComponent("ProfileCardCodeInterfaceBuilder.swift"), encoding: .utf8)
        #expect(card.contains("init(key: CodeInterfaceBuilderKey, owner: UIView)"))
        let named = try String(
            contentsOf: generated.appendingPathComponent("SnippetViewControllerCodeInterfaceBuilder.swift"),
            encoding: .utf8)
        #expect(!named.contains(".name = "), "--view-names builder wins over the file's support")
    }

    @Test func theConfigurationReadsViewNamesAndNibLoadingClasses() throws {
        let configuration = try ConfigurationParser().parse(
            """
            viewNames: app
            nibLoadingClasses:
              ProfileCard: Views/ProfileCard.xib
              RatingView: RatingView.xib
            """, path: "unboard.yml")
        #expect(configuration.viewNames == .app)
        #expect(configuration.nibLoadingClasses.map(\.className) == ["ProfileCard", "RatingView"])
        #expect(configuration.nibLoadingClasses.map(\.xibPath) == ["Views/ProfileCard.xib", "RatingView.xib"])
        #expect(configuration.nibLoadingClasses.first?.location?.line == 3)
    }

    @Test func wrongViewNamesAndNibLoadingClassesAreErrorsWithTheirLine() {
        let text = """
            viewNames: everywhere
            nibLoadingClasses:
              Profile Card: Views/ProfileCard.xib
              RatingView: RatingView.nib
            """
        do {
            _ = try ConfigurationParser().parse(text, path: "unboard.yml")
            Issue.record("no error")
        } catch let error as ConfigurationError {
            let printed = error.diagnostics.map {
                "\($0.location?.filePath ?? ""):\($0.location?.line ?? 0): \($0.message)"
            }
            #expect(
                printed == [
                    "unboard.yml:1: 'viewNames' must be support, app or builder",
                    "unboard.yml:3: 'nibLoadingClasses': 'Profile Card' must be a Swift class name",
                    "unboard.yml:4: 'nibLoadingClasses': the xib of RatingView must be a path ending in .xib",
                ])
        } catch {
            Issue.record("\(error)")
        }
    }
}
