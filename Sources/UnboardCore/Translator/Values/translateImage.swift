extension TranslationContext {
    /// `UIImage(systemName:)` for SF Symbols listed in the resources, `UIImage(named:)` otherwise.
    func image(named name: String) -> SwiftExpression {
        guard !systemImageNames.contains(name) else {
            return SwiftExpression.identifier("UIImage")(SwiftArgument("systemName", .string(name)))
        }
        return .call(.identifier("UIImage"), namedResourceArguments(name))
    }
}

extension TranslationContext {
    /// `<imageReference key="image" image="chevron.down" catalog="system" symbolScale="medium"/>`: the image, with
    /// its symbol scale for SF Symbols.
    func imageReference(_ element: IBElement) -> SwiftExpression? {
        guard let name = element.attributes["image"] else {
            warning("<imageReference> without an image is not translated", line: element.line, element: element.name)
            return nil
        }
        let scale = element.attributes["symbolScale"].flatMap { $0 == "default" ? nil : $0 }
        guard element.attributes["catalog"] == "system" || systemImageNames.contains(name), let scale else {
            return image(named: name)
        }
        let configuration = symbolConfiguration(scale: scale, weight: nil, pointSize: nil, line: element.line)
        return SwiftExpression.identifier("UIImage")(
            SwiftArgument("systemName", .string(name)), SwiftArgument("withConfiguration", configuration))
    }

    /// `<preferredSymbolConfiguration scale="small" weight="semibold" pointSize="17"/>` as a `UIImage.SymbolConfiguration`.
    func symbolConfiguration(_ element: IBElement) -> SwiftExpression {
        let a = element.attributes
        return symbolConfiguration(
            scale: a["scale"], weight: a["weight"], pointSize: a["pointSize"].flatMap(Double.init), line: element.line)
    }

    private func symbolConfiguration(scale: String?, weight: String?, pointSize: Double?, line: Int) -> SwiftExpression
    {
        let type = SwiftExpression.identifier("UIImage").dot("SymbolConfiguration")
        let scales = IBEnumerations.symbolScales
        let weights = Self.weights.union(["unspecified"])
        let scaleMember = scale.flatMap {
            scales.contains($0) ? SwiftExpression.dot($0) : reportedNil("symbol scale", $0, line)
        }
        let weightMember = weight.flatMap {
            weights.contains($0) ? SwiftExpression.dot($0) : reportedNil("symbol weight", $0, line)
        }
        if let pointSize {
            return type(
                SwiftArgument("pointSize", .number(pointSize)),
                SwiftArgument("weight", weightMember ?? .dot("regular")),
                SwiftArgument("scale", scaleMember ?? .dot("default")))
        }
        switch (scaleMember, weightMember) {
        case (let scale?, let weight?):
            return type(SwiftArgument("weight", weight)).dot("applying")(
                .unlabeled(type(SwiftArgument("scale", scale))))
        case (let scale?, nil): return type(SwiftArgument("scale", scale))
        case (nil, let weight?): return type(SwiftArgument("weight", weight))
        case (nil, nil): return type(SwiftArgument("scale", .dot("default")))
        }
    }

    private func reportedNil(_ what: String, _ value: String, _ line: Int) -> SwiftExpression? {
        unknownValue(value, for: what, line: line, element: nil)
        return nil
    }
}
