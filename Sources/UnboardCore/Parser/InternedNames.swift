import CLibXML2

/// Swift strings for the element and attribute names of one document, made once per name instead of once per use.
///
/// libxml2 interns names in its parser's dictionary, so every occurrence of a name is the same pointer, and a
/// lookup by address is far cheaper than decoding the bytes again. Only pointers the dictionary owns are kept.
/// Dictionary strings live, unchanged, as long as the parser, which outlives this table.
struct InternedNames {
    private var keys = [UInt](repeating: 0, count: 512)
    private var names = [String](repeating: "", count: 512)
    private var count = 0

    /// The name at `pointer`, `""` for none.
    mutating func name(_ pointer: UnsafePointer<xmlChar>?, in dictionary: xmlDictPtr) -> String {
        guard let pointer else { return "" }
        let key = UInt(bitPattern: pointer)
        let mask = keys.count - 1
        var slot = Self.slot(key, mask)
        while keys[slot] != 0 {
            if keys[slot] == key { return names[slot] }
            slot = (slot + 1) & mask
        }
        let name = String(cString: pointer)
        guard xmlDictOwns(dictionary, pointer) == 1 else { return name }
        keys[slot] = key
        names[slot] = name
        count += 1
        if count * 2 > keys.count { grow() }
        return name
    }

    /// A multiplicative hash of the address, whose low bits carry little (allocations are aligned).
    private static func slot(_ key: UInt, _ mask: Int) -> Int {
        Int(truncatingIfNeeded: ((key >> 3) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    private mutating func grow() {
        let old = zip(keys, names).filter { $0.0 != 0 }
        keys = [UInt](repeating: 0, count: keys.count * 2)
        names = [String](repeating: "", count: keys.count)
        let mask = keys.count - 1
        for (key, name) in old {
            var slot = Self.slot(key, mask)
            while keys[slot] != 0 { slot = (slot + 1) & mask }
            keys[slot] = key
            names[slot] = name
        }
    }
}

/// The whitespace between elements as Interface Builder writes it, a line break and an indentation of spaces,
/// shared instead of allocated for every element (it is dropped anyway once the element has children).
struct Indentations {
    private var strings: [String?] = Array(repeating: nil, count: 129)

    /// The text of `bytes`; shared when it is a line break and up to 128 spaces.
    mutating func text(_ bytes: UnsafeBufferPointer<xmlChar>) -> String {
        let spaces = bytes.count - 1
        guard spaces >= 0, spaces < strings.count, bytes[0] == 0x0A, bytes.dropFirst().allSatisfy({ $0 == 0x20 })
        else { return String(decoding: bytes, as: UTF8.self) }
        if let shared = strings[spaces] { return shared }
        let text = String(decoding: bytes, as: UTF8.self)
        strings[spaces] = text
        return text
    }
}
