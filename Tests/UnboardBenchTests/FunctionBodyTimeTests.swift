import Testing

@testable import unboard_bench

/// `-debug-time-function-bodies` lines read and grouped by the kind of function the generator writes.
@Suite struct FunctionBodyTimeTests {
    /// Lines as swiftc 6.3 writes them (paths shortened), with a diagnostic between them.
    static let output = """
        0.91ms\t/o/CodeInterfaceBuilderKey.swift:18:10\tinstance method main.(file).CodeInterfaceBuilderKey.select(for:)@/o/CodeInterfaceBuilderKey.swift:18:10
        1.50ms\t/o/HomeCodeInterfaceBuilder.swift:29:5\tinitializer main.(file).HomeCodeInterfaceBuilder.init(key:)@/o/HomeCodeInterfaceBuilder.swift:29:5
        2.25ms\t/o/HomeCodeInterfaceBuilder.swift:56:13\tinitializer main.(file).HomeCodeInterfaceBuilder.init(mainHome:)@/o/HomeCodeInterfaceBuilder.swift:56:13
        0.75ms\t/o/HomeCodeInterfaceBuilder.swift:126:13\tinitializer main.(file).HomeCodeInterfaceBuilder.init(modalHome:)@/o/HomeCodeInterfaceBuilder.swift:126:13
        0.40ms\t/o/HomeCodeInterfaceBuilder.swift:44:10\tinstance method main.(file).HomeCodeInterfaceBuilder.apply(_:)@/o/HomeCodeInterfaceBuilder.swift:44:10
        0.30ms\t/o/HomeCodeInterfaceBuilder.swift:49:10\tinstance method main.(file).HomeCodeInterfaceBuilder.addOkinawaButtonTappedAction(_:)@/o/HomeCodeInterfaceBuilder.swift:49:10
        /o/MainScenes.swift:13:48: warning: something
        0.90ms\t/o/MainScenes.swift:20:17\tstatic method main.(file).MainScenes.makeHome()@/o/MainScenes.swift:20:17
        0.01ms\t/o/CodeInterfaceBuilderKey.swift:37:60\tgetter main.(file).CodeInterfaceBuilderLayoutSelecting.codeInterfaceBuilderKey.getter@/o/CodeInterfaceBuilderKey.swift:37:60
        3.44ms\t/o/CodeInterfaceBuilderKey.swift:43:17\tstatic method main.(file).UIFont extension.codeInterfaceBuilderFont(named:size:)@/o/CodeInterfaceBuilderKey.swift:43:17
        """

    @Test func readsEachTimedBody() {
        let times = FunctionBodyTime.parse(Self.output)
        #expect(times.count == 9)
        #expect(
            times[2]
                == FunctionBodyTime(
                    milliseconds: 2.25, file: "/o/HomeCodeInterfaceBuilder.swift", line: 56,
                    declaration: "initializer main.(file).HomeCodeInterfaceBuilder.init(mainHome:)"))
        #expect(
            times.map(\.name) == [
                "select(for:)", "init(key:)", "init(mainHome:)", "init(modalHome:)", "apply(_:)",
                "addOkinawaButtonTappedAction(_:)", "makeHome()", "getter", "codeInterfaceBuilderFont(named:size:)",
            ])
    }

    @Test func groupsByKindOfGeneratedFunction() {
        let groups = FunctionBodyTime.byKind(FunctionBodyTime.parse(Self.output))
        #expect(
            groups.map(\.kind) == [
                "the key file", "layout initializers (each view's statements)", "builders' init(key:)",
                "Scenes factories (make…())", "apply(_:) (size classes)", "add…Action(_:)",
            ])
        #expect(groups.map(\.count) == [3, 2, 1, 1, 1, 1])
        #expect(abs(groups[1].milliseconds - 3.0) < 1e-9)
        #expect(abs(groups[0].milliseconds - 4.36) < 1e-9)
    }
}
