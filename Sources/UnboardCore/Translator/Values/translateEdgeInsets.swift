extension EdgeInsetsExpression {
    /// IB's `<edgeInsets top= left= bottom= right=>` or `<directionalEdgeInsets top= leading= bottom= trailing=>`,
    /// whose attributes are named as the labels; a missing one is 0.
    init(_ kind: Kind, _ element: IBElement) {
        self.init(kind, kind.labels.map { element.attributes[$0].flatMap(Double.init) ?? 0 })
    }
}
