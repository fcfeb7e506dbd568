/// The flip of `View.transition(with:...)`: the layer turns about its vertical or horizontal
/// axis through its anchor point. During the first half it shows the snapshot taken before the
/// change, turning from 0 to 90°; during the second half the new look turns from −90° to 0.
///
/// Presentation copies carry the rotation in `transform` (a y- or x-axis rotation, which a 2-D
/// renderer draws as a squeeze) and an `activeTransition` of kind `.fade` whose progress is 0
/// (old look only) in the first half and 1 (new look only) in the second.
public final class FlipTransition: Animation {
    /// Which edge comes toward the viewer first (UIKit's flip directions).
    public enum Axis: String, Sendable, CaseIterable { case fromLeft, fromRight, fromTop, fromBottom }

    public var axis: Axis = .fromLeft
    /// The layer as it looked before the change (a presentation copy, cut from its model
    /// layer like `Transition.previousContents`).
    public var previousContents: Layer? {
        // The old look is drawn as it was at the change, however long the transition shows it.
        didSet { previousContents?.recordDrawing(); previousContents?.detachFromModel() }
    }

    public override func copyFields(from other: Animation) {
        super.copyFields(from: other)
        guard let other = other as? FlipTransition else { return }
        axis = other.axis; previousContents = other.previousContents
    }

    /// The rotation angle in radians at eased progress `progress` (0 and 1 are flat).
    public func angle(atProgress progress: Double) -> Double {
        let sign: Double = (axis == .fromLeft || axis == .fromTop) ? 1 : -1
        let turned = progress < 0.5 ? progress * Double.pi : (progress - 1) * Double.pi
        return sign * turned
    }

    public override func apply(to layer: Layer, model _: Layer, atLayerTime time: Double) {
        guard let state = easedState(atLayerTime: time), let previousContents else { return }
        let angle = angle(atProgress: state.progress)
        let horizontalAxis = axis == .fromTop || axis == .fromBottom
        let rotation = Transform3D(rotationAngle: angle, x: horizontalAxis ? 1 : 0, y: horizontalAxis ? 0 : 1, z: 0)
        let showsNew = state.progress >= 0.5
        layer.setPresentationValue(rotation.concatenating(layer.transform), forKeyPath: "transform")
        let previous = type(of: previousContents).init(layer: previousContents)
        previous.isPresentation = true
        previous.sublayers = previousContents.sublayers
        previous.setPresentationValue(rotation.concatenating(previousContents.transform), forKeyPath: "transform")
        layer.activeTransition = TransitionState(kind: .fade, subtype: nil, progress: showsNew ? 1 : 0, previous: previous)
    }
}
