import Foundation
import Testing
import UnboardCore

/// Issue 15 item 2: a `UITableViewController` with a static table serves it from code. With a storyboard, the
/// controller serves the static content itself; created in code it has none, so the `migrate` starter overrides the
/// data source and delegate methods with the builder's `tableSections` (and, as the class's own `loadView()` would,
/// makes the controller its table's data source and delegate where Interface Builder did not connect them).
@Suite(.serialized) struct StaticTableStarterTests {
    private static let storyboard = TestPaths.fixtures.appendingPathComponent(
        "TablesAndBars/TablesAndBars.storyboard")

    /// What the table reports, as UIKit asks it.
    private static let tableProgram = """
        let controller = SettingsViewController(nibName: nil, bundle: nil)
        let table = controller.tableView!
        let sections = table.numberOfSections
        print("sections: \\(sections), rows: \\((0..<sections).map { table.numberOfRows(inSection: $0) })")

        """

    /// The titles, cells and heights the table's data source and delegate give.
    private static let contentProgram = """
        let builder = controller.codeInterfaceBuilder!
        for section in 0..<sections {
            let header = controller.tableView(table, titleForHeaderInSection: section) ?? "nil"
            let footer = controller.tableView(table, titleForFooterInSection: section) ?? "nil"
            print("section \\(section): header \\(header), footer \\(footer)")
            for row in 0..<table.numberOfRows(inSection: section) {
                let path = IndexPath(indexes: [section, row])
                let cell = controller.tableView(table, cellForRowAt: path)
                let isStatic = cell === builder.tableSections[section].cells[row]
                let height = controller.tableView(table, heightForRowAt: path)
                print("cell \\(section).\\(row): static \\(isStatic), views \\(cell.contentView.subviews.map { "\\(type(of: $0))" }), height \\(height)")
            }
        }

        """

    private static let executed =
        #"print("executed: 1 builders, 1 layouts, 1 size-class states, \(UIKitModel.exceptions.count) exceptions")"#

    /// The starter's static table members and the statements its `loadView()` adds for them (the managed table view,
    /// its data source and delegate), in a class whose
    /// `loadView()` keeps the builder as the starter's does: the model runs no whole controller starter (it lacks
    /// the iOS 17 trait registration), and an extension cannot override on Linux. `withMembers: false` leaves the
    /// members out.
    private func run(program: String, withMembers: Bool = true) throws -> RuntimeTests.Run {
        try MigratedAppRuntimeTests().runWithStarterAsClass(
            [("TablesAndBars.storyboard", try String(contentsOf: Self.storyboard, encoding: .utf8))],
            className: "SettingsViewController",
            classHead: """
                final class SettingsViewController: UITableViewController {
                    var notificationsSwitch: UISwitch!
                    var codeInterfaceBuilder: SettingsViewControllerCodeInterfaceBuilder?

                """,
            stub: "class SettingsViewController: UITableViewController {}\n", program: program + Self.executed
        ) { starter in
            let roles = starter.split(separator: "\n", omittingEmptySubsequences: false).filter {
                $0.hasPrefix("        tableView = ") || $0.hasPrefix("        tableView.dataSource = ")
                    || $0.hasPrefix("        tableView.delegate = ")
            }
            let members = starter.range(of: "    /// The static table's sections").map { starter[$0.lowerBound...] }
            return """
                import UIKit

                extension SettingsViewController {
                    override func loadView() {
                        let builder = SettingsViewControllerCodeInterfaceBuilder(key: .tablesAndBarsSettingsViewController)
                        codeInterfaceBuilder = builder
                        view = builder.view
                \(roles.joined(separator: "\n"))
                    }

                \(withMembers ? members ?? "" : "}\n")
                """
        }
    }

    @Test func theTableReportsTheStoryboardsSectionsRowsTitlesAndStaticCells() throws {
        let run = try run(program: Self.tableProgram + Self.contentProgram)
        #expect(run.exceptions == 0, "\(run.output)")
        #expect(
            run.output.contains(
                """
                sections: 2, rows: [1, 1]
                section 0: header Account, footer Signed in
                cell 0.0: static true, views ["UILabel"], height 44.0
                section 1: header Options, footer nil
                cell 1.0: static true, views ["UISwitch"], height 60.0
                """), "\(run.output)")
    }

    /// The check bites: the same starter without the static table's members (what `migrate` wrote before) gives a
    /// table with the table view controller's own answers, no rows.
    @Test func withoutTheStarterMembersTheTableHasNoRows() throws {
        let run = try run(program: Self.tableProgram, withMembers: false)
        #expect(run.exceptions == 0, "\(run.output)")
        #expect(run.output.contains("sections: 1, rows: [0]\n"), "\(run.output)")
    }

    /// The text: only the methods whose data exist, reading the builder the starter keeps, and the header's note.
    @Test func theStarterWritesTheMethodsWhoseDataExist() throws {
        let xml = try String(contentsOf: Self.storyboard, encoding: .utf8)
        let full = starter(xml)
        for fragment in [
            "It serves the storyboard's static table from the builder",
            "tableView.dataSource = self\n        tableView.delegate = self\n",
            """
                override func numberOfSections(in tableView: UITableView) -> Int {
                    return codeInterfaceBuilder?.tableSections.count ?? 0
                }
            """,
            """
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    return codeInterfaceBuilder?.tableSections[section].cells.count ?? 0
                }
            """,
            "override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {",
            "override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {",
            "override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {",
            "?? tableView.rowHeight",
            "`super.tableView(_:numberOfRowsInSection:)`",
        ] {
            #expect(full.contains(fragment), "\(fragment) missing:\n\(full)")
        }
        // Without titles or row heights of their own, those methods are not written.
        let plain = starter(
            xml.replacingOccurrences(of: #" headerTitle="Account" footerTitle="Signed in""#, with: "")
                .replacingOccurrences(of: #" headerTitle="Options""#, with: "")
                .replacingOccurrences(of: #" rowHeight="60""#, with: ""))
        #expect(plain.contains("cellForRowAt"), "\(plain)")
        for absent in ["titleForHeaderInSection", "titleForFooterInSection", "heightForRowAt"] {
            #expect(!plain.contains(absent), "\(absent) present:\n\(plain)")
        }
    }

    /// A dynamic table view controller's starter replaces its `loadView()` too, so it also makes the controller its
    /// table's data source and delegate where Interface Builder did not connect them, and serves no static sections.
    @Test func aDynamicTableViewControllerIsItsTablesDataSourceAndDelegateToo() throws {
        let xml = try String(contentsOf: Self.storyboard, encoding: .utf8)
        let start = try #require(xml.range(of: "<sections>")), end = try #require(xml.range(of: "</sections>"))
        let dynamic = String(xml[..<start.lowerBound] + xml[end.upperBound...])
            .replacingOccurrences(of: #" dataMode="static""#, with: #" dataMode="prototypes""#)
            .replacingOccurrences(
                of: #"<outlet property="notificationsSwitch" destination="swi-00-001" id="out-00-020"/>"#, with: "")
        let text = starter(dynamic)
        #expect(text.contains("tableView.dataSource = self\n        tableView.delegate = self\n"), "\(text)")
        #expect(!text.contains("numberOfSections"), "\(text)")
    }

    private func starter(_ xml: String) -> String {
        var pipeline = GeneratorPipeline()
        pipeline.emitsStarters = true
        let result = pipeline.run([SourceFile(path: "TablesAndBars.storyboard", data: Data(xml.utf8))])
        return result.starters.first { $0.name == "SettingsViewController+CodeInterfaceBuilder.swift" }?.contents ?? ""
    }
}
