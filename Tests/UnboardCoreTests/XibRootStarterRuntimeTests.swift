import Foundation
import Testing
import UnboardCore

/// Issue 15 (H2): the starter of a xib root of the app's class, run on the behavioural UIKit model. Loading the nib
/// created the root with its subviews and constraints, set its outlets, connected the actions sent to it and then
/// sent it `awakeFromNib()` ("The nib-loading infrastructure sends an awakeFromNib message to each object recreated
/// from a nib archive, but only after all the objects in the archive have been loaded and initialized. When an object
/// receives an awakeFromNib message, it is guaranteed to have all its outlet and action connections already
/// established.", https://developer.apple.com/documentation/objectivec/nsobject-swift.class/awakefromnib());
/// `CardView.makeWithCodeInterfaceBuilder(key:)` must give the app the same view.
@Suite(.serialized) struct XibRootStarterRuntimeTests {
    /// The class as the app declares it, for the starter's members to join (an extension cannot hold stored
    /// properties, nor override, on Linux).
    static let classHead = """
        final class CardView: UIView {
            var titleLabel: UILabel?
            var moreButton: UIButton?
            var titleLeading: NSLayoutConstraint?
            var taps: [String] = []

            func moreTapped(_ sender: UIButton) { taps.append(sender === moreButton ? "more" : "other") }

        """

    /// Creates the card as the app would instead of `loadNibNamed`, then reads what the nib would have given it.
    static let program = """
        UIKitModel.awakeFromNibObserver = { object in
            guard let card = object as? CardView else { return }
            print("awake: outlets set \\(card.titleLabel != nil && card.moreButton != nil && card.titleLeading != nil)")
        }
        let card = CardView.makeWithCodeInterfaceBuilder(key: .cardViewCardView)
        let label = card.subviews.first { $0 is UILabel }
        let button = card.subviews.first { $0 is UIButton }
        print("label: \\(label != nil && card.titleLabel === label)")
        print("button: \\(button != nil && card.moreButton === button)")
        let leading = card.titleLeading
        print("constraint: \\(leading?.isActive == true && leading?.firstItem === label && leading?.secondItem === card)")
        print("root: \\(card.frame.width)x\\(card.frame.height) \\(card.autoresizingMask == [.flexibleRightMargin, .flexibleBottomMargin])")
        print("background: \\(card.backgroundColor.map { UIKitModel.stored($0, "description", default: "?") } ?? "nil")")
        card.moreButton?.sendActions(for: .touchUpInside)
        print("taps: \\(card.taps)")
        print("executed: 1 builders, 1 layouts, 1 size-class states, \\(UIKitModel.exceptions.count) exceptions")
        """

    private func run(editStarter: (String) -> String = { $0 }) throws -> RuntimeTests.Run {
        try MigratedAppRuntimeTests().runWithStarterAsClass(
            [("CardView.xib", RootViewWithoutStarterTests.xib)], className: "CardView", classHead: Self.classHead,
            stub: "class CardView: UIView {}\n", program: Self.program, editStarter: editStarter)
    }

    /// The stand-in `migrate --custom-class-stubs` declares: the outlets and the action method the starter sets and
    /// wires.
    static let stub = """
        class CardView: UIView {
            var moreButton: UIButton!
            var titleLabel: UILabel!
            var titleLeading: NSLayoutConstraint!

            @objc func moreTapped(_ sender: Any) {}
        }

        """

    /// The created card is the xib's root: its own subviews are its outlets, its constraint outlet is active and made
    /// on them, the root keeps its frame, autoresizing mask and color, the button's action reaches the card's method,
    /// and `awakeFromNib()` comes after the outlets.
    @Test func theFactorysViewHasItsOutletsActionsAndAwakeFromNib() throws {
        let run = try run()
        #expect(run.status == 0 && run.exceptions == 0, "\(run.output)")
        for line in [
            "awake: outlets set true", "label: true", "button: true", "constraint: true", "root: 300.0x100.0 true",
            "background: UIColor.systemYellow", "taps: [\"more\"]",
        ] {
            #expect(run.output.contains(line), "\(line)\n\(run.output)")
        }
    }

