// `UICubicTimingParameters.animationCurve` as iOS declares it: a `UIView.AnimationCurve`, not
// optional. As with the Float spellings (IOSNumberTypes.swift), this hides the engine's optional
// (nil for custom control points) in code that imports ZoetropeUIKit.

extension CubicTimingParameters {
    /// The built-in curve these parameters time with (UICubicTimingParameters.animationCurve).
    /// Apple documents the value for parameters made from control points as undefined; here it is
    /// the built-in curve with the same control points (so `UICubicTimingParameters(controlPoint1:
    /// (0.42, 0), controlPoint2: (0.58, 1))` reads `.easeInOut`), and `.easeInOut` — the default
    /// curve, raw value 0 — for any other curve.
    @_disfavoredOverload
    public var animationCurve: AnimationCurve {
        AnimationCurve.allCases.first { $0.timingFunction == timingFunction } ?? .easeInOut
    }
}
