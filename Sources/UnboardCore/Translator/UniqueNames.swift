/// Names made unique within one scope (a builder's views, a storyboard's factories and segue methods, the key
/// constants, the output files) by numbering: the first request for a base gets it as is, later ones the first free
/// numbered form from 2 on (`base2`, `base3`, ...).
///
/// It remembers the next number to try for each base, so that `k` requests for one base cost `k` lookups in all
/// instead of `k²/2`: a storyboard that repeats one class or segue identifier over many scenes stays linear.
/// Skipping the numbers tried before gives the same names as trying from 2 each time, since names are never
/// released and a base always numbers the same way.
struct UniqueNames {
    private var used: Set<String>
    /// The next number to try, by base (by its normalized form).
    private var nextNumber: [String: Int] = [:]
    /// Whether names that differ only in case count as one (file names on a case-insensitive file system).
    private let ignoringCase: Bool

    /// Starts with `reserved` taken; with `ignoringCase`, names that differ only in case count as one.
    init(reserved: Set<String> = [], ignoringCase: Bool = false) {
        self.ignoringCase = ignoringCase
        used = ignoringCase ? Set(reserved.map { $0.lowercased() }) : reserved
    }

    private func normalize(_ name: String) -> String {
        ignoringCase ? name.lowercased() : name
    }

    /// Whether the name is taken.
    func contains(_ name: String) -> Bool {
        used.contains(normalize(name))
    }

    /// Takes `name` as is; `false` when it was already taken.
    @discardableResult
    mutating func insert(_ name: String) -> Bool {
        used.insert(normalize(name)).inserted
    }

    /// `base` when free, else `base` numbered from 2 on (`base2`, `base3`, ...), taken.
    mutating func unique(_ base: String) -> String {
        unique(base) { base + String($0) }
    }

    /// `base` when free, else `numbered(n)` for the first free `n` from 2 on, taken; `numbered` must depend on `base`
    /// alone (`makeDetail3`, `showDetail3Segue`, `Detail-3.swift`).
    mutating func unique(_ base: String, numbered: (Int) -> String) -> String {
        let key = normalize(base)
        if used.insert(key).inserted { return base }
        var number = nextNumber[key] ?? 2
        var name = numbered(number)
        while !used.insert(normalize(name)).inserted {
            number += 1
            name = numbered(number)
        }
        nextNumber[key] = number + 1
        return name
    }
}
