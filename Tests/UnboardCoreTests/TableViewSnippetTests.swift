import Testing
import UnboardCore

/// Table views: their attributes, prototype cells as builders of their own, styled cells' own labels, static
/// sections.
@Suite struct TableViewSnippetTests {
    private static let prototypes = """
        <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="insetGrouped" separatorStyle="none" rowHeight="-1" estimatedRowHeight="60" sectionHeaderHeight="18" sectionFooterHeight="-1" allowsSelection="NO" translatesAutoresizingMaskIntoConstraints="NO" id="tbl-00-001">
            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            <inset key="separatorInset" minX="16" minY="0.0" maxX="0.0" maxY="0.0"/>
            <view key="tableHeaderView" contentMode="scaleToFill" id="hdr-00-001">
                <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            </view>
            <prototypes>
                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="none" accessoryType="disclosureIndicator" indentationWidth="10" reuseIdentifier="ItemCell" rowHeight="72" id="cel-00-001" customClass="ItemCell" customModule="App" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="50" width="393" height="72"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cel-00-001" id="con-00-001">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="72"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-001">
                                <rect key="frame" x="20" y="20" width="100" height="21"/>
                                <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="lbl-00-001" firstAttribute="leading" secondItem="con-00-001" secondAttribute="leadingMargin" id="cns-00-001"/>
                            <constraint firstItem="lbl-00-001" firstAttribute="centerY" secondItem="con-00-001" secondAttribute="centerY" id="cns-00-002"/>
                        </constraints>
                    </tableViewCellContentView>
                    <connections>
                        <outlet property="nameLabel" destination="lbl-00-001" id="out-00-001"/>
                    </connections>
                </tableViewCell>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="detail" textLabel="txt-00-001" detailTextLabel="dtl-00-001" style="IBUITableViewCellStyleSubtitle" id="cel-00-002">
                    <rect key="frame" x="0.0" y="122" width="393" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cel-00-002" id="con-00-002">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Title" id="txt-00-001">
                                <rect key="frame" x="20" y="6" width="33" height="20"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <fontDescription key="fontDescription" type="system" pointSize="16"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                            <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Subtitle" id="dtl-00-001">
                                <rect key="frame" x="20" y="26" width="44" height="14"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <fontDescription key="fontDescription" type="system" pointSize="11"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                        </subviews>
                    </tableViewCellContentView>
                </tableViewCell>
            </prototypes>
        </tableView>
        """

    private static let staticTable = """
        <scene sceneID="scn-00-002">
            <objects>
                <tableViewController id="tvc-00-001" customClass="SettingsViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" separatorStyle="default" rowHeight="44" sectionHeaderHeight="18" sectionFooterHeight="18" id="stv-00-001">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <sections>
                            <tableViewSection headerTitle="Account" footerTitle="Signed in" id="sec-00-001">
                                <cells>
                                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" accessoryType="disclosureIndicator" indentationWidth="10" textLabel="acc-00-001" style="IBUITableViewCellStyleDefault" id="scl-00-001">
                                        <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="scl-00-001" id="scc-00-001">
                                            <rect key="frame" x="0.0" y="0.0" width="363" height="44"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Profile" id="acc-00-001">
                                                    <rect key="frame" x="20" y="0.0" width="335" height="44"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                    <nil key="textColor"/>
                                                    <nil key="highlightedColor"/>
                                                </label>
                                            </subviews>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </cells>
                            </tableViewSection>
                            <tableViewSection headerTitle="Options" id="sec-00-002">
                                <cells>
                                    <tableViewCell contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" rowHeight="60" id="scl-00-002" userLabel="Notifications">
                                        <rect key="frame" x="0.0" y="150" width="393" height="60"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="scl-00-002" id="scc-00-002">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="60"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <switch opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="swi-00-001">
                                                    <rect key="frame" x="324" y="14" width="51" height="31"/>
                                                    <connections>
                                                        <action selector="notificationsChanged:" destination="tvc-00-001" eventType="valueChanged" id="act-00-001"/>
                                                    </connections>
                                                </switch>
                                            </subviews>
                                            <constraints>
                                                <constraint firstAttribute="trailingMargin" secondItem="swi-00-001" secondAttribute="trailing" id="cns-00-020"/>
                                                <constraint firstItem="swi-00-001" firstAttribute="centerY" secondItem="scc-00-002" secondAttribute="centerY" id="cns-00-021"/>
                                            </constraints>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </cells>
                            </tableViewSection>
                        </sections>
                    </tableView>
                    <connections>
                        <outlet property="notificationsSwitch" destination="swi-00-001" id="out-00-020"/>
                    </connections>
                </tableViewController>
            </objects>
        </scene>
        """

