/// The Auto Layout engine of one view tree, held by its root: it keeps the tree's active
/// constraints, the fixed frames of views that translate their autoresizing mask into
/// constraints, and the intrinsic content sizes in one incremental `ConstraintSolver`, and works
/// out the frames of the other views from it.
///
/// Each `update(root:)` compares what the tree asks for now with what the solver holds and adds
/// or removes only the difference (a constraint whose constant or priority changed is replaced),
/// so a change costs pivots, not a solve from scratch. Views whose solved frame differs from
/// their frame get their superview marked for layout; `View.layoutSubviews()` applies the frames.
final class LayoutEngine {
    /// What the solver holds for one thing the tree asks for.
    private struct Entry {
        let constraint: LinearConstraint
        let signature: [Double]
        /// Kept so an identifier used as a key cannot be reused while the entry lives (never a
        /// view: the root holds the engine, and views must not be kept alive through it).
        let source: AnyObject
        /// Left out of the solver because the required constraints before it leave no room for it.
        let isBroken: Bool
    }

    /// Something the tree asks for, ready to give the solver.
    private struct Request {
        let key: Key
        let source: AnyObject
        let signature: [Double]
        let make: () -> LinearConstraint
    }

    private enum Key: Hashable {
        case constraint(ObjectIdentifier)
        case fixedFrame(ObjectIdentifier, LayoutAttribute)
        case hugging(ObjectIdentifier, LayoutAxis)
        case compressionResistance(ObjectIdentifier, LayoutAxis)
    }

    private let solver = ConstraintSolver()
    private var entries: [Key: Entry] = [:]
    private var entryOrder: [Key] = []
    /// By the identifier of the view's variables, which the value keeps.
    private var solvedFrames: [ObjectIdentifier: (variables: LayoutVariables, frame: Rect)] = [:]

    /// Brings the solver up to date with `root`'s tree and records the solved frames.
    func update(root: View) {
        root.updateConstraintsIfNeeded()
        let scope = LayoutScope(root: root)
        let frameRequests: [Request] = scope.views.flatMap { frameAndContentRequests(for: $0, root: root) }
        let requests = frameRequests + scope.constraints.map { constraint in
            Request(key: .constraint(ObjectIdentifier(constraint)), source: constraint,
                    signature: constraint.signature, make: { constraint.linearConstraint })
        }
        apply(requests)
        recordFrames(of: scope, root: root)
        reportUnconstrainedVariables(of: scope)
    }

    /// The frame the last update solved for `view` in its superview's coordinates; nil for a
    /// view Auto Layout does not place (one that translates its autoresizing mask, or the root).
    func solvedFrame(of view: View) -> Rect? {
        view.autoLayout.variables.flatMap { solvedFrames[ObjectIdentifier($0)]?.frame }
    }

    /// The solved rectangle of `guide` in `view`'s coordinates.
    func frame(of guide: LayoutGuide, in view: View) -> Rect {
        relativeFrame(of: guide.layoutVariables, in: view)
    }

    // MARK: Requests

    private func frameAndContentRequests(for view: View, root: View) -> [Request] {
        let variables = view.layoutVariables
        let state = view.autoLayout
        var result: [Request] = []
        let fixesSize = state.translatesAutoresizingMaskIntoConstraints
        if view === root || fixesSize {
            let frame = view.untransformedFrame
            let origin: (x: Double, y: Double)
            let parent = view === root ? nil : view.superview
            if let parent {
                origin = (frame.minX - parent.bounds.minX, frame.minY - parent.bounds.minY)
            } else {
                origin = (view.bounds.minX, view.bounds.minY)
            }
            let parentVariables = parent?.layoutVariables
            result.append(fixed(view, .left, variables.left, relativeTo: parentVariables?.left, origin.x))
            result.append(fixed(view, .top, variables.top, relativeTo: parentVariables?.top, origin.y))
            if fixesSize {
                result.append(fixed(view, .width, variables.width, relativeTo: nil, frame.width))
                result.append(fixed(view, .height, variables.height, relativeTo: nil, frame.height))
            }
        }
        if !fixesSize {
            let size = view.intrinsicContentSize
            if size.width != View.noIntrinsicMetric { result += contentRequests(view, .horizontal, variables.width, size.width) }
            if size.height != View.noIntrinsicMetric { result += contentRequests(view, .vertical, variables.height, size.height) }
        }
        return result
    }

    /// `variable == reference + value`, required: a frame the view keeps.
    private func fixed(_ view: View, _ attribute: LayoutAttribute, _ variable: SolverVariable,
                       relativeTo reference: SolverVariable?, _ value: Double) -> Request {
        Request(key: .fixedFrame(ObjectIdentifier(view.layoutVariables), attribute), source: view.layoutVariables,
                signature: [value]) {
            var expression = LinearExpression(variable) + -value
            if let reference { expression = expression - LinearExpression(reference) }
            return LinearConstraint(expression, .equal, strength: ConstraintStrength.required,
                                    description: "\(view.layoutName).\(attribute.name) == \(value) (its frame: translatesAutoresizingMaskIntoConstraints)")
        }
    }

