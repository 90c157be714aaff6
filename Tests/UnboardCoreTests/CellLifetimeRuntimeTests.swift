import Foundation
import Testing
import UnboardCore

/// Issue 15: a cell (or reusable view) keeps the builder that filled it, so the builder must not keep the cell, nor
/// may its size-class closure: otherwise no cell a table let go is ever freed. Nor may a copy of the builder that
/// outlives the cell trap. On the behavioural model, which keeps objects as UIKit does (a view its subviews, not the
/// other way round; a constraint none of its items), a `weak` reference to a dequeued cell becomes `nil` once the
/// cell and its table are gone.
@Suite(.serialized) struct CellLifetimeRuntimeTests {
    /// A prototype with a size-class variation of the cell's own background, so the size-class closure names the
    /// cell itself, added to the snippet table whose `Stack` prototype varies a subview.
    private static let table = MigratedAppRuntimeTests.prototypeTable.replacingOccurrences(
        of: "</prototypes>",
        with: """
            <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Tinted" id="cel-00-009">
                <rect key="frame" x="0.0" y="182" width="393" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cel-00-009" id="con-00-009">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                </tableViewCellContentView>
                <color key="backgroundColor" systemColor="systemGreenColor"/>
                <variation key="heightClass=compact">
                    <color key="backgroundColor" systemColor="systemRedColor"/>
                </variation>
            </tableViewCell>
            </prototypes>
            """)

    /// Dequeues each prototype of the snippet table from a table of its own, applies landscape size classes through
    /// the generated class's `traitCollectionDidChange(_:)`, and lets table and cell go.
    private static let snippetProgram = """
        import Foundation
        import UIKit
        for (type, make) in [
            (ObjectIdentifier(SnippetValueCell.self), { SnippetValueCell(style: .default, reuseIdentifier: nil) as AnyObject }),
            (ObjectIdentifier(SnippetStackCell.self), { SnippetStackCell(style: .default, reuseIdentifier: nil) }),
            (ObjectIdentifier(SnippetTintedCell.self), { SnippetTintedCell(style: .default, reuseIdentifier: nil) }),
        ] { UIKitModel.makers[type] = make }
        UIKitModel.screenTraits = UIKitModel.traits(horizontal: .compact, vertical: .compact)
        for identifier in ["Value", "Stack", "Tinted"] {
            weak var weakCell: UITableViewCell?
            weak var weakTable: UITableView?
            do {
                let table = UITableView(frame: .zero, style: .plain)
                ValueCellCodeInterfaceBuilder.registerSnippetValue(in: table)
                StackCellCodeInterfaceBuilder.registerSnippetStack(in: table)
                TintedCellCodeInterfaceBuilder.registerSnippetTinted(in: table)
                let cell = table.dequeueReusableCell(withIdentifier: identifier, for: IndexPath(indexes: [0, 0]))
                cell.traitCollectionDidChange(nil)
                if identifier == "Tinted" {
                    print("landscape: \\(UIKitModel.valueDescription(cell.backgroundColor!))")
                }
                (weakCell, weakTable) = (cell, table)
            }
            print("\\(identifier): table freed \\(weakTable == nil), cell freed \\(weakCell == nil)")
        }
        print("executed: 3 builders, 3 layouts, 1 size-class states, \\(UIKitModel.exceptions.count) exceptions")
        """

    private func runSnippet(editing edit: @escaping (String) -> String = { $0 }) throws -> RuntimeTests.Run {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "unboard-cells-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("Snippet.storyboard")
        try Self.table.write(to: input, atomically: true, encoding: .utf8)
        return try RuntimeTests.generateAndRun(
            [input], program: Self.snippetProgram, edit: { try Self.editBuilders(in: $0, edit) })
    }

