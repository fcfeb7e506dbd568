/// A relation between two attributes that Auto Layout keeps (NSLayoutConstraint):
/// `first.attribute (relation) second.attribute · multiplier + constant`, held as firmly as its
/// priority says. Made from anchors (`view.widthAnchor.constraint(equalToConstant: 100)`) and
/// switched on with `isActive = true` or `LayoutConstraint.activate(_:)`.
///
/// Changing `constant` (or `priority`) of an active constraint takes effect at the next layout
/// pass: inside an animation block, `layoutIfNeeded()` animates the frames it moves.
public final class LayoutConstraint: CustomStringConvertible {
    /// The items, held weakly as UIKit holds them: a view's constraints do not keep it alive.
    private(set) weak var first: (any LayoutItem)?
    private(set) weak var second: (any LayoutItem)?
    /// The items' unknowns, so the equation outlives them.
    private let firstVariables: LayoutVariables
    private let secondVariables: LayoutVariables?

    /// The first item (a view or a layout guide).
    public var firstItem: AnyObject? { first }
    public let firstAttribute: LayoutAttribute
    public let relation: LayoutRelation
    /// The second item, nil for a constant dimension.
    public var secondItem: AnyObject? { second }
    public let secondAttribute: LayoutAttribute
    public let multiplier: Double
    /// The added constant; may change while the constraint is active.
    public var constant: Double {
        didSet { if constant != oldValue { didChange() } }
    }
    /// How firmly it holds (required, 1000, by default).
    public var priority: LayoutPriority = .required {
        didSet { if priority != oldValue { didChange() } }
    }
    /// A name for warnings and descriptions.
    public var identifier: String?
    /// The view the constraint is installed on while active: its items' nearest common ancestor.
    public private(set) weak var installedView: View?

    init(first: any LayoutItem, firstAttribute: LayoutAttribute, relation: LayoutRelation,
         second: (any LayoutItem)?, secondAttribute: LayoutAttribute, multiplier: Double, constant: Double) {
        self.first = first; self.firstAttribute = firstAttribute; self.relation = relation
        self.second = second; self.secondAttribute = secondAttribute
        firstVariables = first.layoutVariables
        secondVariables = second?.layoutVariables
        self.multiplier = multiplier; self.constant = constant
    }

    /// The classic initializer (NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)).
    /// `item` and `toItem` must be views or layout guides; anything else makes a constraint that
    /// is reported and never activates.
    public convenience init(item: Any, attribute: LayoutAttribute, relatedBy relation: LayoutRelation, toItem: Any?,
                            attribute secondAttribute: LayoutAttribute, multiplier: Double, constant: Double) {
        let first = item as? any LayoutItem ?? LayoutGuide()
        if !(item is any LayoutItem) { Timeline.warn("NSLayoutConstraint: \(type(of: item)) is neither a view nor a layout guide") }
        self.init(first: first, firstAttribute: attribute, relation: relation, second: toItem as? any LayoutItem,
                  secondAttribute: secondAttribute, multiplier: multiplier, constant: constant)
    }

    /// Whether the constraint takes part in layout. Activating installs it on its items' nearest
    /// common ancestor; items with none (not in one view tree) are reported and stay inactive,
    /// where UIKit would raise an exception.
    public var isActive: Bool {
        get { installedView != nil }
        set {
            guard newValue != isActive else { return }
            if newValue { install() } else { uninstall() }
        }
    }

    /// Activates every constraint of `constraints`.
    public static func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint of `constraints`.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// `firstItem.attribute == secondItem.attribute × multiplier + constant`, with the priority when
    /// it is not required.
    public var description: String {
        var text = "\(first?.layoutName ?? firstVariables.itemName).\(firstAttribute.name) \(relation.symbol) "
        if let secondVariables {
            text += "\(second?.layoutName ?? secondVariables.itemName).\(secondAttribute.name)"
            if multiplier != 1 { text += " × \(Self.format(multiplier))" }
            if constant != 0 { text += constant > 0 ? " + \(Self.format(constant))" : " - \(Self.format(-constant))" }
        } else {
            text += Self.format(constant)
        }
        if priority != .required { text += " @\(Self.format(Double(priority.rawValue)))" }
        return identifier.map { "'\($0)' \(text)" } ?? text
    }

    // MARK: The solver's view of it

    /// The constraint as the solver takes it: `first − (second · multiplier + constant) (relation) 0`.
    var linearConstraint: LinearConstraint {
        var expression = firstAttribute.expression(of: firstVariables, baseline: baseline(of: first, firstAttribute)) + -constant
        if let secondVariables {
            expression = expression - secondAttribute.expression(of: secondVariables, baseline: baseline(of: second, secondAttribute)) * multiplier
        }
        return LinearConstraint(expression, relation.solverRelation, strength: priority.strength, description: description)
    }

    /// What the solver must redo when it changes (a baseline moves with its label's text).
    var signature: [Double] {
        [constant, Double(priority.rawValue)] + [(first, firstAttribute), (second, secondAttribute)].flatMap { item, attribute in
            let baseline = baseline(of: item, attribute)
            return [baseline.heightFraction, baseline.offset]
        }
    }

    /// Where `attribute` of `item` is when it is a baseline (the bottom edge for a gone item).
    private func baseline(of item: (any LayoutItem)?, _ attribute: LayoutAttribute) -> LayoutBaseline {
        switch attribute {
        case .firstBaseline: item?.baseline(last: false) ?? .bottom
        case .lastBaseline: item?.baseline(last: true) ?? .bottom
        default: .bottom
        }
    }

    // MARK: Installing

    private func install() {
        guard let ancestor = commonAncestor() else {
            Timeline.warn("unable to activate constraint \(self): its items have no common ancestor (add them to one view tree first)")
            return
        }
        ancestor.autoLayout.constraints.append(self)
        installedView = ancestor
        ancestor.rootView.autoLayout.engineForTree()
        ancestor.setNeedsLayout()
    }

    private func uninstall() {
        guard let view = installedView else { return }
        view.autoLayout.constraints.removeAll { $0 === self }
        installedView = nil
        view.setNeedsLayout()
    }

    private func didChange() {
        installedView?.setNeedsLayout()
    }

    /// The nearest view that is, or contains, every item's view.
    private func commonAncestor() -> View? {
        guard let firstView = first?.layoutOwningView else { return nil }
        guard secondVariables != nil else { return firstView }
        guard let secondView = second?.layoutOwningView else { return nil }
        var candidate: View? = firstView
        while let view = candidate {
            if secondView.isDescendant(of: view) { return view }
            candidate = view.superview
        }
        return nil
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
