import Foundation
import Testing
import UnboardCore

/// Issue 15 item 2 and review M3: a `UITableViewController` or `UICollectionViewController` starter replaces the
/// class's own `loadView()` without calling `super` ("Your custom implementation of this method should not call
/// super.", https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()). Apple documents that
/// `loadView()` and the `tableView`/`collectionView` setters as giving the controller the view it manages, not an
/// assignment to `view`, so the starter assigns the property too; for a collection view controller that assignment
/// makes it the data source and delegate Interface Builder did not connect ("If you assign a new collection view object
/// to this property and that view's data source or delegate aren't yet set, the collection view controller makes itself
/// the delegate or data source or both.", uicollectionviewcontroller/collectionview). The behavioural model follows
/// those sentences, so these tests run each starter's own `loadView()` on it.
@Suite(.serialized) struct ManagedViewStarterTests {
    /// A collection view controller and a table view controller of the app's classes, neither connected to its view as
    /// data source or delegate, with the attributes Interface Builder gives such controllers.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="gal-00-000">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="23506"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <scenes>
                <scene sceneID="scn-00-001">
                    <objects>
                        <collectionViewController storyboardIdentifier="Gallery" clearsSelectionOnViewWillAppear="NO" id="gal-00-000" customClass="GalleryViewController" sceneMemberID="viewController">
                            <collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="gal-vw-000">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <collectionViewFlowLayout key="collectionViewLayout" scrollDirection="horizontal" minimumLineSpacing="8" minimumInteritemSpacing="10" id="gal-fl-000">
                                    <size key="itemSize" width="120" height="120"/>
                                    <size key="headerReferenceSize" width="0.0" height="0.0"/>
                                    <size key="footerReferenceSize" width="0.0" height="0.0"/>
                                    <inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>
                                </collectionViewFlowLayout>
                                <cells/>
                            </collectionView>
                        </collectionViewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="gal-fr-000" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="scn-00-002">
                    <objects>
                        <tableViewController storyboardIdentifier="List" clearsSelectionOnViewWillAppear="NO" id="lst-00-000" customClass="ListViewController" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="lst-vw-000">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </tableView>
                        </tableViewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="lst-fr-000" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="scn-00-003">
                    <objects>
                        <collectionViewController storyboardIdentifier="PlainGallery" id="pgl-00-000" sceneMemberID="viewController">
                            <collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="pgl-vw-000">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="pgl-fl-000">
                                    <size key="itemSize" width="50" height="50"/>
                                    <size key="headerReferenceSize" width="0.0" height="0.0"/>
                                    <size key="footerReferenceSize" width="0.0" height="0.0"/>
                                    <inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>
                                </collectionViewFlowLayout>
                                <cells/>
                            </collectionView>
                        </collectionViewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="pgl-fr-000" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="scn-00-004">
                    <objects>
                        <tableViewController storyboardIdentifier="PlainList" id="pls-00-000" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="pls-vw-000">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </tableView>
                        </tableViewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="pls-fr-000" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// What the app meets once the controller shows its view.
    static func program(_ className: String, key: String, property: String) -> String {
        """
        let controller = \(className)(codeInterfaceBuilderKey: .\(key))
        print("clears selection: \\(controller.clearsSelectionOnViewWillAppear)")
        let view = controller.view
        let managed = controller.\(property)
        print("\(property) is the view: \\(managed != nil && managed === view)")
        print("data source: \\(managed?.dataSource === controller), delegate: \\(managed?.delegate === controller)")
        print("executed: 1 builders, 1 layouts, 1 size-class states, \\(UIKitModel.exceptions.count) exceptions")

        """
    }

