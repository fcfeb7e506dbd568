extension KeyframeAnimation {
    /// The keyframe checks of `validate()`. Refuses keyframes that cannot be evaluated: neither values nor a path, values of mixed
    /// types or with NaN/infinite numbers, a path not starting with `move(to:)` or with
    /// non-finite points, and `keyTimes`, `timingFunctions`, `tensionValues`,
    /// `continuityValues` or `biasValues` whose length does not match the keyframes.
    func validateKeyframes() throws {
        let name = keyPath ?? "?"
        let count: Int
        if let path {
            guard case .move? = path.elements.first else {
                throw AnimationError.invalidValues("\(name): the keyframe path must start with move(to:)")
            }
            guard AnyInterpolation.isFinite(path), let prepared = KeyframePath(path) else {
                throw AnimationError.invalidValues("\(name): the keyframe path has a non-finite point")
            }
            count = prepared.vertices.count
        } else {
            guard let values, let first = values.first else {
                throw AnimationError.invalidValues("\(name): a keyframe animation needs values or a path")
            }
            let kind = Self.kind(of: first)
            if let odd = values.first(where: { Self.kind(of: $0) != kind }) {
                throw AnimationError.invalidValues("\(name): keyframe values must all have one type; found \(type(of: first)) and \(type(of: odd))")
            }
            if let bad = values.first(where: { !AnyInterpolation.isFinite(BoxedValues.unboxed($0)) }) {
                throw AnimationError.invalidValues("\(name): keyframe value \(bad) is not finite")
            }
            count = values.count
        }
        try validateKeyTimes(count: count, name: name)
        if let timingFunctions, timingFunctions.count != count - 1 {
            throw AnimationError.invalidValues(
                "\(name): \(timingFunctions.count) timingFunctions for \(count) keyframes; there must be \(count - 1), one per segment")
        }
        for (label, array) in [("tensionValues", tensionValues), ("continuityValues", continuityValues), ("biasValues", biasValues)] {
            guard let array else { continue }
            guard array.count == count else {
                throw AnimationError.invalidValues("\(name): \(array.count) \(label) for \(count) keyframes; there must be one per keyframe")
            }
            guard array.allSatisfy(\.isFinite) else { throw AnimationError.invalidValues("\(name): \(label) must be finite") }
        }
    }

    /// The kind keyframe values must share. Numbers of any type are one kind, as `NSNumber` is
    /// on iOS (`values = [1, 0.3, 1]` mixes Int and Double literals): they are converted to the
    /// property's type when the animation is added. A boxed value counts as what it holds.
    private static func kind(of value: Any) -> ObjectIdentifier {
        let value = BoxedValues.unboxed(value)
        return NumericConversion.isNumber(value) ? ObjectIdentifier(Double.self) : ObjectIdentifier(type(of: value))
    }

    private func validateKeyTimes(count: Int, name: String) throws {
        guard let keyTimes else { return }
        let allowed = calculationMode == .discrete ? [count, count + 1] : [count]
        guard allowed.contains(keyTimes.count) else {
            let expected = allowed.map(String.init).joined(separator: " or ")
            throw AnimationError.invalidValues("\(name): \(keyTimes.count) keyTimes for \(count) keyframes; there must be \(expected)")
        }
        guard keyTimes.allSatisfy({ $0.isFinite && (0...1).contains($0) }) else {
            throw AnimationError.invalidValues("\(name): keyTimes must lie in [0, 1]; got \(keyTimes)")
        }
        guard zip(keyTimes, keyTimes.dropFirst()).allSatisfy({ $0 <= $1 }) else {
            throw AnimationError.invalidValues("\(name): keyTimes must not decrease; got \(keyTimes)")
        }
    }
}
