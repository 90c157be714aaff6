extension BuilderFileTranslator {
    /// Stand-ins for the view controller classes that starters extend, with the outlets and `@objc` action methods
    /// Interface Builder connected, so that starters type-check on their own. Objective-C interoperability is
    /// needed (`@objc`): these stubs type-check against the iOS SDK only. A class's base is the more specific of its
    /// starter's and the one `sceneBases` gives it from every scene of that class.
    func starterControllerStubs(
        _ builders: [BuilderModel], sceneBases: [String: String]
    ) -> [(name: String, declaration: SwiftDeclaration)] {
        builders.compactMap { builder -> (String, SwiftDeclaration)? in
            // A starter that declares its class needs no stand-in.
            guard let owner = starterOwner(builder) ?? containerStarterOwner(builder).map({ ($0, $1, false) }),
                !owner.declaresClass
            else { return nil }
            let inherited = Self.inheritedOutletProperties[owner.type, default: []].union(["view"])
                .union(Self.propertiesSetByKey)
            var members: [SwiftDeclaration] = mergedOutlets(builder).filter {
                $0.isOwnerOutlet && !inherited.contains($0.model.ownerName)
            }.map(outletStub)
            let selectors = mergedActions(builder).filter { $0.segue == nil }.map(\.selector)
            var seen = Set(selectors)
            let received = receivedSelectors(builders, receiver: owner.className).filter { seen.insert($0).inserted }
            members += actionStubs(selectors + received)
            return (
                owner.className,
                .classType(
                    SwiftTypeDeclaration(
                        access: options.access, name: owner.className,
                        conformances: [Self.moreSpecific(owner.type, sceneBases[owner.className])], members: members))
            )
        }.sorted { $0.0 < $1.0 }
    }

    /// A stand-in's declaration of an outlet the class declares for Interface Builder: `var name: Type!`.
    func outletStub(_ outlet: MergedOutlet) -> SwiftDeclaration {
        let type = outlet.model.isCollection ? "[\(outlet.model.type)]" : outlet.model.type
        return .variable(SwiftVariable(isMutable: true, name: outlet.model.ownerName, type: type + "!"))
    }

    /// The selectors that prototypes' controls send up the responder chain to `receiver`, their scene's controller.
    private func receivedSelectors(_ builders: [BuilderModel], receiver: String) -> [String] {
        // A segue's method is the starter's own, not the class's.
        builders.flatMap(\.layouts).flatMap(\.responderChainActions).filter {
            $0.receiver == receiver && $0.segue == nil
        }
        .map(\.selector)
    }

    /// Outlets that connect a property the UIKit controller class declares itself, which a subclass must not
    /// declare again (besides `view`, which every controller has).
    static let inheritedOutletProperties: [String: Set<String>] = [
        "UITableViewController": ["tableView", "refreshControl"],
        "UICollectionViewController": ["collectionView"],
    ]

    /// The modules the controller stubs' outlet types need besides UIKit.
    func starterStubModules(_ builders: [BuilderModel]) -> Set<String> {
        let types = builders.filter { starterOwner($0) != nil || containerStarterOwner($0) != nil }.flatMap {
            mergedOutlets($0).filter(\.isOwnerOutlet).map(\.model.type)
        }
        return Set(types.compactMap { Self.frameworkModules[$0] })
    }

    /// The frameworks besides UIKit that declare the SDK types generated code names: the views IB offers from them
    /// and the protocols their outlets take (`MKMapView.delegate`, `WKWebView.navigationDelegate`).
    static let frameworkModules: [String: String] = [
        "MKMapView": "MapKit", "MKMapViewDelegate": "MapKit",
        "WKWebView": "WebKit", "WKNavigationDelegate": "WebKit", "WKUIDelegate": "WebKit",
    ]

    /// A stand-in's action methods: not those UIResponder declares (`copy:`, `resignFirstResponder`), which the class
    /// inherits, and a method of the same selector would conflict with ("method 'copy' with Objective-C selector
    /// 'copy:' conflicts with method 'copy' from superclass 'UIResponder'").
    func actionStubs(_ selectors: [String]) -> [SwiftDeclaration] {
        selectors.filter { !Self.responderSelectors.contains($0) }.map { .function(actionStub($0)) }
    }

    /// `@objc func tapped(_ sender: Any) {}` for `tapped:`; one `Any` parameter per colon.
    func actionStub(_ selector: String) -> SwiftFunction {
        let parsed = ObjCSelector(selector)
        var parameters: [SwiftParameter] = []
        if parsed.argumentCount > 0 {
            parameters.append(SwiftParameter(label: "_", name: "sender", type: "Any"))
            for (index, label) in parsed.labels.enumerated() {
                parameters.append(SwiftParameter(label: label, name: "argument\(index + 1)", type: "Any"))
            }
        }
        var function = SwiftFunction(kind: .function(name: parsed.name), parameters: parameters, body: [])
        function.modifiers = ["@objc"]
        return function
    }
}