    /// Rewrites every builder file of `folder` with `edit`: a test puts back what the fix took out.
    private static func editBuilders(in folder: URL, _ edit: (String) -> String) throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
        where name.hasSuffix("CodeInterfaceBuilder.swift") {
            let file = folder.appendingPathComponent(name)
            try edit(try String(contentsOf: file, encoding: .utf8)).write(to: file, atomically: true, encoding: .utf8)
        }
    }

    @Test func prototypeCellsAreFreedWithTheirTable() throws {
        let run = try runSnippet()
        #expect(run.exceptions == 0, "\(run.output)")
        #expect(run.output.contains("landscape: UIColor.systemRed"), "\(run.output)")
        for identifier in ["Value", "Stack", "Tinted"] {
            #expect(
                run.output.contains("\(identifier): table freed true, cell freed true"),
                "\(identifier) leaked:\n\(run.output)")
        }
    }

    /// The check bites: a builder that keeps its cell (a strong `view`, as before the fix) leaks every cell, and so
    /// does a size-class closure that captures the cell strongly, alone.
    @Test func aBuilderOrClosureThatKeepsItsCellLeaksIt() throws {
        let strongView = try runSnippet { Self.keepingTheRoot($0, as: "let view") }
        for identifier in ["Value", "Stack", "Tinted"] {
            #expect(
                strongView.output.contains("\(identifier): table freed true, cell freed false"), "\(strongView.output)")
        }
        let strongClosure = try runSnippet {
            $0.replacingOccurrences(of: "[weak cell] ", with: "").replacingOccurrences(of: Self.cellGuard, with: "")
        }
        #expect(strongClosure.output.contains("Tinted: table freed true, cell freed false"), "\(strongClosure.output)")
        #expect(strongClosure.output.contains("Stack: table freed true, cell freed true"), "\(strongClosure.output)")
    }

    /// The builder is a struct: a copy the app keeps (here the generated class's `codeInterfaceBuilder`) can outlive
    /// its cell. Applying size classes through it afterwards does nothing, where the shape before (an `unowned`
    /// `view` and an `[unowned cell]` closure) trapped on the freed cell.
    @Test func aBuilderCopyThatOutlivesItsCellDoesNotTrap() throws {
        let program = """
            import Foundation
            import UIKit
            UIKitModel.makers[ObjectIdentifier(SnippetTintedCell.self)] = { SnippetTintedCell(style: .default, reuseIdentifier: nil) }
            UIKitModel.screenTraits = UIKitModel.traits(horizontal: .compact, vertical: .compact)
            weak var weakCell: UITableViewCell?
            var copy: TintedCellCodeInterfaceBuilder?
            do {
                let table = UITableView(frame: .zero, style: .plain)
                TintedCellCodeInterfaceBuilder.registerSnippetTinted(in: table)
                let cell = table.dequeueReusableCell(withIdentifier: "Tinted", for: IndexPath(indexes: [0, 0]))
                cell.traitCollectionDidChange(nil)
                copy = (cell as? SnippetTintedCell)?.codeInterfaceBuilder
                weakCell = cell
            }
            print("cell freed \\(weakCell == nil), copy kept \\(copy != nil)")
            fflush(nil)  // every stream: printed before a trap too
            copy?.apply(UIKitModel.traits(horizontal: .regular, vertical: .regular))
            print("applied through the copy")
            print("executed: 1 builders, 1 layouts, 2 size-class states, \\(UIKitModel.exceptions.count) exceptions")
            """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("unboard-copy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("Snippet.storyboard")
        try Self.table.write(to: input, atomically: true, encoding: .utf8)
        let fixed = try RuntimeTests.generateAndRun([input], program: program)
        #expect(fixed.status == 0 && fixed.exceptions == 0, "\(fixed.output)")
        #expect(fixed.output.contains("cell freed true, copy kept true\napplied through the copy"), "\(fixed.output)")
        let unowned = try RuntimeTests.generateAndRun(
            [input], program: program,
            edit: {
                try Self.editBuilders(in: $0) {
                    Self.keepingTheRoot($0, as: "unowned let view").replacingOccurrences(
                        of: "[weak cell] ", with: "[unowned cell] "
                    ).replacingOccurrences(of: Self.cellGuard, with: "")
                }
            })
        #expect(unowned.status != 0, "\(unowned.output)")
        #expect(unowned.output.contains("cell freed true, copy kept true"), "\(unowned.output)")
        #expect(!unowned.output.contains("applied through the copy"), "\(unowned.output)")
        #expect(unowned.output.contains("Attempted to read an unowned reference"), "\(unowned.output)")
    }

    /// The first statement of a size-class closure that changes the cell itself.
    private static let cellGuard = "guard let cell else { return }\n"

    /// Puts back a `view` member that keeps the root a builder was given, declared `declaration` (`let view`,
    /// `unowned let view`): the shapes before the builder gave it up. Other builders (those that create their root
    /// and keep it in `view` already) stay as they are.
    private static func keepingTheRoot(_ source: String, as declaration: String) -> String {
        guard !source.contains("let view: "),
            let root = ["cell", "view"].first(where: { source.contains("key: CodeInterfaceBuilderKey, \($0): ") })
        else { return source }
        return source.replacingOccurrences(
            of: "    let key: CodeInterfaceBuilderKey\n",
            with: "    let key: CodeInterfaceBuilderKey\n    \(declaration): UIView\n"
        ).replacingOccurrences(
            of: "        self.key = key\n", with: "        self.key = key\n        self.view = \(root)\n")
    }

    /// The fixture's generated prototype class and collection view header: both freed once let go, and both kept
    /// alive by a strong `view`.
    @Test func aGeneratedPrototypeClassAndAHeaderAreFreed() throws {
        let inputs = TestPaths.interfaceFiles(in: TestPaths.fixtures.appendingPathComponent("TablesAndBars"))
        let program = """
            import Foundation
            import UIKit
            UIKitModel.makers[ObjectIdentifier(TablesAndBarsDetailCell.self)] = { TablesAndBarsDetailCell(style: .default, reuseIdentifier: nil) }
            UIKitModel.makers[ObjectIdentifier(TablesAndBarsHeaderReusableView.self)] = { TablesAndBarsHeaderReusableView(frame: .zero) }
            weak var weakCell: UITableViewCell?
            weak var weakHeader: UICollectionReusableView?
            do {
                let table = UITableView(frame: .zero, style: .plain)
                DetailCellCodeInterfaceBuilder.registerTablesAndBarsDetail(in: table)
                let cell = table.dequeueReusableCell(
                    withIdentifier: DetailCellCodeInterfaceBuilder.ReuseIdentifier.tablesAndBarsDetail, for: IndexPath(indexes: [0, 0]))
                let builder = GalleryViewControllerCodeInterfaceBuilder(key: .tablesAndBarsGalleryViewController)
                let collection = builder.view.findViews(subclassOf: UICollectionView.self)[0]
                let header = collection.dequeueReusableSupplementaryView(
                    ofKind: UICollectionView.elementKindSectionHeader,
                    withReuseIdentifier: HeaderReusableViewCodeInterfaceBuilder.ReuseIdentifier.tablesAndBarsHeader,
                    for: IndexPath(indexes: [0, 0]))
                (weakCell, weakHeader) = (cell, header)
                print("dequeued: \\(type(of: cell)) \\(type(of: header))")
            }
            print("cell freed \\(weakCell == nil), header freed \\(weakHeader == nil)")
            print("executed: 2 builders, 2 layouts, 1 size-class states, \\(UIKitModel.exceptions.count) exceptions")
            """
        let fixed = try RuntimeTests.generateAndRun(inputs, program: program)
        #expect(fixed.exceptions == 0, "\(fixed.output)")
        #expect(
            fixed.output.contains("dequeued: TablesAndBarsDetailCell TablesAndBarsHeaderReusableView"),
            "\(fixed.output)")
        #expect(fixed.output.contains("cell freed true, header freed true"), "\(fixed.output)")
        let strong = try RuntimeTests.generateAndRun(
            inputs, program: program,
            edit: {
                try Self.editBuilders(in: $0) { Self.keepingTheRoot($0, as: "let view") }
            })
        #expect(strong.output.contains("cell freed false, header freed false"), "\(strong.output)")
    }

    /// A prototype of the app's own class with its `migrate` starter, which keeps the builder as an associated object
    /// (here in the program's dictionary, which the model has no runtime for): freed, though the builder outlives it.
    @Test func aCellOfItsOwnClassWithItsStarterIsFreed() throws {
        let table = Self.table.replacingOccurrences(
            of: #"reuseIdentifier="Tinted" id="cel-00-009""#,
            with: #"reuseIdentifier="Tinted" id="cel-00-009" customClass="TintedCell""#)
        let run = try MigratedAppRuntimeTests().runWithStarterAsClass(
            [("Snippet.storyboard", table)], className: "TintedCell",
            classHead: """
                final class TintedCell: UITableViewCell {
                    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                        super.init(style: style, reuseIdentifier: reuseIdentifier)
                        installCodeInterfaceBuilder(key: .snippetTinted)
                    }
                    required init?(coder: NSCoder) { fatalError() }

                """, stub: "class TintedCell: UITableViewCell {}\n",
            program: """
                UIKitModel.makers[ObjectIdentifier(TintedCell.self)] = { TintedCell(style: .default, reuseIdentifier: nil) }
                UIKitModel.screenTraits = UIKitModel.traits(horizontal: .compact, vertical: .compact)
                weak var weakCell: UITableViewCell?
                do {
                    let table = UITableView(frame: .zero, style: .plain)
                    TintedCellCodeInterfaceBuilder.registerSnippetTinted(in: table)
                    let cell = table.dequeueReusableCell(withIdentifier: "Tinted", for: IndexPath(indexes: [0, 0]))
                    cell.traitCollectionDidChange(nil)
                    print("landscape: \\(UIKitModel.valueDescription(cell.backgroundColor!))")
                    weakCell = cell
                }
                print("cell freed \\(weakCell == nil)")
                print("executed: 1 builders, 1 layouts, 1 size-class states, \\(UIKitModel.exceptions.count) exceptions")
                """)
        #expect(run.exceptions == 0, "\(run.output)")
        #expect(run.output.contains("landscape: UIColor.systemRed"), "\(run.output)")
        #expect(run.output.contains("cell freed true"), "\(run.output)")
    }
}
