import Yams

/// Reads `unboard.yml`, reporting every unknown key or wrong value as an error with its line.
public struct ConfigurationParser: Sendable {
    /// Creates a parser.
    public init() {}

    /// Parses the text of a configuration file; `path` names it in diagnostics.
    ///
    /// - Throws: The errors found, as `[Diagnostic]` wrapped in `ConfigurationError`.
    public func parse(_ text: String, path: String) throws -> UnboardConfiguration {
        var errors: [Diagnostic] = []
        func fail(_ message: String, _ node: Node?) {
            errors.append(
                .error(
                    message,
                    at: Diagnostic.Location(
                        filePath: path, line: node?.mark?.line ?? 1, column: node?.mark?.column ?? 1)))
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch {
            throw ConfigurationError(diagnostics: [
                .error("not valid YAML: \(error)", at: .init(filePath: path, line: 1, column: 1))
            ])
        }
        var configuration = UnboardConfiguration()
        guard let root else { return configuration }
        guard let mapping = root.mapping else {
            throw ConfigurationError(diagnostics: [
                .error(
                    "the file must be a mapping of keys to values",
                    at: .init(filePath: path, line: root.mark?.line ?? 1, column: 1))
            ])
        }
        for (keyNode, value) in mapping {
            guard let key = keyNode.string, UnboardConfiguration.keys[key] != nil else {
                let known = UnboardConfiguration.keys.keys.sorted().joined(separator: ", ")
                fail("unknown key '\(keyNode.string ?? "?")'; the keys are \(known)", keyNode)
                continue
            }
            read(key, value, into: &configuration, path: path, fail: fail)
        }
        if !errors.isEmpty { throw ConfigurationError(diagnostics: errors) }
        return configuration
    }

    private func read(
        _ key: String, _ value: Node, into configuration: inout UnboardConfiguration, path: String,
        fail: (String, Node?) -> Void
    ) {
        let expected = UnboardConfiguration.keys[key] ?? ""
        switch key {
        case "inputs":
            guard let items = value.sequence?.map(\.string), items.allSatisfy({ $0 != nil }) else {
                return fail("'inputs' must be \(expected)", value)
            }
            configuration.inputs = items.compactMap { $0 }
            configuration.inputLines = value.sequence?.map { $0.mark?.line ?? 1 } ?? []
        case "output":
            configuration.output = string(value, key, expected, fail)
            // An empty output would mean the configuration's own folder, where sources live.
            if configuration.output?.allSatisfy(\.isWhitespace) == true {
                fail(
                    "'output' must not be empty; name the folder the generated files go into (for example Generated)",
                    value)
            }
        case "moduleName":
            configuration.moduleName = string(value, key, expected, fail)
            if let name = configuration.moduleName, !SwiftIdentifier.isValid(name) {
                fail("'moduleName' must be \(expected)", value)
            }
        case "access":
            switch value.string {
            case "internal": configuration.access = .internal
            case "public": configuration.access = .public
            default: fail("'access' must be \(expected)", value)
            }
        case "customClassStubs":
            guard let flag = value.bool else { return fail("'customClassStubs' must be \(expected)", value) }
            configuration.customClassStubs = flag
        case "supportFile":
            guard let flag = value.bool else { return fail("'supportFile' must be \(expected)", value) }
            configuration.supportFile = flag
        case "maxDepth":
            guard let depth = value.int, depth > 0 else { return fail("'maxDepth' must be \(expected)", value) }
            configuration.maxDepth = depth
        case "deploymentTarget":
            configuration.deploymentTarget = string(value, key, expected, fail)
            if let version = configuration.deploymentTarget, !UnboardConfiguration.isVersion(version) {
                fail("'deploymentTarget' must be \(expected)", value)
            }
        case "localize":
            guard let mode = value.string.flatMap(LocalizationOptions.Mode.init(rawValue:)) else {
                return fail("'localize' must be \(expected)", value)
            }
            configuration.localize = mode
        case "localizationBundle":
            configuration.localizationBundle = string(value, key, expected, fail)
            if configuration.localizationBundle?.isEmpty == true {
                fail("'localizationBundle' must be \(expected)", value)
            }
        case "singleFile":
            configuration.singleFile = string(value, key, expected, fail)
            if let name = configuration.singleFile, !name.hasSuffix(".swift") || !OutputWriter.isSafeFileName(name) {
                fail("'singleFile' must be \(expected)", value)
            }
        case "viewNames":
            guard let mode = value.string.flatMap(ViewNameMode.init(rawValue:)) else {
                return fail("'viewNames' must be \(expected)", value)
            }
            configuration.viewNames = mode
        case "nibLoadingClasses":
            readNibLoadingClasses(value, into: &configuration, path: path, fail: fail)
        default:
            readTemplates(value, into: &configuration, fail: fail)
        }
    }

    /// `ClassName: path/to/Class.xib` pairs: a Swift type name, and a xib path.
    private func readNibLoadingClasses(
        _ value: Node, into configuration: inout UnboardConfiguration, path: String, fail: (String, Node?) -> Void
    ) {
        guard let mapping = value.mapping else {
            return fail("'nibLoadingClasses' must be \(UnboardConfiguration.keys["nibLoadingClasses"] ?? "")", value)
        }
        for (classNode, pathNode) in mapping {
            guard let className = classNode.string, SwiftIdentifier.isValid(className) else {
                fail("'nibLoadingClasses': '\(classNode.string ?? "?")' must be a Swift class name", classNode)
                continue
            }
            guard let xibPath = pathNode.string, pathNode.scalar != nil, xibPath.hasSuffix(".xib") else {
                fail("'nibLoadingClasses': the xib of \(className) must be a path ending in .xib", pathNode)
                continue
            }
            let location = Diagnostic.Location(
                filePath: path, line: classNode.mark?.line ?? 1, column: classNode.mark?.column ?? 1)
            configuration.nibLoadingClasses.append(
                NibLoadingClass(className: className, xibPath: xibPath, location: location))
        }
    }

    private func readTemplates(
        _ value: Node, into configuration: inout UnboardConfiguration, fail: (String, Node?) -> Void
    ) {
        guard let mapping = value.mapping else {
            return fail("'templates' must be \(UnboardConfiguration.keys["templates"] ?? "")", value)
        }
        for (kindNode, pathNode) in mapping {
            guard let kind = kindNode.string, UnboardConfiguration.templateKinds.contains(kind) else {
                fail(
                    "unknown template kind '\(kindNode.string ?? "?")'; the kinds are \(UnboardConfiguration.templateKinds.sorted().joined(separator: ", "))",
                    kindNode)
                continue
            }
            guard let path = pathNode.string else {
                fail("template '\(kind)' must be a path", pathNode)
                continue
            }
            configuration.templates[kind] = path
        }
    }

    private func string(_ value: Node, _ key: String, _ expected: String, _ fail: (String, Node?) -> Void) -> String? {
        guard let text = value.string, value.scalar != nil else {
            fail("'\(key)' must be \(expected)", value)
            return nil
        }
        return text
    }
}

/// The errors found in a configuration file.
public struct ConfigurationError: Error, Sendable {
    /// One error per problem, each with its line.
    public var diagnostics: [Diagnostic]
}
