/// What an open element is read as, decided when it starts.
enum ElementRole {
    /// `<document>`.
    case document
    /// An element whose subtree the IR does not keep.
    case ignored
    /// `<scenes>`, whose `<scene>` children are read.
    case sceneList
    case scene
    /// A list of top-level objects: the document's `<objects>` or a scene's.
    case objectList(ObjectOwner)
    case placeholder
    case controller
    case view
    /// A list whose every child is a view.
    case viewList(ViewSlot)
    /// A view's `<sections>`, whose `<tableViewSection>` children are read.
    case sectionList
    case section
    /// A view's `<constraints>`, whose `<constraint>` children are read.
    case constraintList
    case constraint
    case variation
    case mask
    /// A `<connections>` list.
    case connectionList(ConnectionOwner)
    case connection
    /// A list whose every child is kept generically.
    case elementList(ElementSlot)
    /// An element the IR keeps generically, with its whole subtree.
    case element

    enum ObjectOwner { case document, scene }
    enum ViewSlot { case subviews, keyedViews, sectionCells }
    enum ConnectionOwner { case placeholder, controller, view }
    enum ElementSlot { case resources, controllerLayoutGuides }
}

extension DocumentBuilder {
    mutating func rootRole(_ tag: StartTag) -> ElementRole {
        switch start {
        case .view:
            return .view
        case .document:
            root = IBElement(name: tag.name, attributes: tag.attributes, children: [], text: nil, line: tag.line)
            return tag.name == "document" ? .document : .ignored
        }
    }

    /// The role of an element inside one of `parent`; elements that the IR holds as a field (layout guides, mask
    /// references) are recorded here and their subtree ignored.
    mutating func childRole(_ tag: StartTag, in parent: ElementRole) -> ElementRole {
        switch parent {
        case .ignored: return .ignored
        case .element, .connection, .elementList: return .element
        case .document: return documentChildRole(tag)
        case .sceneList: return tag.name == "scene" ? .scene : .ignored
        case .scene:
            guard tag.name == "objects", !openScenes[openScenes.count - 1].hasObjects else { return .ignored }
            openScenes[openScenes.count - 1].hasObjects = true
            return .objectList(.scene)
        case .objectList: return objectRole(tag)
        case .placeholder:
            guard tag.name == "connections", !placeholders[placeholders.count - 1].hasConnections else {
                return .ignored
            }
            placeholders[placeholders.count - 1].hasConnections = true
            return .connectionList(.placeholder)
        case .controller: return controllerChildRole(tag)
        case .view: return viewChildRole(tag)
        case .viewList: return .view
        case .sectionList: return tag.name == "tableViewSection" ? .section : .ignored
        case .section:
            guard tag.name == "cells" else { return .element }
            guard !sections[sections.count - 1].hasCells else { return .ignored }
            sections[sections.count - 1].hasCells = true
            return .viewList(.sectionCells)
        case .constraintList: return tag.name == "constraint" ? .constraint : .ignored
        case .constraint: return tag.name == "variation" ? .variation : .ignored
        case .variation: return tag.name == "mask" ? .mask : .element
        case .mask:
            let reference = IBReference(id: tag.attributes["reference"] ?? "", line: tag.line)
            if tag.name == "include" { masks[masks.count - 1].includes.append(reference) }
            if tag.name == "exclude" { masks[masks.count - 1].excludes.append(reference) }
            return .ignored
        case .connectionList: return connectionRole(tag)
        }
    }

    private mutating func documentChildRole(_ tag: StartTag) -> ElementRole {
        // A later list replaces an earlier one of the same name.
        switch tag.name {
        case "scenes":
            scenes = []
            return .sceneList
        case "objects":
            objects = []
            return .objectList(.document)
        case "resources":
            resources = []
            return .elementList(.resources)
        default: return .element
        }
    }

    private func objectRole(_ tag: StartTag) -> ElementRole {
        if tag.name == "placeholder" { return .placeholder }
        if tag.name.hasSuffix("Controller"), !InterfaceBuilderVocabulary.nonControllerObjectNames.contains(tag.name) {
            return .controller
        }
        if InterfaceBuilderVocabulary.viewElementNames.contains(tag.name) { return .view }
        return .element
    }

    private func controllerChildRole(_ tag: StartTag) -> ElementRole {
        if tag.key == "view", InterfaceBuilderVocabulary.viewElementNames.contains(tag.name) { return .view }
        if tag.name == "layoutGuides" { return .elementList(.controllerLayoutGuides) }
        if tag.name == "connections" { return .connectionList(.controller) }
        return .element
    }

    private mutating func viewChildRole(_ tag: StartTag) -> ElementRole {
        switch tag.name {
        case "subviews": return .viewList(.subviews)
        case "prototypes", "cells": return .viewList(.keyedViews)
        case "sections": return .sectionList
        case "constraints": return .constraintList
        case "viewLayoutGuide":
            views[views.count - 1].layoutGuides.append(
                IBLayoutGuide(id: tag.attributes["id"] ?? "", key: tag.key, line: tag.line))
            return .ignored
        case "variation": return .variation
        case "connections": return .connectionList(.view)
        default:
            if tag.key != nil, InterfaceBuilderVocabulary.viewElementNames.contains(tag.name) { return .view }
            return .element
        }
    }

    /// A connection, or `.ignored` with a warning for an element that is not one or has no destination.
    private mutating func connectionRole(_ tag: StartTag) -> ElementRole {
        guard let kind = IBConnection.Kind(rawValue: tag.name) else {
            warnings.append(
                .warning(
                    "unsupported connection <\(tag.name)>",
                    at: source.location(line: tag.line, element: tag.name),
                    category: .unsupportedElement))
            return .ignored
        }
        let a = tag.attributes
        guard let destination = a["destination"] else {
            warnings.append(
                .warning(
                    "<\(tag.name)> has no destination; it is skipped",
                    at: source.location(line: tag.line, element: tag.name)))
            return .ignored
        }
        connections.append(
            IBConnection(
                kind: kind, id: a["id"], destination: destination, property: a["property"], selector: a["selector"],
                eventType: a["eventType"], attributes: a.removing(Self.connectionFields), line: tag.line))
        return .connection
    }
}
