/// A layer whose subtree is drawn blurred by a Gaussian of standard deviation
/// `standardDeviation` points in the layer's own space, both ways or one (`direction`) — before
/// its transform, as After Effects' Gaussian Blur effect blurs a layer. iOS has no public content
/// blur (`CALayer.filters` is not supported there), so it is not public API: Lottie's Gaussian
/// Blur effect uses it.
package final class BlurLayer: Layer {
    /// Which ways the blur spreads (After Effects' Blur Dimensions).
    package enum Direction: String, Hashable, Sendable, CaseIterable {
        case both, horizontal, vertical
    }

    struct Properties: LayerPropertyList {
        let standardDeviation = LayerProperty<Double>(0)
        let direction = LayerProperty<Direction>(.both)

        static let declared = Properties(slotsAfter: Layer.self)
    }

    override class var builtInProperties: [AnyLayerProperty] { super.builtInProperties + Properties.declared.descriptors }

    /// The blur's standard deviation in points of the layer's space; 0 draws the subtree sharp.
    /// Animatable under the key "standardDeviation".
    package var standardDeviation: Double {
        get { self[Properties.declared.standardDeviation] }
        set { self[Properties.declared.standardDeviation] = newValue }
    }

    /// Whether the subtree is drawn blurred: a standard deviation above 0 (and finite).
    package var blurs: Bool { standardDeviation > 0 && standardDeviation.isFinite }

    /// Which ways the blur spreads: both (the default), across only or down only.
    package var direction: Direction {
        get { self[Properties.declared.direction] }
        set { self[Properties.declared.direction] = newValue }
    }
}
