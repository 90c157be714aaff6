extension InterfaceTranslator {
    /// Names the builder and key constant of each prototype a table or collection view registers, known only once
    /// all builders are made; a prototype without a reuse identifier cannot be registered and is left out.
    static func resolvePrototypeRegistrations(_ builders: inout [BuilderModel]) {
        var byPrototype: [String: (typeName: String, keyConstant: String)] = [:]
        for builder in builders {
            for layout in builder.layouts where layout.rootParameter?.registeredReuseIdentifier != nil {
                byPrototype[layout.sourcePath + "#" + layout.root.id] = (builder.typeName, layout.keyConstant)
            }
        }
        for b in builders.indices {
            for l in builders[b].layouts.indices {
                let path = builders[b].layouts[l].sourcePath
                builders[b].layouts[l].root.resolvePrototypes { registration in
                    guard let found = byPrototype[path + "#" + registration.prototypeID] else { return nil }
                    var resolved = registration
                    resolved.typeName = found.typeName
                    resolved.keyConstant = found.keyConstant
                    return resolved
                }
            }
        }
    }
}
