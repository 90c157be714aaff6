import Testing
@testable import UnboardCore

/// The snippet tests' declaration lookup: each declaration it reads back from a rendered file is what the renderer
/// writes for that declaration alone.
@Suite struct DeclarationsTests {
    private var members: [SwiftDeclaration] {
        [
            .variable(SwiftVariable(documentation: "The key.", name: "key", type: "String")),
            .variable(
                SwiftVariable(
                    isStatic: true, name: "layoutKeys", type: "[String]",
                    value: .array([.identifier("Keys").dot("main"), .identifier("Keys").dot("other")]))),
            .variable(
                SwiftVariable(
                    access: .private, name: "configure", type: "@MainActor (UIViewController) -> Void")),
            .function(
                SwiftFunction(
                    documentation: "Creates the layout.", kind: .initializer,
                    parameters: [SwiftParameter(name: "key", type: "String")],
                    body: [.assignment(.identifier("self").dot("key"), .identifier("key"))])),
            .function(
                SwiftFunction(
                    access: .private, kind: .initializer,
                    parameters: [SwiftParameter(label: "main", name: "key", type: "String")],
                    body: [
                        .variable(SwiftVariable(name: "view", value: .identifier("UIView")())),
                        .blankLine,
                        .assignment(
                            .identifier("self").dot("configure"),
                            .closure(
                                SwiftClosure(
                                    parameters: ["viewController"],
                                    body: [.assignment(.identifier("viewController").dot("title"), .string("A"))]))),
                    ])),
            .function(embed),
            .enumeration(SwiftTypeDeclaration(name: "Names", members: [.variable(SwiftVariable(name: "first"))])),
        ]
    }

    private var embed: SwiftFunction {
        var function = SwiftFunction(
            kind: .function(name: "embed"),
            parameters: [
                SwiftParameter(label: "_", name: "child", type: "UIViewController"),
                SwiftParameter(label: "in", name: "container", type: "[UIView: (Int, Int)]"),
                SwiftParameter(name: "done", type: "@escaping (UIView) -> Void"),
            ], returnType: "Bool", body: [.returnValue(.literal(.bool(true)))])
        function.attributes = ["@discardableResult"]
        function.isStatic = true
        return function
    }

    private var builder: SwiftDeclaration {
        .structure(
            SwiftTypeDeclaration(
                documentation: "A builder.", attributes: ["@MainActor"], name: "Builder", members: members))
    }

    private func rendered(_ declaration: SwiftDeclaration) -> String {
        String(TextRenderer().render([declaration]).dropLast())
    }

    @Test func everyMemberReadsBackAsTheRendererWritesItAlone() {
        let text =
            "// Header.\n\nimport UIKit\n\n"
            + TextRenderer().render([.typeAlias("", access: .internal, name: "A", existing: "B"), builder])
        let names = [
            "key", "layoutKeys", "configure", "init(key:)", "init(main:)", "embed(_:in:done:)", "Names", "first",
        ]
        for (name, member) in zip(names, members + [.variable(SwiftVariable(name: "first"))]) {
            #expect(Declarations(text).named(name).map(\.text) == [rendered(member)], "\(name)")
        }
        #expect(Declarations(text).named("Builder").map(\.text) == [rendered(builder)])
        #expect(Declarations(text).named("Builder.embed").map(\.text) == [rendered(.function(embed))])
        #expect(Declarations(text).named("init").count == 2)
        #expect(Declarations(text).named("view").isEmpty, "a function's local variables are not declarations")
        #expect(Declarations(text).all.map(\.fullName).first == "A")
        #expect(
            Declarations(text).named("struct Builder").map(\.head) == ["/// A builder.\n@MainActor\nstruct Builder {"])
        #expect(Declarations(text).named("enum Builder").isEmpty)
        #expect(Declarations(text).header == "// Header.\n\nimport UIKit")
    }

    @Test func aDifferentDeclarationFailsWithADiff() {
        let text = TextRenderer().render([builder])
        expectDeclarations("Names", in: text, "enum Names {\n    let first\n}")
        withKnownIssue {
            expectDeclarations("Names", in: text, "enum Names {\n    let second\n}")
        }
        withKnownIssue {
            expectDeclarations("Missing", in: text, "")
        }
    }
}