    /// The check bites: without the factory's connecting call the card has no outlets, its button reaches nobody and
    /// it is not sent `awakeFromNib()`.
    @Test func withoutConnectingTheCardHasNoOutletsAndNoActions() throws {
        let run = try run { starter in
            let line = "        builder.view.connectCodeInterfaceBuilder(builder)\n"
            #expect(starter.contains(line), "\(starter)")
            return starter.replacingOccurrences(of: line, with: "")
        }
        #expect(run.output.contains("label: false") && run.output.contains("taps: []"), "\(run.output)")
        #expect(!run.output.contains("awake:"), "\(run.output)")
    }

    /// One outlet line removed: that outlet is `nil`, and `awakeFromNib()` sees it so.
    @Test func withoutAnOutletsLineThatOutletIsNil() throws {
        let run = try run { starter in
            let line = "        titleLabel = builder.titleLabel\n"
            #expect(starter.contains(line), "\(starter)")
            return starter.replacingOccurrences(of: line, with: "")
        }
        #expect(run.output.contains("label: false") && run.output.contains("awake: outlets set false"), "\(run.output)")
    }

    /// With `--custom-class-stubs`, the class's stand-in declares the outlets and the method the starter uses, so the
    /// starter type-checks on its own.
    @Test func theStandInDeclaresTheOutletsAndTheMethod() throws {
        var pipeline = GeneratorPipeline()
        pipeline.emitsStarters = true
        pipeline.emitsCustomClassStubs = true
        let result = pipeline.run([SourceFile(path: "CardView.xib", data: Data(RootViewWithoutStarterTests.xib.utf8))])
        let stubs = try Generate.stubsText(result)
        #expect(stubs.contains(Self.stub), "\(stubs)")
    }

    /// A root that is a UIKit control of the app's class, its own `delegate`, with a tap recognizer attached to it:
    /// `delegate` and `gestureRecognizers` are properties UIKit's class declares, which the stand-in declared again
    /// (`var delegate: PaddedField!`: "cannot override a property with type '(any UITextFieldDelegate)?'" against the
    /// iOS 16.5 SDK; `gestureRecognizers`: "cannot override with a stored property") and the starter assigned. The
    /// stand-in now inherits them; the starter sets the delegate through `AnyObject`, as a controller starter sets its
    /// views' delegates, and leaves the recognizers the builder added to the view.
    @Test func aRootsOwnDelegateAndRecognizersAreUIKitsProperties() throws {
        var pipeline = GeneratorPipeline()
        pipeline.emitsStarters = true
        pipeline.emitsCustomClassStubs = true
        let result = pipeline.run([SourceFile(path: "PaddedField.xib", data: Data(Self.ownDelegateXib.utf8))])
        let stubs = try Generate.stubsText(result)
        expectDeclarations(
            "PaddedField", in: stubs,
            """
            class PaddedField: UITextField {
                @objc func changed(_ sender: Any) {}

                @objc func tapped(_ sender: Any) {}
            }
            """)
        let starter = try #require(result.starters.first { $0.name == "PaddedField+CodeInterfaceBuilder.swift" })
            .contents
        expectDeclarations(
            "connectCodeInterfaceBuilder", in: starter,
            """
            /// Sets the outlets of the class to the builder's views and constraints and wires the actions
            /// sent to the view to its methods, as loading the nib did, then sends `awakeFromNib()`: once per
            /// view, which `makeWithCodeInterfaceBuilder(key:)` does; call it for a view that another
            /// builder creates through `PaddedFieldCodeInterfaceBuilder`.
            func connectCodeInterfaceBuilder(_ builder: PaddedFieldCodeInterfaceBuilder) {
                // The data sources and delegates of UIKit's class that Interface Builder connected.
                delegate = builder.delegate as AnyObject as? UITextFieldDelegate
                // The action methods Interface Builder sent to, now called from code.
                builder.addChangedAction(UIAction { [weak self] action in
                    if let sender = action.sender as? PaddedField {
                        self?.changed(sender)
                    }
                })
                builder.addTappedTarget(self, action: #selector(PaddedField.tapped(_:)))
                // The nib loader sent it once every outlet and action was connected.
                awakeFromNib()
            }
            """)
    }

