import Testing
@testable import UnboardCore

/// The text renderer alone: structured Swift in, the whole rendered text out, with no translator in between.
@Suite struct TextRendererTests {
    private let renderer = TextRenderer()

    @Test func aStructWithPropertiesAndAFunction() {
        let function = SwiftFunction(
            documentation: "Makes the view.", kind: .function(name: "makeView"),
            parameters: [SwiftParameter(label: "named", name: "name", type: "String")], returnType: "UIView",
            body: [
                .variable(SwiftVariable(name: "view", value: .identifier("UIView")())),
                .assignment(.identifier("view").dot("accessibilityIdentifier"), .identifier("name")),
                .returnValue(.identifier("view")),
            ])
        let type = SwiftTypeDeclaration(
            documentation: SwiftDocumentation(["A builder.", "Second line."]), attributes: ["@MainActor"],
            access: .public, name: "Builder", conformances: ["Sendable"],
            members: [
                .variable(SwiftVariable(isStatic: true, name: "key", type: "String", value: .string("Main"))),
                .variable(SwiftVariable(isMutable: true, name: "count", type: "Int", value: .literal(.int(0)))),
                .function(function),
            ])
        #expect(
            renderer.render([.structure(type)]) == """
                /// A builder.
                /// Second line.
                @MainActor
                public struct Builder: Sendable {
                    static let key: String = "Main"
                    var count: Int = 0

                    /// Makes the view.
                    func makeView(named name: String) -> UIView {
                        let view = UIView()
                        view.accessibilityIdentifier = name
                        return view
                    }
                }

                """)
    }

    @Test func shortListsOfLiteralsStayOnOneLineAndOtherListsGetALinePerElement() {
        let short = SwiftStatement.assignment(
            .identifier("control").dot("autoresizingMask"), .array([.dot("flexibleWidth"), .dot("flexibleHeight")]))
        let names = SwiftStatement.expression(
            .identifier("NSLayoutConstraint").dot("activate")(.unlabeled(.array([.identifier("a"), .identifier("b")]))))
        let long = SwiftStatement.expression(
            .identifier("NSLayoutConstraint").dot("activate")(
                .unlabeled(
                    .array([
                        .identifier("title").dot("topAnchor").dot("constraint")(
                            SwiftArgument("equalTo", .identifier("view").dot("topAnchor"))),
                        .identifier("title").dot("leadingAnchor").dot("constraint")(
                            SwiftArgument("equalTo", .identifier("view").dot("leadingAnchor")),
                            SwiftArgument("constant", .number(20))),
                    ]))))
        var writer = LineWriter()
        renderer.renderStatements([short, names, long], into: &writer)
        #expect(
            writer.text == """
                control.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                NSLayoutConstraint.activate([
                    a,
                    b,
                ])
                NSLayoutConstraint.activate([
                    title.topAnchor.constraint(equalTo: view.topAnchor),
                    title.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                ])

                """)
    }

    @Test func trailingClosuresSwitchesAndAvailability() {
        var closure = SwiftClosure(
            parameters: ["_"], body: [.expression(SwiftExpression.optionalChain(.identifier("self")).dot("close")())])
        closure.captures = ["weak self"]
        let statements: [SwiftStatement] = [
            .expression(.identifier("button").dot("addAction")(.unlabeled(.closure(closure)))),
            .switchOver(
                .identifier("horizontal"),
                cases: [SwiftSwitchCase(patterns: [.dot("compact")], body: [.breakStatement])],
                defaultBody: [.comment("nothing\nto do")]),
            .ifAvailable(
                platform: "iOS", version: "15.0",
                body: [.assignment(.identifier("button").dot("configuration"), .dot("plain")())],
                elseBody: [.blankLine]),
        ]
        var writer = LineWriter()
        renderer.renderStatements(statements, into: &writer)
        #expect(
            writer.text == """
                button.addAction { [weak self] _ in
                    self?.close()
                }
                switch horizontal {
                case .compact:
                    break
                default:
                    // nothing to do
                }
                if #available(iOS 15.0, *) {
                    button.configuration = .plain()
                } else {

                }

                """)
    }

    /// `#if` branches are not indented (`.swift-format`'s `indentConditionalCompilationBlocks: false`), and an empty
    /// `#else` is left out.
    /// `public unowned let`, `public private(set) var`, `@MainActor private static var`: attributes, then access, then
    /// the other modifiers, as Swift's own style writes them (`unowned public let` compiles but reads wrong).
    @Test func accessComesBeforeOwnershipAndSetterModifiers() {
        let declarations: [SwiftDeclaration] = [
            .variable(SwiftVariable(attributes: ["unowned"], access: .public, name: "view", type: "UIView")),
            .variable(
                SwiftVariable(
                    attributes: ["private(set)"], access: .public, isMutable: true, name: "count", type: "Int")),
            .variable(
                SwiftVariable(
                    attributes: ["@MainActor"], access: .private, isStatic: true, isMutable: true, name: "storage",
                    type: "UInt8")),
        ]
        #expect(
            renderer.render(declarations)
                == """
                public unowned let view: UIView

                public private(set) var count: Int

                @MainActor private static var storage: UInt8

                """)
    }

    /// A function's attribute among its modifiers comes before the access level: `public @objc func` does not parse
    /// (a prototype-button segue method of `migrate --access public` was written so).
    @Test func aFunctionsAttributeComesBeforeItsAccessLevel() {
        var function = SwiftFunction(
            access: .public, kind: .function(name: "openDetail"),
            parameters: [SwiftParameter(label: "_", name: "sender", type: "Any?")], body: [])
        function.modifiers = ["@objc", "override"]
        #expect(renderer.render([.function(function)]) == "@objc public override func openDetail(_ sender: Any?) {}\n")
    }

    @Test func conditionalCompilation() {
        let flag = SwiftDeclaration.variable(SwiftVariable(name: "flag", value: .literal(.bool(true))))
        let other = SwiftDeclaration.variable(SwiftVariable(name: "other", value: .literal(.int(1))))
        #expect(
            renderer.render([
                .conditional("canImport(ObjectiveC)", declarations: [flag, other], elseDeclarations: [flag])
            ])
                == """
                #if canImport(ObjectiveC)
                let flag = true

                let other = 1
                #else
                let flag = true
                #endif

                """)
        #expect(
            renderer.render([.conditional("DEBUG", declarations: [flag], elseDeclarations: [])])
                == "#if DEBUG\nlet flag = true\n#endif\n")
    }

    @Test func literalsAreEscapedSoThatTextStaysText() {
        let text = renderer.expression(.string("a \"quote\"\n\\(code)"), indent: 0)
        #expect(text == #""a \"quote\"\n\\(code)""#)
        #expect(renderer.expression(.literal(.nil), indent: 0) == "nil")
        #expect(renderer.expression(.dictionary([]), indent: 0) == "[:]")
    }
}
