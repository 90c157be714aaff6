import CLibXML2

/// Swift strings for the element and attribute names of one document, made once per name instead of once per use.
///
/// libxml2 interns names in the reader's dictionary, so every occurrence of a name is the same pointer, and a
/// lookup by address is far cheaper than decoding the bytes again. Only pointers the dictionary owns are kept:
/// `xmlTextReaderConstString` returns the interned copy of a string, and a name is cached only when that copy is
/// the pointer itself. Dictionary strings live, unchanged, as long as the reader, which outlives this table.
struct InternedNames {
    private var keys = [UInt](repeating: 0, count: 512)
    private var names = [String](repeating: "", count: 512)
    private var count = 0

    /// The name at `pointer`, `""` for none.
    mutating func name(_ pointer: UnsafePointer<xmlChar>?, reader: xmlTextReaderPtr) -> String {
        guard let pointer else { return "" }
        let key = UInt(bitPattern: pointer)
        let mask = keys.count - 1
        var slot = Self.slot(key, mask)
        while keys[slot] != 0 {
            if keys[slot] == key { return names[slot] }
            slot = (slot + 1) & mask
        }
        let name = String(cString: pointer)
        guard xmlTextReaderConstString(reader, pointer) == pointer else { return name }
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

    /// The text at `pointer`; shared when it is a line break and up to 128 spaces.
    mutating func text(_ pointer: UnsafePointer<xmlChar>) -> String {
        guard pointer[0] == 0x0A else { return String(cString: pointer) }
        var spaces = 0
        while pointer[spaces + 1] == 0x20 { spaces += 1 }
        guard pointer[spaces + 1] == 0, spaces < strings.count else { return String(cString: pointer) }
        if let shared = strings[spaces] { return shared }
        let text = String(cString: pointer)
        strings[spaces] = text
        return text
    }
}