    /// An action named `awakeFromNib`, sent to the root (issue 16, synthesized xib): the stand-in declared
    /// `@objc func awakeFromNib() {}`, which "requires an 'override' keyword" against the iOS 16.5 SDK, as every
    /// `NSObject` has the method (UINibLoading.h's `NSObject(UINibLoadingAdditions)`). It now inherits it.
    @Test func anActionNamedLikeAnInheritedMethodIsNotRedeclared() throws {
        var pipeline = GeneratorPipeline()
        pipeline.emitsStarters = true
        pipeline.emitsCustomClassStubs = true
        let xml = Self.ownDelegateXib.replacingOccurrences(
            of: #"selector="changed:""#, with: #"selector="awakeFromNib""#)
        let result = pipeline.run([SourceFile(path: "PaddedField.xib", data: Data(xml.utf8))])
        let stubs = try Generate.stubsText(result)
        expectDeclarations(
            "PaddedField", in: stubs,
            """
            class PaddedField: UITextField {
                @objc func tapped(_ sender: Any) {}
            }
            """)
    }

    /// A map view subclass at the root of its xib, its own delegate: the starter names `MKMapViewDelegate`, so its
    /// file imports MapKit ("cannot find type 'MKMapViewDelegate' in scope" against the iOS 16.5 SDK without it).
    @Test func aRootsOwnMapViewDelegateImportsMapKit() throws {
        let xml = Self.ownDelegateXib.replacingOccurrences(
            of:
                #"<textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" textAlignment="natural" minimumFontSize="17" id="fld-00-001" customClass="PaddedField""#,
            with:
                #"<mapView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" mapType="standard" id="fld-00-001" customClass="PinMapView""#
        ).replacingOccurrences(of: "</textField>", with: "</mapView>")
        let result = Generate.text(xml, path: "PinMapView.xib", starters: true)
        let starter = try #require(result.starters.first { $0.name == "PinMapView+CodeInterfaceBuilder.swift" })
            .contents
        expectFileHeader(
            in: starter,
            """
            // Starter for `PinMapView`, written by `unboard migrate` from PinMapView.xib.
            // It is yours to edit: `unboard migrate` never overwrites it.

            import UIKit
            import MapKit
            """)
        #expect(starter.contains("delegate = builder.delegate as AnyObject as? MKMapViewDelegate\n"), "\(starter)")
    }

    /// A text field subclass at the root of its xib, its own delegate, with a tap recognizer (LoopKit's
    /// `PaddedTextField` kind, IB's `appends="YES"` collection).
    static let ownDelegateXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" textAlignment="natural" minimumFontSize="17" id="fld-00-001" customClass="PaddedField" customModule="App" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="34"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    <textInputTraits key="textInputTraits"/>
                    <connections>
                        <outlet property="delegate" destination="fld-00-001" id="out-00-001"/>
                        <outletCollection property="gestureRecognizers" destination="tap-00-001" appends="YES" id="out-00-002"/>
                        <action selector="changed:" destination="fld-00-001" eventType="editingChanged" id="act-00-001"/>
                    </connections>
                </textField>
                <tapGestureRecognizer id="tap-00-001">
                    <connections>
                        <action selector="tapped:" destination="fld-00-001" id="act-00-002"/>
                    </connections>
                </tapGestureRecognizer>
            </objects>
        </document>
        """
}
