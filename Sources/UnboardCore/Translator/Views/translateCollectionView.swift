extension ViewClass {
    /// `UICollectionView`, created with its layout: the `collectionViewLayout` element becomes an object created
    /// just before the view (`translatePrelude`). Its cells are layouts of their own.
    static let uiCollectionView = ViewClass(
        swiftType: "UICollectionView",
        attributes: [
            "allowsSelection": Rules.bool("allowsSelection"),
            "allowsMultipleSelection": Rules.bool("allowsMultipleSelection"),
            "allowsSelectionDuringEditing": Rules.bool("allowsSelectionDuringEditing"),
            "allowsMultipleSelectionDuringEditing": Rules.bool("allowsMultipleSelectionDuringEditing"),
            "prefetchingEnabled": Rules.bool("isPrefetchingEnabled"),
            "remembersLastFocusedIndexPath": Rules.bool("remembersLastFocusedIndexPath"),
            "dragInteractionEnabled": Rules.bool("dragInteractionEnabled"),
            "dataMode": Rules.consumed,
        ],
        elements: [
            "collectionViewFlowLayout:collectionViewLayout": Rules.consumedElement,
            "collectionViewLayout:collectionViewLayout": Rules.consumedElement,
        ],
        defaults: CodeDefaults.values(of: "UICollectionView"),
        interfaceBuilderOmissions: [
            "allowsSelection": "YES", "allowsMultipleSelection": "NO", "prefetchingEnabled": "YES",
            "allowsSelectionDuringEditing": "NO", "allowsMultipleSelectionDuringEditing": "NO",
        ],
        construction: { view, _ in
            SwiftExpression.identifier(view.customClass?.name ?? "UICollectionView")(
                SwiftArgument("frame", .dot("zero")),
                SwiftArgument("collectionViewLayout", SwiftExpression.identifier("UICollectionViewFlowLayout")()))
        }
    ).inheriting(from: .uiScrollView)

    /// `UICollectionReusableView`, which its collection view creates.
    static let uiCollectionReusableView = ViewClass(
        swiftType: "UICollectionReusableView", constructionAttributes: ["reuseIdentifier"]
    ).inheriting(from: .uiView)

    /// `UICollectionViewCell`, which its collection view creates.
    static let uiCollectionViewCell = ViewClass(
        swiftType: "UICollectionViewCell",
        elements: [
            // IB's canvas size for the prototype; at run time the layout (or its delegate) sizes the cell.
            "size:customSize": Rules.consumedElement
        ],
        constructionAttributes: ["reuseIdentifier"]
    ).inheriting(from: .uiCollectionReusableView)

    /// `UICollectionViewFlowLayout`.
    static let uiCollectionViewFlowLayout = ViewClass(
        swiftType: "UICollectionViewFlowLayout",
        attributes: [
            "scrollDirection": Rules.enumeration(IBEnumerations.scrollDirection, "scrollDirection"),
            "minimumLineSpacing": Rules.number("minimumLineSpacing"),
            "minimumInteritemSpacing": Rules.number("minimumInteritemSpacing"),
            "sectionInsetReference": Rules.enumeration(IBEnumerations.sectionInsetReference, "sectionInsetReference"),
            "sectionHeadersPinToVisibleBounds": Rules.bool("sectionHeadersPinToVisibleBounds"),
            "sectionFootersPinToVisibleBounds": Rules.bool("sectionFootersPinToVisibleBounds"),
            "automaticEstimatedItemSize": { value, t in
                if value == "YES" {
                    t.assign(
                        "estimatedItemSize",
                        value: SwiftExpression.identifier("UICollectionViewFlowLayout").dot("automaticSize"))
                }
            },
        ],
        elements: [
            "size:itemSize": size("itemSize", unless: (50, 50)),
            "size:estimatedItemSize": size("estimatedItemSize", unless: (0, 0)),
            "size:headerReferenceSize": size("headerReferenceSize", unless: (0, 0)),
            "size:footerReferenceSize": size("footerReferenceSize", unless: (0, 0)),
            "inset:sectionInset": { element, t in
                guard
                    ["minX", "minY", "maxX", "maxY"].contains(where: {
                        (element.attributes[$0].flatMap(Double.init) ?? 0) != 0
                    })
                else { return }
                insets("sectionInset")(element, &t)
            },
        ],
        defaults: CodeDefaults.values(of: "UICollectionViewFlowLayout"),
        interfaceBuilderOmissions: [
            "scrollDirection": "vertical", "minimumLineSpacing": "10", "minimumInteritemSpacing": "10",
            "sectionInsetReference": "contentInset", "automaticEstimatedItemSize": "NO",
        ])

    /// A custom `UICollectionViewLayout` (`<collectionViewLayout key="collectionViewLayout" customClass=...>`).
    static let uiCollectionViewLayout = ViewClass(swiftType: "UICollectionViewLayout")

    /// A `CGSize` element, left out when it equals the property's default.
    private static func size(_ property: String, unless defaultSize: (Double, Double)) -> ElementRule {
        { element, t in
            let width = element.attributes["width"].flatMap(Double.init) ?? 0
            let height = element.attributes["height"].flatMap(Double.init) ?? 0
            guard (width, height) != defaultSize else { return }
            size(property)(element, &t)
        }
    }
}
