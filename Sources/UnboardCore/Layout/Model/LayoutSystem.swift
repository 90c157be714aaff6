/// The linear system of one layout in one environment: a frame per installed view, in root-view coordinates,
/// and the constraints UIKit would have between them: the generated ones, the root canvas, frames of
/// autoresizing views, stack views' own constraints, guides and intrinsic sizes.
///
/// It also lists what the engine varies to test what each frame depends on: stays (weakest preferences for
/// IB's recorded frames, which only matter where the constraints leave a frame ambiguous), parameters (values
/// the model guesses, such as baselines), and the constraints of `fillProportionally` stack views.
struct LayoutSystem {
    /// A weakest-priority preference for a variable's value.
    struct Stay {
        var variable: LayoutVariable
        var target: Double
    }

    /// What an unknown the model only guesses stands for.
    enum ParameterKind { case baseline, safeArea, cellOutsideTableMargin, hiddenArrangedPlacement }

    /// A value the model guesses, held by an edit variable above every optional constraint.
    struct Parameter {
        var variable: LayoutVariable
        var value: Double
        var kind: ParameterKind
        var view: Int
        /// For insets (safe area, margins): 0 top, 1 left, 2 bottom, 3 right.
        var edge = 0
    }

    /// A view's content size on one axis, applied only where the constraints leave that size open.
    struct IntrinsicSize {
        var view: Int
        var axis: LayoutAxis
        var value: Double
        var hugging: Double
        var compressionResistance: Double
    }

    /// The proportions of a `fillProportionally` stack view, and the same constraints with other proportions.
    struct ProportionalStack {
        var view: Int
        var constraints: [LinearConstraint]
        var perturbed: [LinearConstraint]
    }

    /// The priority of edit variables that hold parameters: above every priority a designer can set.
    static let parameterPriority = LayoutPriority(999.5)
    /// The priority of stays: below every priority a designer can set.
    static let stayPriority = LayoutPriority(0.5)

    let layout: ResolvedLayout
    let environment: LayoutEnvironment
    var factory = LayoutVariableFactory()
    /// Each view's alignment rectangle (its frame, but for a few controls), in root-view coordinates (scroll views'
    /// content at offset zero).
    var frames: [LayoutBox] = []
    /// IB's recorded frames in root-view coordinates, where recorded.
    var recordedFrames: [LayoutRect?] = []
    var constraints: [LinearConstraint] = []
    /// Every view's width and height at zero or more (`keepSizesNonNegative`), added after every other constraint.
    var sizeFloors: [LinearConstraint] = []
    var stays: [Stay] = []
    var parameters: [Parameter] = []
    var intrinsicSizes: [IntrinsicSize] = []
    var proportionalStacks: [ProportionalStack] = []
    /// The indices in `constraints` of the 'UISV-hiding' constraints that collapse hidden arranged views' sizes.
    var hidingSizeConstraints: [Int] = []
    var safeAreaInsets: [Int: BoxInsets] = [:]
    var cellOutsideTableMargins: [Int: BoxInsets] = [:]
    var contentBoxes: [Int: LayoutBox] = [:]
    var readableBoxes: [Int: LayoutBox] = [:]
    var baselines: [Int: (first: LinearExpression, last: LinearExpression)] = [:]
    /// The guides constraints refer to, by name, for drawing; the root's safe area is always there.
    var usedGuides: [(name: String, box: LayoutBox)] = []

    /// Builds the system of `layout` in `environment`.
    init(layout: ResolvedLayout, environment: LayoutEnvironment) {
        self.layout = layout
        self.environment = environment
        makeFrames()
        pinRoot()
        usedGuides.append(("\(views[0].node.name).safeAreaLayoutGuide", box(of: 0, guide: .safeArea)))
        for index in layout.views.indices.dropFirst() { positionWithoutConstraints(index) }
        for index in layout.views.indices where layout.views[index].node.arrangesSubviews { arrange(index) }
        for constraint in layout.constraints { translate(constraint) }
        keepSizesNonNegative()
        for index in layout.views.indices { collectIntrinsicSizes(index) }
    }

    var views: [ResolvedLayout.View] { layout.views }

    mutating func add(
        _ lhs: LinearExpression, _ relation: LayoutRelation, _ rhs: LinearExpression,
        priority: LayoutPriority = .required, _ label: String
    ) {
        constraints.append(LinearConstraint(lhs, relation, rhs, priority: priority, label: label))
    }

    private mutating func makeFrames() {
        for (index, view) in views.enumerated() {
            let name = view.node.name
            let variables = ["minX", "minY", "width", "height"].map { factory.make("\(name).\($0)") }
            frames.append(
                LayoutBox(
                    minX: LinearExpression(variables[0]), minY: LinearExpression(variables[1]),
                    width: LinearExpression(variables[2]), height: LinearExpression(variables[3])))
            let recorded = recordedFrame(index)
            recordedFrames.append(recorded)
            let target = recorded?.inset(by: view.alignmentInsets) ?? LayoutRect(x: 0, y: 0, width: 0, height: 0)
            stays += zip(variables, [target.x, target.y, target.width, target.height]).map {
                Stay(variable: $0, target: $1)
            }
        }
    }

    /// The view's recorded frame in root coordinates: its own recorded frame offset by its ancestors'.
    private func recordedFrame(_ index: Int) -> LayoutRect? {
        guard let parent = views[index].parent else {
            return LayoutRect(x: 0, y: 0, width: environment.canvas.width, height: environment.canvas.height)
        }
        guard let own = views[index].node.canvasFrame, let origin = recordedFrames[parent] else { return nil }
        return LayoutRect(x: origin.x + own.x, y: origin.y + own.y, width: own.width, height: own.height)
    }

    private mutating func pinRoot() {
        let root = frames[0]
        let name = views[0].node.name
        add(root.minX, .equal, 0, "\(name).minX == 0 (canvas)")
        add(root.minY, .equal, 0, "\(name).minY == 0 (canvas)")
        add(
            root.width, .equal, LinearExpression(constant: environment.canvas.width),
            "\(name).width == \(format(environment.canvas.width)) (canvas)")
        add(
            root.height, .equal, LinearExpression(constant: environment.canvas.height),
            "\(name).height == \(format(environment.canvas.height)) (canvas)")
    }
}

/// A number as logs write it: `120`, `20.33`.
func format(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
}
