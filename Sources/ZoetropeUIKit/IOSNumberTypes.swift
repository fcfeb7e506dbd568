import Foundation

// The number types iOS declares where the engine takes Doubles: `Float` for opacities, speeds and
// repeat counts, `[NSNumber]` for key times, gradient locations and dash patterns. Each is a
// second spelling of the engine's property, disfavoured so that literals and Doubles keep
// meaning the engine's own: `layer.opacity = Float(x)` and `let o: Float = layer.opacity`
// compile as on iOS, and so does `layer.opacity = 0.5`. These spellings hide the engine's
// in this module, so they reach it by key (`value(forKey:)`) or through `MediaTiming`.

extension Layer {
    /// The opacity as iOS declares it (CALayer.opacity is a Float).
    @_disfavoredOverload
    public var opacity: Float {
        get { Float(number(forKey: "opacity")) }
        set { setValue(Double(newValue), forKey: "opacity") }
    }

    /// The shadow's opacity as iOS declares it (a Float).
    @_disfavoredOverload
    public var shadowOpacity: Float {
        get { Float(number(forKey: "shadowOpacity")) }
        set { setValue(Double(newValue), forKey: "shadowOpacity") }
    }

    private func number(forKey key: String) -> Double {
        value(forKey: key).flatMap(NumericConversion.number) ?? 0
    }
}

extension MediaTiming {
    /// The speed as iOS declares it (CAMediaTiming.speed is a Float).
    @_disfavoredOverload
    public var speed: Float {
        get { Float(engineSpeed(self)) }
        set { setEngineSpeed(self, Double(newValue)) }
    }

    /// The repeat count as iOS declares it (a Float): `repeatCount = HUGE` or `.infinity` repeats for ever.
    @_disfavoredOverload
    public var repeatCount: Float {
        get { Float(engineRepeatCount(self)) }
        set { setEngineRepeatCount(self, Double(newValue)) }
    }
}

// Through a generic parameter only the protocol's own (Double) requirements are seen.
private func engineSpeed<T: MediaTiming>(_ timing: T) -> Double { timing.speed as Double }
private func setEngineSpeed<T: MediaTiming>(_ timing: T, _ value: Double) {
    timing.speed = value as Double
}
private func engineRepeatCount<T: MediaTiming>(_ timing: T) -> Double { timing.repeatCount as Double }
private func setEngineRepeatCount<T: MediaTiming>(_ timing: T, _ value: Double) {
    timing.repeatCount = value as Double
}

extension KeyframeAnimation {
    /// The key times as iOS declares them (`[NSNumber]`).
    @_disfavoredOverload
    public var keyTimes: [NSNumber]? {
        get { keyTimeFractions?.map { NSNumber(value: $0) } }
        set { keyTimeFractions = newValue?.map(\.doubleValue) }
    }
}

extension GradientLayer {
    /// The stop locations as iOS declares them (`[NSNumber]`).
    @_disfavoredOverload
    public var locations: [NSNumber]? {
        get { (value(forKey: "locations") as? [Double])?.map { NSNumber(value: $0) } }
        set { setValue(newValue?.map(\.doubleValue), forKey: "locations") }
    }
}

extension ShapeLayer {
    /// The dash pattern as iOS declares it (`[NSNumber]`).
    @_disfavoredOverload
    public var lineDashPattern: [NSNumber]? {
        get { (value(forKey: "lineDashPattern") as? [Double])?.map { NSNumber(value: $0) } }
        set { setValue(newValue?.map(\.doubleValue), forKey: "lineDashPattern") }
    }
}
