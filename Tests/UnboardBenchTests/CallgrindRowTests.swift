import Testing

@testable import unboard_bench

/// `callgrind_annotate`'s function table read into rows, and the process's scaffolding told from the work.
@Suite struct CallgrindRowTests {
    /// The head and first rows of a real `callgrind_annotate --inclusive=yes` over `generate` (10 MB), demangled;
    /// the last row as it reads when the binary's debug information can be read (a source file before the name).
    static let annotated = """
        --------------------------------------------------------------------------------
        Profile data file '/tmp/unboard-bench/callgrind-10MB-fresh' (creator: callgrind-3.19.0)
        --------------------------------------------------------------------------------
        Timerange: Basic block 0 - 1074276729
        Thresholds:       100

        --------------------------------------------------------------------------------
        Ir
        --------------------------------------------------------------------------------
        4,965,399,169 (100.0%)  PROGRAM TOTALS

        --------------------------------------------------------------------------------
        Ir                      file:function
        --------------------------------------------------------------------------------
        3,647,918,006 (73.47%)  ???:0x000000000001ab70 [/usr/lib/x86_64-linux-gnu/ld-linux-x86-64.so.2]
        3,632,128,600 (73.15%)  ???:(below main) [/tmp/unboard-bench/unboard-stripped]
        3,632,128,589 (73.15%)  ./csu/../csu/libc-start.c:__libc_start_main@@GLIBC_2.34 [/usr/lib/x86_64-linux-gnu/libc.so.6]
        3,632,081,211 (73.15%)  ???:unboard_main [/tmp/unboard-bench/unboard-stripped]
        3,632,081,205 (73.15%)  ???:specialized static Unboard.main() [/tmp/unboard-bench/unboard-stripped]
        3,610,568,976 (72.71%)  ???:protocol witness for ParsableCommand.run() in conformance Generate [/tmp/unboard-bench/unboard-stripped]
        3,610,568,881 (72.71%)  ???:Generate.run() [/tmp/unboard-bench/unboard-stripped]
        3,526,569,098 (71.02%)  ???:_dispatch_client_callout2 [/opt/swift/usr/lib/swift/linux/libdispatch.so]
        3,429,453,067 (69.07%)  ???:GeneratorPipeline.run(_:) [/tmp/unboard-bench/unboard-stripped]
        2,209,192,418 (44.49%)  ???:static DispatchQueue.concurrentPerform(iterations:execute:) [/opt/swift/usr/lib/swift/linux/libswiftDispatch.so]
        1,560,858,393 (31.43%)  ???:swift_release'2 [/opt/swift/usr/lib/swift/linux/libswiftCore.so]
        1,362,978,634 (27.45%)  ???:partial apply for specialized closure #1 in GeneratorPipeline.renderEach<A>(_:count:_:) [/tmp/unboard-bench/unboard-stripped]
        1,331,350,464 (28.27%)  ???:closure #2 in InterfaceTranslator.translateDocuments(_:diagnostics:) [/tmp/unboard-bench/unboard-stripped]
        1,020,304,050 (20.55%)  /work/main/Sources/UnboardCore/Translator/TranslationContext.swift:TranslationContext.translateLayout(_:key:) [/tmp/unboard]

        """

    @Test func readsEveryFunctionRowWithItsCountAndObject() {
        let rows = CallgrindRow.rows(in: Self.annotated)
        #expect(rows.count == 14)
        #expect(
            rows[8]
                == CallgrindRow(
                    instructions: 3_429_453_067, function: "GeneratorPipeline.run(_:)",
                    object: "/tmp/unboard-bench/unboard-stripped"))
        // A source file before the name goes; a Swift name's own colons stay.
        #expect(rows[2].function == "__libc_start_main@@GLIBC_2.34")
        #expect(rows[2].object == "/usr/lib/x86_64-linux-gnu/libc.so.6")
        #expect(rows[12].function == "closure #2 in InterfaceTranslator.translateDocuments(_:diagnostics:)")
        #expect(rows[10].function == "swift_release'2")
        #expect(rows[13].function == "TranslationContext.translateLayout(_:key:)")
    }

    @Test func readsTheProgramTotal() {
        #expect(CallgrindRow.programTotal(in: Self.annotated) == 4_965_399_169)
        #expect(CallgrindRow.programTotal(in: "Ir\n") == nil)
    }

    @Test func leavesOutTheEntryDispatchAndThunksOnly() {
        let kept = CallgrindRow.rows(in: Self.annotated).filter {
            !ProfileScaffolding.hides(function: $0.function, object: $0.object)
        }
        #expect(
            kept.map(\.function) == [
                "GeneratorPipeline.run(_:)", "swift_release'2",
                "closure #2 in InterfaceTranslator.translateDocuments(_:diagnostics:)",
                "TranslationContext.translateLayout(_:key:)",
            ])
    }
}
