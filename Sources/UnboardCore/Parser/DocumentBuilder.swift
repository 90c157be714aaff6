import Foundation

/// Turns the element tree of a document into the typed IR, reporting structural problems.
struct DocumentBuilder {
    let source: SourceFile
    let diagnostics: DiagnosticCollector

    func document(from root: IBElement) throws -> InterfaceDocument {
        let kind: InterfaceDocument.Kind
        switch DocumentFormat.classify(root) {
        case .storyboard: kind = .storyboard
        case .xib: kind = .xib
        case .refused(let reason):
            throw Diagnostic.error(reason, at: source.location(line: root.line, element: root.name))
        }
        var invalidNames = CodeNames.problems(in: root, source: source)
        if let last = invalidNames.popLast() {
            invalidNames.forEach(diagnostics.emit)
            throw last
        }
        var scenes: [IBScene] = []
        var objects: [IBObject] = []
        var resources: [IBElement] = []
        var others: [IBElement] = []
        var device: IBElement?
        for child in root.children {
            switch child.name {
            case "scenes": scenes = child.children.filter { $0.name == "scene" }.map(scene)
            case "objects": objects = child.children.map(object)
            case "resources": resources = child.children
            case "device": device = child
            default: others.append(child)
            }
        }
        let name = InterfaceDocument.name(ofPath: source.path)
        return InterfaceDocument(
            path: source.path, name: name, kind: kind, attributes: root.attributes, device: device, scenes: scenes,
            objects: objects, resources: resources, otherElements: others, line: root.line)
    }

    private func scene(_ element: IBElement) -> IBScene {
        let objects = element.child("objects")?.children.map(object) ?? []
        return IBScene(
            id: element.attributes["sceneID"] ?? "", objects: objects, comment: element.comment, line: element.line)
    }

    private func object(_ element: IBElement) -> IBObject {
        if element.name == "placeholder" {
            return .placeholder(
                IBPlaceholder(
                    id: element.attributes["id"] ?? "",
                    placeholderIdentifier: element.attributes["placeholderIdentifier"] ?? "",
                    customClass: customClass(element.attributes),
                    connections: connections(in: element), line: element.line))
        }
        if element.name.hasSuffix("Controller") {
            return .viewController(viewController(element))
        }
        if InterfaceBuilderVocabulary.viewElementNames.contains(element.name) {
            return .view(view(element))
        }
        return .other(element)
    }

    private func viewController(_ element: IBElement) -> IBViewController {
        var rootView: IBView?
        var guides: [IBElement] = []
        var connections: [IBConnection] = []
        var properties: [IBElement] = []
        for child in element.children {
            if child.key == "view", InterfaceBuilderVocabulary.viewElementNames.contains(child.name) {
                rootView = view(child)
            } else if child.name == "layoutGuides" {
                guides += child.children
            } else if child.name == "connections" {
                connections += child.children.compactMap(connection)
            } else {
                properties.append(child)
            }
        }
        let attributes = element.attributes
        return IBViewController(
            elementName: element.name, id: attributes["id"] ?? "", customClass: customClass(attributes),
            storyboardIdentifier: attributes["storyboardIdentifier"], userLabel: attributes["userLabel"],
            rootView: rootView, layoutGuides: guides, connections: connections,
            attributes: attributes.removing(
                InterfaceBuilderVocabulary.identityAttributes.union(["storyboardIdentifier"])),
            properties: properties, line: element.line)
    }

