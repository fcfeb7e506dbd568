/// How `Stage.showsTouches` draws a scripted touch, after the iOS Simulator's "Show single
/// touches": a translucent disc under the finger while it is down, a ring rippling out from where
/// it lands, and a fade once it lifts.
public struct TouchIndicatorStyle: Hashable, Sendable {
    /// A ring that grows from the disc's edge when a finger lands.
    public struct Ripple: Hashable, Sendable {
        /// The ring's final diameter as a multiple of the disc's.
        public var scale: Double
        /// How long the ring grows and fades, in seconds.
        public var duration: Double
        /// The ring's colour when it starts; its alpha falls linearly to 0.
        public var color: Color
        /// The ring's line width in points.
        public var lineWidth: Double

        public init(scale: Double = 2, duration: Double = 0.4, color: Color = Color(white: 1, alpha: 0.8), lineWidth: Double = 2) {
            self.scale = scale; self.duration = duration; self.color = color; self.lineWidth = lineWidth
        }
    }

    /// The disc's diameter in points.
    public var diameter: Double
    /// The disc's fill.
    public var color: Color
    /// The disc's outline; its width 0 draws none.
    public var borderColor: Color
    public var borderWidth: Double
    /// How long the disc takes to fade out after the finger lifts, in seconds.
    public var fadeDuration: Double
    /// The ring drawn when a finger lands; nil draws none.
    public var ripple: Ripple?

    public init(diameter: Double = 44, color: Color = Color(white: 0.5, alpha: 0.5),
                borderColor: Color = Color(white: 1, alpha: 0.9), borderWidth: Double = 2,
                fadeDuration: Double = 0.25, ripple: Ripple? = Ripple()) {
        self.diameter = diameter; self.color = color; self.borderColor = borderColor; self.borderWidth = borderWidth
        self.fadeDuration = fadeDuration; self.ripple = ripple
    }

    /// The Simulator's look: a grey disc with a white outline, a white ripple.
    public static let simulator = TouchIndicatorStyle()
}