    private func generate(_ scenes: String) -> GenerationResult {
        let result = Generate.text(Generate.storyboard(scenes: scenes))
        #expect(!result.hasErrors, "\(result.diagnostics)")
        return result
    }

    @Test func prototypeCellIsABuilderOfItsOwnThatFillsTheCellItIsGiven() {
        let result = generate(Generate.scene("00-001", class: "ListViewController", subviews: Self.prototypes))
        let cell = Generate.builderText(result, "ItemCellCodeInterfaceBuilder.swift")
        expectDeclarationHead(
            "ItemCellCodeInterfaceBuilder", in: cell,
            """
            /// Creates the views of `ItemCell` as Interface Builder lays them out.
            ///
            /// Layouts: `.snippetItemCell` (Snippet.ItemCell, reuse identifier "ItemCell").
            @MainActor
            struct ItemCellCodeInterfaceBuilder {
            """)
        expectDeclarations(
            "nameLabel", "rowHeight", "init(key:cell:)", "init(snippetItemCell:cell:)", in: cell,
            """
            /// The `nameLabel` outlet.
            let nameLabel: UILabel

            /// The row height Interface Builder gives the cell, `nil` where the table view's `rowHeight` applies:
            /// return it from `tableView(_:heightForRowAt:)`.
            let rowHeight: CGFloat?

            /// Installs the views of the layout named by `key`, one of the `CodeInterfaceBuilderKey` cases, in `cell`,
            /// which its table or collection view created (dequeued, or registered with this class).
            init(key: CodeInterfaceBuilderKey, cell: ItemCell) {
                switch key {
                case CodeInterfaceBuilderKey.snippetItemCell:
                    self.init(snippetItemCell: key, cell: cell)
                default:
                    key.fail(noLayoutIn: "ItemCellCodeInterfaceBuilder")
                }
            }

            /// Snippet.ItemCell: Snippet.storyboard, view `cel-00-001`.
            private init(snippetItemCell key: CodeInterfaceBuilderKey, cell: ItemCell) {
                cell.clipsToBounds = true
                cell.contentMode = .scaleToFill
                cell.selectionStyle = .none
                cell.accessoryType = .disclosureIndicator

                let contentView: UIView = cell.contentView
                contentView.isOpaque = false
                contentView.clipsToBounds = true
                contentView.isMultipleTouchEnabled = true
                contentView.contentMode = .center

                let nameLabel = UILabel()
                nameLabel.translatesAutoresizingMaskIntoConstraints = false
                nameLabel.isOpaque = false
                nameLabel.contentMode = .left
                nameLabel.text = "Name"
                nameLabel.font = UIFont.preferredFont(forTextStyle: .headline)
                contentView.addSubview(nameLabel)

                NSLayoutConstraint.activate([
                    nameLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                    nameLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                ])

                self.key = key
                self.applySizeClasses = { _, _ in }
                self.nameLabel = nameLabel
                self.rowHeight = 72
            }
            """)
        #expect(!cell.contains("let cell"), "the cell is the parameter, not created")
        #expect(
            Generate.builderText(result, "CodeInterfaceBuilderKey.swift").contains(
                "case snippetItemCell = \"Snippet.ItemCell\""))
    }

    @Test func tableViewIsCreatedEmptyWithItsStyleAndHeader() {
        let result = generate(Generate.scene("00-001", class: "ListViewController", subviews: Self.prototypes))
        let text = Generate.builderText(result, "ListViewControllerCodeInterfaceBuilder.swift")
        expectDeclarations(
            "init(snippetListViewController:)", in: text,
            """
            /// Snippet.ListViewController: Snippet.storyboard, view `root-00-001`.
            private init(snippetListViewController key: CodeInterfaceBuilderKey) {
                let view = UIView()

                let tableView = UITableView(frame: .zero, style: .insetGrouped)
                tableView.translatesAutoresizingMaskIntoConstraints = false
                tableView.clipsToBounds = true
                tableView.contentMode = .scaleToFill
                tableView.alwaysBounceVertical = true
                tableView.separatorStyle = .none
                tableView.estimatedRowHeight = 60
                tableView.sectionHeaderHeight = 18
                tableView.allowsSelection = false
                tableView.separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
                ItemCellCodeInterfaceBuilder.registerSnippetItemCell(in: tableView)
                DetailCellCodeInterfaceBuilder.registerSnippetDetail(in: tableView)
                view.addSubview(tableView)

                let tableHeaderView = UIView()
                tableHeaderView.frame = CGRect(x: 0, y: 0, width: 393, height: 44)
                tableHeaderView.autoresizingMask = [.flexibleRightMargin, .flexibleBottomMargin]
                tableView.tableHeaderView = tableHeaderView

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
            }
            """)
        #expect(!text.contains("rowHeight"), "-1 is UIKit's automatic dimension, the default")
        #expect(
            !text.contains("nameLabel") && !text.contains("UITableViewCell"),
            "prototypes are not part of the controller's layout")
    }

    @Test func styledCellConfiguresItsOwnLabels() {
        let result = generate(Generate.scene("00-001", class: "ListViewController", subviews: Self.prototypes))
        let cell = Generate.builderText(result, "DetailCellCodeInterfaceBuilder.swift")
        expectDeclarationHead(
            "DetailCellCodeInterfaceBuilder", in: cell,
            """
            /// Creates the views of `DetailCell` as Interface Builder lays them out.
            ///
            /// Layouts: `.snippetDetail` (Snippet.detail, reuse identifier "detail", style `.subtitle`).
            @MainActor
            struct DetailCellCodeInterfaceBuilder {
            """)
        expectDeclarations(
            "init(key:cell:)", "init(snippetDetail:cell:)", in: cell,
            """
            /// Installs the views of the layout named by `key`, one of the `CodeInterfaceBuilderKey` cases, in `cell`,
            /// which its table or collection view created (dequeued, or registered with this class).
            init(key: CodeInterfaceBuilderKey, cell: UITableViewCell) {
                switch key {
                case CodeInterfaceBuilderKey.snippetDetail:
                    self.init(snippetDetail: key, cell: cell)
                default:
                    key.fail(noLayoutIn: "DetailCellCodeInterfaceBuilder")
                }
            }

            /// Snippet.detail: Snippet.storyboard, view `cel-00-002`.
            private init(snippetDetail key: CodeInterfaceBuilderKey, cell: UITableViewCell) {
                cell.contentMode = .scaleToFill

                let contentView: UIView = cell.contentView
                contentView.isOpaque = false
                contentView.clipsToBounds = true
                contentView.isMultipleTouchEnabled = true
                contentView.contentMode = .center

                let titleLabel: UILabel = cell.textLabel ?? UILabel()
                titleLabel.isOpaque = false
                titleLabel.isMultipleTouchEnabled = true
                titleLabel.contentMode = .left
                titleLabel.text = "Title"
                titleLabel.font = UIFont.systemFont(ofSize: 16)

                let subtitleLabel: UILabel = cell.detailTextLabel ?? UILabel()
                subtitleLabel.isOpaque = false
                subtitleLabel.isMultipleTouchEnabled = true
                subtitleLabel.contentMode = .left
                subtitleLabel.text = "Subtitle"
                subtitleLabel.font = UIFont.systemFont(ofSize: 11)

                self.key = key
                self.applySizeClasses = { _, _ in }
                self.rowHeight = nil
            }
            """)
        #expect(!cell.contains("addSubview"), "the cell's own labels are in place already")
    }

    @Test func staticCellsAreCreatedInOrderAndListedBySection() {
        let text = Generate.builderText(generate(Self.staticTable), "SettingsViewControllerCodeInterfaceBuilder.swift")
        expectDeclarations(
            "tableSections", "notificationsChangedControls", "init(snippetSettingsViewController:)", "TableSection",
            in: text,
            """
            /// The sections of the static table, in order, with their cells: return them from the table view's data
            /// source. Empty in layouts without a static table.
            let tableSections: [TableSection]

            private let notificationsChangedControls: [(control: UIControl, event: UIControl.Event)]

            /// Snippet.SettingsViewController: Snippet.storyboard, view `stv-00-001`.
            private init(snippetSettingsViewController key: CodeInterfaceBuilderKey) {
                let view = UITableView(frame: .zero, style: .grouped)
                view.clipsToBounds = true
                view.contentMode = .scaleToFill
                view.alwaysBounceVertical = true
                view.rowHeight = 44
                view.sectionHeaderHeight = 18
                view.sectionFooterHeight = 18

                let profileTableViewCell = UITableViewCell(style: .default, reuseIdentifier: nil)
                profileTableViewCell.contentMode = .scaleToFill
                profileTableViewCell.accessoryType = .disclosureIndicator

                let profileTableViewCellContentView: UIView = profileTableViewCell.contentView
                profileTableViewCellContentView.isOpaque = false
                profileTableViewCellContentView.clipsToBounds = true
                profileTableViewCellContentView.isMultipleTouchEnabled = true
                profileTableViewCellContentView.contentMode = .center

                let profileLabel: UILabel = profileTableViewCell.textLabel ?? UILabel()
                profileLabel.isOpaque = false
                profileLabel.isMultipleTouchEnabled = true
                profileLabel.contentMode = .left
                profileLabel.text = "Profile"
                profileLabel.font = UIFont.systemFont(ofSize: 17)

                let notificationsTableViewCell = UITableViewCell(style: .default, reuseIdentifier: nil)
                notificationsTableViewCell.contentMode = .scaleToFill
                notificationsTableViewCell.selectionStyle = .none

                let notificationsTableViewCellContentView: UIView = notificationsTableViewCell.contentView
                notificationsTableViewCellContentView.isOpaque = false
                notificationsTableViewCellContentView.clipsToBounds = true
                notificationsTableViewCellContentView.isMultipleTouchEnabled = true
                notificationsTableViewCellContentView.contentMode = .center

                let notificationsSwitch = UISwitch()
                notificationsSwitch.translatesAutoresizingMaskIntoConstraints = false
                notificationsSwitch.isOpaque = false
                notificationsSwitch.contentMode = .scaleToFill
                notificationsSwitch.isOn = true
                notificationsTableViewCellContentView.addSubview(notificationsSwitch)

                NSLayoutConstraint.activate([
                    notificationsTableViewCellContentView.layoutMarginsGuide.trailingAnchor.constraint(equalTo: notificationsSwitch.trailingAnchor),
                    notificationsSwitch.centerYAnchor.constraint(equalTo: notificationsTableViewCellContentView.centerYAnchor),
                ])

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
                self.notificationsSwitch = notificationsSwitch
                self.notificationsTableViewCell = notificationsTableViewCell
                self.notificationsChangedControls = [
                    (control: notificationsSwitch, event: .valueChanged),
                ]
                self.tableSections = [
                    TableSection(headerTitle: "Account", footerTitle: "Signed in", cells: [
                        profileTableViewCell,
                    ], rowHeights: [nil]),
                    TableSection(headerTitle: "Options", footerTitle: nil, cells: [
                        notificationsTableViewCell,
                    ], rowHeights: [60]),
                ]
            }

            /// A section of a static table as Interface Builder lays it out: its titles and its cells, in order.
            struct TableSection {
                /// The header title, when set.
                let headerTitle: String?
                /// The footer title, when set.
                let footerTitle: String?
                /// The cells, with their content installed.
                let cells: [UITableViewCell]
                /// Each cell's row height, `nil` where the table view's `rowHeight` applies.
                let rowHeights: [CGFloat?]
            }
            """)
        #expect(
            !text.contains("view.addSubview(profileTableViewCell)"), "static cells are the data source's, not subviews")
    }

    @Test func prototypeWithoutReuseIdentifierIsGeneratedAndReported() {
        let result = Generate.text(
            Generate.storyboard(
                scenes: Generate.scene(
                    "00-001", class: "ListViewController",
                    subviews: """
                        <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" fixedFrame="YES" id="tbl-00-003">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <prototypes>
                                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="cel-00-003">
                                    <rect key="frame" x="0.0" y="28" width="393" height="44"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </tableViewCell>
                            </prototypes>
                        </tableView>
                        """)))
        #expect(
            result.diagnostics.map(\.message) == [
                "prototype <tableViewCell> has no reuse identifier, so no table or collection view can dequeue it; it is generated without a registration"
            ])
        let cell = Generate.builderText(result, "PrototypeCellCodeInterfaceBuilder.swift")
        expectDeclarations(
            "SnippetPrototypeCell", "init(style:reuseIdentifier:)", in: cell,
            """
            /// The class of `.snippetPrototypeCell`, a prototype without a class of its own in Interface Builder:
            /// its views are installed once, when its table view creates it, and kept when it is reused.
            class SnippetPrototypeCell: UITableViewCell {
                /// The builder that installed the prototype's views, which keeps its outlets.
                private(set) var codeInterfaceBuilder: PrototypeCellCodeInterfaceBuilder?

                /// Creates the cell with the prototype's style and installs its views.
                override init(style _: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: .default, reuseIdentifier: reuseIdentifier)
                    codeInterfaceBuilder = PrototypeCellCodeInterfaceBuilder(key: CodeInterfaceBuilderKey.snippetPrototypeCell, cell: self)
                }

                /// Decodes the view and installs its views.
                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                    codeInterfaceBuilder = PrototypeCellCodeInterfaceBuilder(key: CodeInterfaceBuilderKey.snippetPrototypeCell, cell: self)
                }
            }

            /// Creates the cell with the prototype's style and installs its views.
            override init(style _: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: .default, reuseIdentifier: reuseIdentifier)
                codeInterfaceBuilder = PrototypeCellCodeInterfaceBuilder(key: CodeInterfaceBuilderKey.snippetPrototypeCell, cell: self)
            }
            """)
        #expect(!cell.contains("registerSnippetPrototypeCell"), "a cell without a reuse identifier is not registered")
    }
}
