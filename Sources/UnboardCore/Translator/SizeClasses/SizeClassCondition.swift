/// The size classes a `<variation key="...">` applies to: `default`, `widthClass=compact`,
/// `heightClass=compact-widthClass=regular`, ...
///
/// Resolution, as UIKit resolves a storyboard's variations for a trait collection (w, h):
/// - a condition matches when each size class it names equals the trait's (an unspecified trait matches only
///   conditions that do not name that axis, so `.unspecified` resolves like `default`);
/// - among matching conditions the most specific wins: one naming both classes beats one naming a single class,
///   which beats `default`;
/// - corner case: when a width-only and a height-only condition both match (e.g. `widthClass=compact` and
///   `heightClass=compact` on an iPhone in landscape, wC hC) and both set the same thing, the height-only one
///   wins. IB flags such overlaps as ambiguous; Unboard documents this choice here and tests it;
/// - two variations with the same key: the later one in the document wins.
struct SizeClassCondition: Hashable {
    var horizontal: SizeClass?
    var vertical: SizeClass?

    static let any = SizeClassCondition(horizontal: nil, vertical: nil)

    /// Parses a variation key; `nil` for keys that are not size classes (`userInterfaceIdiom=mac`, `displayGamut=P3`).
    init?(key: String) {
        if key == "default" {
            self = .any
            return
        }
        guard !key.isEmpty else { return nil }
        var horizontal: SizeClass?
        var vertical: SizeClass?
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2, let value = SizeClass(rawValue: pair[1]), value != .unspecified else { return nil }
            switch pair[0] {
            case "widthClass" where horizontal == nil: horizontal = value
            case "heightClass" where vertical == nil: vertical = value
            default: return nil
            }
        }
        self.init(horizontal: horizontal, vertical: vertical)
    }

    init(horizontal: SizeClass?, vertical: SizeClass?) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    func matches(_ traits: SizeClassTraits) -> Bool {
        (horizontal == nil || horizontal == traits.horizontal) && (vertical == nil || vertical == traits.vertical)
    }

    /// Orders matching conditions: both classes, then height only, then width only, then default.
    var rank: Int {
        switch (horizontal, vertical) {
        case (.some, .some): 3
        case (nil, .some): 2
        case (.some, nil): 1
        case (nil, nil): 0
        }
    }

    /// The value of the winning rule for a trait combination, or `nil` when no rule matches.
    static func resolve<Value>(
        _ rules: [(condition: SizeClassCondition, value: Value)], for traits: SizeClassTraits
    ) -> Value? {
        var best: (rank: Int, value: Value)?
        for rule in rules where rule.condition.matches(traits) {
            if best == nil || rule.condition.rank >= best!.rank { best = (rule.condition.rank, rule.value) }
        }
        return best?.value
    }
}