    func view(_ element: IBElement) -> IBView {
        var result = IBView(
            elementName: element.name, id: element.attributes["id"] ?? "", key: element.attributes["key"],
            customClass: customClass(element.attributes), userLabel: element.attributes["userLabel"],
            attributes: element.attributes.removing(InterfaceBuilderVocabulary.identityAttributes), properties: [],
            subviews: [],
            keyedViews: [], constraints: [], layoutGuides: [], variations: [], connections: [], line: element.line)
        for child in element.children {
            switch child.name {
            case "subviews": result.subviews += child.children.map(view)
            case "prototypes", "cells": result.keyedViews += child.children.map(view)
            case "sections":
                result.sections += child.children.filter { $0.name == "tableViewSection" }.map(tableSection)
            case "constraints": result.constraints += child.children.filter { $0.name == "constraint" }.map(constraint)
            case "viewLayoutGuide":
                result.layoutGuides.append(
                    IBLayoutGuide(id: child.attributes["id"] ?? "", key: child.key, line: child.line))
            case "variation": result.variations.append(variation(child))
            case "connections": result.connections += child.children.compactMap(connection)
            default:
                if child.key != nil, InterfaceBuilderVocabulary.viewElementNames.contains(child.name) {
                    result.keyedViews.append(view(child))
                } else {
                    result.properties.append(child)
                }
            }
        }
        return result
    }

    private func tableSection(_ element: IBElement) -> IBTableSection {
        let cells = element.child("cells")?.children.map(view) ?? []
        return IBTableSection(
            id: element.attributes["id"] ?? "", attributes: element.attributes.removing(["id"]),
            properties: element.children.filter { $0.name != "cells" }, cells: cells, line: element.line)
    }

    /// The attributes `IBConstraint` and `IBConnection` hold as properties; built once, not per element.
    private static let constraintFields: Set<String> = [
        "id", "firstItem", "firstAttribute", "secondItem", "secondAttribute", "relation", "multiplier", "constant",
        "priority",
    ]
    private static let connectionFields: Set<String> = ["id", "destination", "property", "selector", "eventType"]

    private func constraint(_ element: IBElement) -> IBConstraint {
        let a = element.attributes
        return IBConstraint(
            id: a["id"] ?? "", firstItem: a["firstItem"], firstAttribute: a["firstAttribute"] ?? "",
            secondItem: a["secondItem"], secondAttribute: a["secondAttribute"], relation: a["relation"],
            multiplier: a["multiplier"], constant: a["constant"], priority: a["priority"],
            attributes: a.removing(Self.constraintFields),
            variations: element.children.filter { $0.name == "variation" }.map(variation), line: element.line)
    }

    private func variation(_ element: IBElement) -> IBVariation {
        var masks: [IBMask] = []
        var properties: [IBElement] = []
        for child in element.children {
            guard child.name == "mask" else {
                properties.append(child)
                continue
            }
            func references(_ name: String) -> [IBReference] {
                child.children.filter { $0.name == name }.map {
                    IBReference(id: $0.attributes["reference"] ?? "", line: $0.line)
                }
            }
            masks.append(
                IBMask(
                    key: child.key ?? "", includes: references("include"), excludes: references("exclude"),
                    line: child.line))
        }
        return IBVariation(
            key: element.key ?? "", masks: masks, attributes: element.attributes.removing(["key"]),
            properties: properties, line: element.line)
    }

    private func connections(in element: IBElement) -> [IBConnection] {
        element.child("connections")?.children.compactMap(connection) ?? []
    }

    private func connection(_ element: IBElement) -> IBConnection? {
        guard let kind = IBConnection.Kind(rawValue: element.name) else {
            diagnostics.emit(
                .warning(
                    "unsupported connection <\(element.name)>",
                    at: source.location(line: element.line, element: element.name),
                    category: .unsupportedElement))
            return nil
        }
        let a = element.attributes
        guard let destination = a["destination"] else {
            diagnostics.emit(
                .warning(
                    "<\(element.name)> has no destination; it is skipped",
                    at: source.location(line: element.line, element: element.name)))
            return nil
        }
        var connection = IBConnection(
            kind: kind, id: a["id"], destination: destination, property: a["property"], selector: a["selector"],
            eventType: a["eventType"],
            attributes: a.removing(Self.connectionFields),
            line: element.line)
        connection.children = element.children
        return connection
    }

    private func customClass(_ attributes: IBAttributes) -> IBCustomClass? {
        guard let name = attributes["customClass"], !name.isEmpty else { return nil }
        return IBCustomClass(
            name: name, module: attributes["customModule"],
            moduleIsTarget: attributes["customModuleProvider"] == "target")
    }
}
