/// The part of a view tree Auto Layout works on: every active constraint, the views and
/// guides they relate, and the ancestors of all of them (whose positions place them), in the
/// tree's depth-first order. As in UIKit, a view no constraint mentions is left where it is,
/// even with `translatesAutoresizingMaskIntoConstraints` off.
struct LayoutScope {
    private(set) var views: [View] = []
    private(set) var constraints: [LayoutConstraint] = []

    init(root: View) {
        let tree = root.allViews
        var included = Set<ObjectIdentifier>()
        func include(_ view: View?) {
            var current = view
            while let view = current, included.insert(ObjectIdentifier(view)).inserted { current = view.superview }
        }
        include(root)
        for view in tree {
            constraints += view.autoLayout.constraints
        }
        for constraint in constraints {
            include(constraint.first?.layoutOwningView)
            include(constraint.second?.layoutOwningView)
        }
        views = tree.filter { included.contains(ObjectIdentifier($0)) }
    }
}
