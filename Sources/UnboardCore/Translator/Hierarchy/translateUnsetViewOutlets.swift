extension LayoutScope {
    /// Why an outlet of a view to an object the builder does not create is not set, and what the app does instead.
    func unsetOutletReason(_ connection: IBConnection, elementName: String) -> String {
        let property = connection.property ?? ""
        let destination = connection.destination
        if ownerIDs.contains(destination) {
            // `webView` is created as a WKWebView, which has no `delegate`: UIWebViewDelegate's role is split between
            // `navigationDelegate` and `uiDelegate`.
            if elementName == "webView", property == "delegate" {
                return
                    "is UIWebView's UIWebViewDelegate, which WKWebView does not have; it is not set: adopt WKNavigationDelegate in the owner and set the web view's `navigationDelegate` once the view is built"
            }
            return
                "points to the layout's owner and is not a UIKit data source or delegate; it is not set: set it in the owner's code once the view is built"
        }
        if let controller = context.documentIndex.controllerNames[destination] {
            let line = context.documentIndex.lines[destination].map { " (line \($0))" } ?? ""
            return
                "points to \(controller) of another scene\(line), which is not created with this one; it is not set: set the <\(elementName)>'s `\(property)` in code where the app holds both, e.g. in `prepare(for:sender:)`"
        }
        return "points to an object this layout's builder does not create; it is not set"
    }

    /// An outlet of a view of a prototype to its scene's controller: the storyboard's prototype nib gets the controller
    /// as an external object when the table or collection view creates the cell (how Xcode compiles storyboards;
    /// unverified), so the builder connects it once the cell is in the controller's view (`sceneControllerOutlets`).
    func connectSceneControllerOutlet(
        _ connection: IBConnection, of name: String, elementName: String, controller: String
    ) {
        let property = connection.property ?? ""
        // A controller without a class of the app's has only the builder's generated name.
        let named = sceneControllerHasClass ? controller : "view controller"
        let head =
            "outlet '\(property)' of <\(elementName)> in a prototype points to the scene's \(named), which the storyboard connects when the table or collection view creates the cell"
        let subject = "outlet of a prototype's view to its scene's controller"
        guard let conformance = Self.ownerOutletConformances[elementName]?[property] else {
            context.warning(
                "\(head); it is not a UIKit data source or delegate and is not set: set it where the app dequeues the cell",
                line: connection.line, element: connection.kind.rawValue, category: .unsupportedElement,
                subject: subject)
            return
        }
        guard sceneControllerHasClass else {
            context.warning(
                "\(head); the controller has no custom class to adopt \(conformance), so it is not set: give the controller a class of the app's and migrate again",
                line: connection.line, element: connection.kind.rawValue, category: .unsupportedElement,
                subject: subject)
            return
        }
        sceneControllerOutlets.append(OwnerViewOutlet(view: name, property: property, conformance: conformance))
        if !generatesPrototypeClass {
            context.warning(
                "\(head): call `codeInterfaceBuilder?.connectSceneController(from: self)` from the cell class's `didMoveToSuperview()`, which a generated prototype class does",
                line: connection.line, element: connection.kind.rawValue, category: .unsupportedElement,
                subject: subject)
        }
    }
}
