import Foundation
import Testing
import UnboardCore

/// Issue 15: a prototype of the app's own class (the fixture's `ItemCell`, whose layout does not vary by size class)
/// is registered by its builder, and the table makes it from the class ("If a cell of the specified type isn’t
/// currently in a reuse queue, the table view uses the provided information to create a new cell object
/// automatically.", https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)-3l3ct),
/// with `init(style:reuseIdentifier:)`, never from the storyboard. Its `migrate` starter's `installCodeInterfaceBuilder(key:)`, called from that
/// initializer as the starter says, fills the dequeued cell; a class that does not call it comes up empty.
@Suite(.serialized) struct CellStarterRuntimeTests {
    private static let program = """
        UIKitModel.makers[ObjectIdentifier(ItemCell.self)] = { ItemCell(style: .default, reuseIdentifier: nil) }
        let table = UITableView(frame: .zero, style: .plain)
        ItemCellCodeInterfaceBuilder.registerTablesAndBarsItemCell(in: table)
        let cell = table.dequeueReusableCell(
            withIdentifier: ItemCellCodeInterfaceBuilder.ReuseIdentifier.tablesAndBarsItemCell, for: IndexPath(indexes: [0, 0]))
        let itemCell = cell as? ItemCell
        print("dequeued: \\(type(of: cell)), subviews \\(cell.contentView.subviews.count)")
        print("builder: \\(itemCell?.codeInterfaceBuilder?.nameLabel.text ?? "none"), outlet: \\(itemCell?.nameLabel?.text ?? "none")")
        print("executed: 1 builders, 1 layouts, 1 size-class states, \\(UIKitModel.exceptions.count) exceptions")
        """

    /// Runs `program` on the fixture, with `ItemCell` declared by `initializerBody` and the starter's members.
    private func run(initializerBody: String) throws -> RuntimeTests.Run {
        let storyboard = TestPaths.fixtures.appendingPathComponent("TablesAndBars/TablesAndBars.storyboard")
        return try MigratedAppRuntimeTests().runWithStarterAsClass(
            [("TablesAndBars.storyboard", try String(contentsOf: storyboard, encoding: .utf8))], className: "ItemCell",
            classHead: """
                final class ItemCell: UITableViewCell {
                    weak var nameLabel: UILabel!

                    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                        super.init(style: style, reuseIdentifier: reuseIdentifier)
                \(initializerBody)
                    }
                    required init?(coder: NSCoder) { fatalError() }

                """, stub: "class ItemCell: UITableViewCell {}\n", program: Self.program)
    }

    @Test func aCellWhoseInitializerCallsTheStarterHasTheStoryboardsViews() throws {
        let run = try run(initializerBody: "        installCodeInterfaceBuilder(key: .tablesAndBarsItemCell)")
        #expect(run.exceptions == 0, "\(run.output)")
        #expect(run.output.contains("dequeued: ItemCell, subviews 1\nbuilder: Name, outlet: Name\n"), "\(run.output)")
    }

    /// The check bites: the same class without the call (what `migrate` left before it wrote this starter) is empty.
    @Test func aCellWhoseInitializerDoesNotCallItIsEmpty() throws {
        let run = try run(initializerBody: "")
        #expect(run.output.contains("dequeued: ItemCell, subviews 0\nbuilder: none, outlet: none\n"), "\(run.output)")
    }
}
