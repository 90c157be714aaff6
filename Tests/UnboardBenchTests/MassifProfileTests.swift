import Testing

@testable import unboard_bench

/// massif's peak snapshot read into a tree, and the tree's bytes by allocating function and inclusive.
@Suite struct MassifProfileTests {
    /// Two snapshots in massif's format (names shortened), the second the peak: a detailed one before it must not
    /// be read; `own` frames stand for Unboard's (`$s11UnboardCore...`), `recurse` calls itself.
    static let massif = """
        desc: --massif-out-file=massif.out
        cmd: ./unboard generate Synthetic10MB-fresh.storyboard
        time_unit: i
        #-----------
        snapshot=3
        #-----------
        time=1000
        mem_heap_B=999
        mem_heap_extra_B=1
        mem_stacks_B=0
        heap_tree=detailed
        n1: 999 (heap allocation functions) malloc/new/new[], --alloc-fns, etc.
         n0: 999 0x1: $s11UnboardCore5EarlyV (in /tmp/unboard)
        #-----------
        snapshot=4
        #-----------
        time=2000
        mem_heap_B=1000
        mem_heap_extra_B=24
        mem_stacks_B=0
        heap_tree=peak
        n3: 1000 (heap allocation functions) malloc/new/new[], --alloc-fns, etc.
         n2: 600 0x2D53E0: $ss22_ContiguousArrayBufferV20_consumeAndCreateNewTg5 (in /tmp/unboard)
          n1: 400 0x2FA611: $s11UnboardCore12IBAttributesV8removingF (in /tmp/unboard)
           n0: 400 0x28A9B7: $s11UnboardCore7recurseF (in /tmp/unboard)
          n1: 200 0x35580C: $s11UnboardCore7recurseF (in /tmp/unboard)
           n1: 200 0x35580D: $s11UnboardCore7recurseF (in /tmp/unboard)
            n0: 200 0x5266AAB: $sSiIgy_SiIegy_TRTA (in /opt/swift/usr/lib/swift/linux/libswiftDispatch.so)
         n1: 300 0x49DFE65: $ss18_DictionaryStorageC8allocateF (in /opt/swift/usr/lib/swift/linux/libswiftCore.so)
          n0: 300 0x618D6EA: xmlParseChunk (in /usr/lib/x86_64-linux-gnu/libxml2.so.2.9.14)
         n0: 100 in 945 places, all below massif's threshold (1.00%)
        #-----------
        snapshot=5
        #-----------
        time=3000
        mem_heap_B=10
        mem_heap_extra_B=0
        mem_stacks_B=0
        heap_tree=empty
        """

    @Test func readsThePeakSnapshotOnly() throws {
        let profile = try #require(MassifProfile(text: Self.massif))
        #expect(profile.heapBytes == 1000)
        #expect(profile.extraBytes == 24)
        #expect(profile.tree.children.map(\.bytes) == [600, 300, 100])
        let array = profile.tree.children[0]
        #expect(array.function == "$ss22_ContiguousArrayBufferV20_consumeAndCreateNewTg5")
        #expect(array.object == "/tmp/unboard")
        #expect(
            array.children.map(\.function) == ["$s11UnboardCore12IBAttributesV8removingF", "$s11UnboardCore7recurseF"])
        #expect(profile.tree.children[2].isBelowThreshold)
        #expect(profile.tree.children[1].children[0].function == "xmlParseChunk")
    }

    @Test func givesNothingWithoutAPeak() {
        #expect(MassifProfile(text: "desc: x\nsnapshot=0\nmem_heap_B=0\nheap_tree=empty\n") == nil)
    }

    @Test func attributesBytesToTheFirstOwnFrameAboveTheAllocation() throws {
        let profile = try #require(MassifProfile(text: Self.massif))
        let sites = profile.sites { MassifProfile.isUnboard($0.function) }
        #expect(
            sites.map(\.function) == [
                "$s11UnboardCore12IBAttributesV8removingF", "no frame of Unboard's", "$s11UnboardCore7recurseF",
                "below massif's threshold",
            ])
        #expect(sites.map(\.bytes) == [400, 300, 200, 100])
    }

    @Test func countsAFunctionOncePerStackInclusive() throws {
        let profile = try #require(MassifProfile(text: Self.massif))
        let inclusive = profile.inclusive { $0.object.hasSuffix("libswiftDispatch.so") }
        let bytes = Dictionary(uniqueKeysWithValues: inclusive.map { ($0.function, $0.bytes) })
        // 400 under IBAttributes.removing, 200 on the stack that recurses twice: 600, not 800.
        #expect(bytes["$s11UnboardCore7recurseF"] == 600)
        #expect(bytes["$ss22_ContiguousArrayBufferV20_consumeAndCreateNewTg5"] == 600)
        #expect(bytes["xmlParseChunk"] == 300)
        #expect(bytes["$sSiIgy_SiIegy_TRTA"] == nil)
        #expect(inclusive.first?.bytes == 600)
        #expect(profile.functions.count == 6)
    }
}
