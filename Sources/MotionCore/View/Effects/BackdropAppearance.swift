/// What a visual effect does to what lies behind its view: the values its view's
/// `VisualEffectLayer` takes.
struct BackdropAppearance: Equatable, Sendable {
    /// The blur's standard deviation in points.
    let blurRadius: Double
    /// The saturation factor (1 leaves colours as they are).
    let saturation: Double
    /// The colour laid over the blurred backdrop.
    let tintColor: Color

    /// No effect: what lies behind shows unchanged. A view without an effect, and the state a
    /// blur fades in from.
    static let none = BackdropAppearance(blurRadius: 0, saturation: 1, tintColor: .clear)

    /// Sets `layer`'s properties to these values (animated inside an animation block).
    func apply(to layer: VisualEffectLayer) {
        layer.blurRadius = blurRadius
        layer.saturation = saturation
        layer.tintColor = tintColor
    }
}