    @Test func aCollectionViewControllersStarterManagesTheBuiltViewAndIsItsDataSourceAndDelegate() throws {
        let run = try run("GalleryViewController", base: "UICollectionViewController")
        #expect(run.exceptions == 0 && run.status == 0, "\(run.output)")
        for line in [
            "clears selection: false", "collectionView is the view: true", "data source: true, delegate: true",
            "layout: UICollectionViewFlowLayout horizontal",
        ] {
            #expect(run.output.contains(line), "\(line) missing:\n\(run.output)")
        }
    }

    @Test func aTableViewControllersStarterManagesTheBuiltViewAndIsItsDataSourceAndDelegate() throws {
        let run = try run("ListViewController", base: "UITableViewController")
        #expect(run.exceptions == 0 && run.status == 0, "\(run.output)")
        for line in ["clears selection: false", "tableView is the view: true", "data source: true, delegate: true"] {
            #expect(run.output.contains(line), "\(line) missing:\n\(run.output)")
        }
    }

    /// The model catches the mistake review M3 asked about: without the assignment, the collection view controller
    /// manages no collection view and is not its data source; the table view controller's starter, which then reads
    /// `tableView` to set the data source, stops on the `nil` it finds.
    @Test func withoutAssigningTheManagedViewTheControllerHasNone() throws {
        let collection = try run(
            "GalleryViewController", base: "UICollectionViewController", removing: "collectionView = ")
        #expect(
            collection.output.contains("collectionView is the view: false")
                && collection.output.contains("data source: false, delegate: false"), "\(collection.output)")
        let table = try run("ListViewController", base: "UITableViewController", removing: "tableView = ")
        #expect(
            table.status != 0 && table.output.contains("Unexpectedly found nil while implicitly unwrapping"),
            "\(table.output)")
    }

    /// The `Scenes` factory of a scene without a class of the app's assigns the builder's view to `view` from outside
    /// the controller, and the managed view with it; without that assignment (the edited output) the model's plain
    /// controllers manage none.
    @Test func aFactoryOfAPlainTableOrCollectionViewControllerAssignsTheManagedView() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "unboard-managed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("Snippet.storyboard")
        try Self.storyboard.write(to: input, atomically: true, encoding: .utf8)
        let program = """
            import UIKit
            let gallery = SnippetScenes.makePlainGallery()
            let collection = gallery.collectionView
            print("plain collectionView is the view: \\(collection != nil && collection === gallery.view)")
            print("plain data source: \\(collection?.dataSource === gallery), delegate: \\(collection?.delegate === gallery)")
            let list = SnippetScenes.makePlainList()
            print("plain tableView is the view: \\(list.tableView != nil && list.tableView === list.view)")
            print("executed: 2 builders, 2 layouts, 2 size-class states, \\(UIKitModel.exceptions.count) exceptions")
            """
        let run = try RuntimeTests.generateAndRun([input], program: program)
        #expect(run.exceptions == 0 && run.status == 0, "\(run.output)")
        for line in [
            "plain collectionView is the view: true", "plain data source: true, delegate: true",
            "plain tableView is the view: true",
        ] {
            #expect(run.output.contains(line), "\(line) missing:\n\(run.output)")
        }
        let without = try RuntimeTests.generateAndRun([input], program: program) { output in
            let scenes = output.appendingPathComponent("SnippetScenes.swift")
            let text = try String(contentsOf: scenes, encoding: .utf8)
            let edited = text.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.contains("controller.collectionView = ") && !$0.contains("controller.tableView = ") }
            #expect(edited.count == text.split(separator: "\n", omittingEmptySubsequences: false).count - 2)
            try edited.joined(separator: "\n").write(to: scenes, atomically: true, encoding: .utf8)
        }
        for line in [
            "plain collectionView is the view: false", "plain data source: false, delegate: false",
            "plain tableView is the view: false",
        ] {
            #expect(without.output.contains(line), "\(line) missing:\n\(without.output)")
        }
    }

    /// The generated text, read as the app's engineer reads it.
    @Test func theStarterAssignsTheManagedViewAfterTheView() throws {
        let collection = try starter("GalleryViewController")
        #expect(
            collection.contains(
                "view = builder.view\n"
                    + "        // The collection view the controller manages, which its own `loadView()` sets: `view` is not documented\n"
                    + "        // to. Assigning it makes the controller its data source and delegate where Interface Builder set none.\n"
                    + "        collectionView = builder.view as? UICollectionView\n"), "\(collection)")
        let table = try starter("ListViewController")
        #expect(
            table.contains(
                "view = builder.view\n"
                    + "        // The table view the controller manages, which its own `loadView()` sets: `view` is not documented to.\n"
                    + "        tableView = builder.view as? UITableView\n"), "\(table)")
        #expect(table.contains("tableView.dataSource = self\n        tableView.delegate = self\n"), "\(table)")
    }

    private func starter(_ className: String) throws -> String {
        var pipeline = GeneratorPipeline()
        pipeline.emitsStarters = true
        let result = pipeline.run([SourceFile(path: "Snippet.storyboard", data: Data(Self.storyboard.utf8))])
        return try #require(result.starters.first { $0.name == className + "+CodeInterfaceBuilder.swift" }).contents
    }

    /// Runs the class's whole `migrate` starter on the model as the class's body (an extension cannot override on
    /// Linux), without its iOS 17 trait registration and `viewIsAppearing(_:)`, which the 16.5 model lacks; `removing`
    /// leaves out the starter's line that contains it.
    private func run(_ className: String, base: String, removing: String? = nil) throws -> RuntimeTests.Run {
        let property = base == "UITableViewController" ? "tableView" : "collectionView"
        let key = base == "UITableViewController" ? "snippetListViewController" : "snippetGalleryViewController"
        var program = Self.program(className, key: key, property: property)
        if property == "collectionView" {
            program += """
                if let layout = controller.collectionView?.collectionViewLayout as? UICollectionViewFlowLayout {
                    let horizontal = layout.scrollDirection == UICollectionView.ScrollDirection.horizontal
                    print("layout: \\(type(of: layout)) \\(horizontal ? "horizontal" : "vertical")")
                }

                """
        }
        return try MigratedAppRuntimeTests().runWithStarterAsClass(
            [("Snippet.storyboard", Self.storyboard)], className: className,
            classHead: """
                final class \(className): \(base), UIViewControllerRestoration, CodeInterfaceBuilderLayoutSelecting {

                """,
            stub: "class \(className): \(base) {}\n", program: program
        ) { starter in
            var text = Self.withoutIOS17Members(starter).replacingOccurrences(
                of: "extension \(className): UIViewControllerRestoration, CodeInterfaceBuilderLayoutSelecting {\n",
                with: "extension \(className) {\n")
            if let removing {
                text = text.split(separator: "\n", omittingEmptySubsequences: false)
                    .filter { !$0.contains(removing) || $0.hasPrefix("    ///") || $0.hasPrefix("        //") }
                    .joined(separator: "\n")
            }
            return text
        }
    }

    /// The starter without `if #available(iOS 17.0, *) { registerForTraitChanges ... }` and the `viewIsAppearing(_:)`
    /// override, which the model, declaring the iOS 16.5 SDK's API, cannot compile.
    static func withoutIOS17Members(_ starter: String) -> String {
        var lines: [Substring] = []
        var skippingUntil: String?
        for line in starter.split(separator: "\n", omittingEmptySubsequences: false) {
            if let end = skippingUntil {
                if line == end { skippingUntil = nil }
                continue
            }
            if line == "        if #available(iOS 17.0, *) {" {
                skippingUntil = "        }"
            } else if line.hasPrefix("    override func viewIsAppearing(") {
                skippingUntil = "    }"
                while let last = lines.last, last.hasPrefix("    ///") { lines.removeLast() }
            } else {
                lines.append(line)
            }
        }
        return lines.joined(separator: "\n")
    }
}