    /// Hugging (`size <= content`) and compression resistance (`size >= content`) on one axis.
    private func contentRequests(_ view: View, _ axis: LayoutAxis, _ variable: SolverVariable, _ content: Double) -> [Request] {
        let hugging = view.contentHuggingPriority(for: axis), resistance = view.contentCompressionResistancePriority(for: axis)
        let name = "\(view.layoutName).\(axis == .horizontal ? "width" : "height")"
        return [
            Request(key: .hugging(ObjectIdentifier(view.layoutVariables), axis), source: view.layoutVariables,
                    signature: [content, Double(hugging.rawValue)]) {
                LinearConstraint(LinearExpression(variable) + -content, .lessThanOrEqual, strength: hugging.strength,
                                 description: "\(name) <= \(content) @\(hugging.rawValue) (content hugging)")
            },
            Request(key: .compressionResistance(ObjectIdentifier(view.layoutVariables), axis), source: view.layoutVariables,
                    signature: [content, Double(resistance.rawValue)]) {
                LinearConstraint(LinearExpression(variable) + -content, .greaterThanOrEqual, strength: resistance.strength,
                                 description: "\(name) >= \(content) @\(resistance.rawValue) (compression resistance)")
            },
        ]
    }

    // MARK: Bringing the solver up to date

    private func apply(_ requests: [Request]) {
        var wanted: [Key: [Double]] = [:]
        for request in requests { wanted[request.key] = request.signature }
        for key in entryOrder where wanted[key] != entries[key]!.signature {
            let entry = entries.removeValue(forKey: key)!
            if !entry.isBroken { solver.remove(entry.constraint) }
        }
        entryOrder.removeAll { entries[$0] == nil }
        for request in requests where entries[request.key] == nil {
            let constraint = request.make()
            var isBroken = false
            do {
                try solver.add(constraint)
            } catch let failure as ConstraintSolver.Unsatisfiable {
                isBroken = true
                report(failure)
            } catch {
                isBroken = true
            }
            entries[request.key] = Entry(constraint: constraint, signature: request.signature, source: request.source,
                                         isBroken: isBroken)
            entryOrder.append(request.key)
        }
    }

    /// One warning naming the conflicting constraints and the one left out, as UIKit logs it.
    private func report(_ failure: ConstraintSolver.Unsatisfiable) {
        let list = (failure.conflicting + [failure.constraint]).map { "    \($0.description)" }.joined(separator: "\n")
        Timeline.warn("Unable to simultaneously satisfy constraints.\n\(list)\n"
            + "Will attempt to recover by breaking constraint \(failure.constraint.description)")
    }

    /// Warns, once per view and variables, of a view placed by Auto Layout with a position or
    /// length no constraint mentions: its layout is ambiguous (UIView.hasAmbiguousLayout), and
    /// the solver's choice of 0 is arbitrary. (Ambiguity among constraints that all mention a
    /// variable is not looked for: that would cost a search per layout pass.)
    private func reportUnconstrainedVariables(of scope: LayoutScope) {
        var mentioned = Set<ObjectIdentifier>()
        for key in entryOrder where !entries[key]!.isBroken {
            for term in entries[key]!.constraint.expression.terms { mentioned.insert(ObjectIdentifier(term.variable)) }
        }
        for view in scope.views where !view.translatesAutoresizingMaskIntoConstraints {
            let variables = view.layoutVariables
            let loose = [variables.left, variables.top, variables.width, variables.height]
                .filter { !mentioned.contains(ObjectIdentifier($0)) }
            guard !loose.isEmpty else { continue }
            Timeline.warn("ambiguous layout: no constraint fixes \(loose.map(\.name).joined(separator: ", ")); "
                + "Auto Layout puts \(loose.count == 1 ? "it" : "them") at 0")
        }
    }

    // MARK: Reading the frames

    private func recordFrames(of scope: LayoutScope, root: View) {
        solvedFrames = [:]
        for view in scope.views where view !== root && !view.translatesAutoresizingMaskIntoConstraints {
            guard let parent = view.superview else { continue }
            let variables = view.layoutVariables
            let frame = relativeFrame(of: variables, in: parent)
            solvedFrames[ObjectIdentifier(variables)] = (variables, frame)
            if !frame.isNearlyEqual(to: view.untransformedFrame) { parent.setNeedsLayout() }
        }
    }

    private func relativeFrame(of variables: LayoutVariables, in view: View) -> Rect {
        let reference = view.layoutVariables
        return Rect(x: solver.value(of: variables.left) - solver.value(of: reference.left) + view.bounds.minX,
                    y: solver.value(of: variables.top) - solver.value(of: reference.top) + view.bounds.minY,
                    width: solver.value(of: variables.width), height: solver.value(of: variables.height))
    }
}

private extension Rect {
    func isNearlyEqual(to other: Rect) -> Bool {
        abs(minX - other.minX) < 1e-9 && abs(minY - other.minY) < 1e-9
            && abs(width - other.width) < 1e-9 && abs(height - other.height) < 1e-9
    }
}
