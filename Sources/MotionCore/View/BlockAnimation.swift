import Foundation

/// The BasicAnimation a view hands out inside an animation block. Pasted Core Animation code
/// can repurpose it (set keyPath, fromValue...) like UIKit's; left untouched, it fills its
/// values when it runs.
public final class BlockAnimation: BasicAnimation {
    /// The model value before the change, captured when the action was looked up.
    var oldModelValue: Any?
    /// Set by `.beginFromCurrentState`: a key that is not animated additively animates from its
    /// presentation value, replacing the animations in flight on it.
    var takesOverFromCurrentState = false
    /// Set by `.allowUserInteraction`: the view stays hit-testable while this runs.
    var allowsUserInteraction = false
    /// A spring block's spring: progress t/duration is replaced by the spring's value at t seconds.
    var spring: SpringTimingParameters?

    public override func copyFields(from other: Animation) {
        super.copyFields(from: other)
        guard let other = other as? BlockAnimation else { return }
        oldModelValue = other.oldModelValue
        takesOverFromCurrentState = other.takesOverFromCurrentState
        allowsUserInteraction = other.allowsUserInteraction
        spring = other.spring
    }

    public override func values(atProgress progress: Double, underlying: Any) -> (value: Any, cycleDelta: Any?)? {
        guard let spring else { return super.values(atProgress: progress, underlying: underlying) }
        return super.values(atProgress: spring.value(at: progress * effectiveDuration), underlying: underlying)
    }

    public override func run(forKey event: String, object layer: Layer, previousValue: Any?) {
        let running = copy()
        if running.keyPath == nil { running.keyPath = event }
        if fromValue == nil, toValue == nil, byValue == nil {
            let newValue = layer.value(forKey: event)
            if let old = oldModelValue, let new = newValue, Self.isAdditiveKind(new),
               !takesOverFromCurrentState || Self.isGeometry(new),
               let delta = AnyInterpolation.subtract(old, new), let zero = AnyInterpolation.zero(like: new) {
                running.isAdditive = true
                running.fromValue = delta
                running.toValue = zero
            } else if let colors = Self.colorEndpoints(from: previousValue ?? oldModelValue, to: newValue) {
                running.fromValue = colors.from
                running.toValue = colors.to
            } else {
                running.fromValue = previousValue ?? oldModelValue
            }
        }
        // `.beginFromCurrentState` takes over only keys UIKit does not animate additively (opacity,
        // colours): additive geometry already starts from what is on screen.
        if takesOverFromCurrentState, !running.isAdditive {
            for key in layer.animationKeys() where key == event || key.hasPrefix("\(event)-") {
                layer.removeAnimation(forKey: key)
            }
        }
        // Additive animations stack: a second one on the same key must not replace the first.
        var key = event
        var suffix = 1
        while running.isAdditive, layer.animation(forKey: key) != nil {
            key = "\(event)-\(suffix)"
            suffix += 1
        }
        layer.add(running, forKey: key)
    }

    /// A nil colour animates as clear (UIKit fades a view's nil background in from transparent).
    /// Nil when neither side is a colour or neither is nil.
    static func colorEndpoints(from old: Any?, to new: Any?) -> (from: Color, to: Color)? {
        let oldColor = old.flatMap { $0 as? Color? } ?? nil
        let newColor = new.flatMap { $0 as? Color? } ?? nil
        guard (oldColor == nil) != (newColor == nil) else { return nil }
        guard oldColor != nil || Self.isNilColor(old), newColor != nil || Self.isNilColor(new) else { return nil }
        return (oldColor ?? .clear, newColor ?? .clear)
    }

    private static func isNilColor(_ value: Any?) -> Bool {
        guard let value else { return true }
        if let optional = value as? Color? { return optional == nil }
        return false
    }

    /// Geometry (points, sizes, rects, transforms): `.beginFromCurrentState` leaves its additive
    /// animation as it is, and takes over the other keys (opacity, colours, numbers).
    private static func isGeometry(_ value: Any) -> Bool {
        value is Point || value is Size || value is Rect || value is Transform3D || value is Vector || value is EdgeInsets
    }

    /// Values UIKit animates additively (WWDC 2014, "Building Interruptible and Responsive
    /// Interactions"): numbers, geometry, and invertible transforms, whose additive animation
    /// concatenates a delta (see `Transform3D`'s `adding`). Not colours, whose sums mean nothing.
    private static func isAdditiveKind(_ value: Any) -> Bool {
        if let transform = value as? Transform3D { return transform.inverted() != nil }
        return value is Double || value is CGFloat || value is Float || value is Point || value is Size || value is Rect
            || value is Vector || value is EdgeInsets
    }
}
