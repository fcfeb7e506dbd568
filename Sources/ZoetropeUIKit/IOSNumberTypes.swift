import Foundation

// The number types iOS declares where the engine takes Doubles: `Float` for opacities, speeds and
// repeat counts, `[NSNumber]` for key times, gradient locations and dash patterns. So
// `layer.opacity = Float(x)`, `let o: Float = layer.opacity`, `repeatCount = HUGE` and
// `keyTimes = times as [NSNumber]` compile as on iOS. A layer's or keyframe animation's member
// here hides the engine's of the same name in code that imports ZoetropeUIKit (Swift prefers the
// importing module's declaration), which is iOS's typing; `speed` and `repeatCount`, declared on
// `MediaTiming`, are offered beside the engine's Doubles. Code that imports only Zoetrope keeps
// the Doubles. These spellings reach the engine's by key (`value(forKey:)`), through
// `MediaTiming`, or by a package name, since the engine's are hidden in this module too.

extension Layer {
    /// The opacity as iOS declares it (CALayer.opacity is a Float).
    @_disfavoredOverload
    public var opacity: Float {
        get { float(forKey: "opacity") }
        set { setFloat(newValue, forKey: "opacity") }
    }

    /// The shadow's opacity as iOS declares it (a Float).
    @_disfavoredOverload
    public var shadowOpacity: Float {
        get { float(forKey: "shadowOpacity") }
        set { setFloat(newValue, forKey: "shadowOpacity") }
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

// The engine's Doubles, reached through a generic parameter: the declared Double type picks the
// protocol's requirements over the Float spellings above.
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

extension View {
    /// The repeat count of a begin/commit block as iOS declares it (a Float).
    @_disfavoredOverload
    public static func setAnimationRepeatCount(_ repeatCount: Float) {
        setAnimationRepeatCount(Double(repeatCount))
    }
}
