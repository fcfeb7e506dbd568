/// What a view holds for Auto Layout, kept apart from `View`'s own fields.
final class AutoLayoutState {
    var translatesAutoresizingMaskIntoConstraints = true
    /// The constraints installed on the view (it is their items' nearest common ancestor).
    var constraints: [LayoutConstraint] = []
    var layoutGuides: [LayoutGuide] = []
    var huggingPriorities: [LayoutAxis: LayoutPriority] = [.horizontal: .defaultLow, .vertical: .defaultLow]
    var compressionResistancePriorities: [LayoutAxis: LayoutPriority] = [.horizontal: .defaultHigh, .vertical: .defaultHigh]
    var needsUpdateConstraints = false
    /// The engine of the view's tree, held by the tree's root once any constraint is activated in it.
    var engine: LayoutEngine?
    var variables: LayoutVariables?
    /// The guide `safeAreaLayoutGuide` made on first use.
    var safeAreaGuide: LayoutGuide?

    /// The tree's engine, made when the first constraint of the tree is activated (call on the root).
    @discardableResult
    func engineForTree() -> LayoutEngine {
        if let engine { return engine }
        let made = LayoutEngine()
        engine = made
        return made
    }
}
