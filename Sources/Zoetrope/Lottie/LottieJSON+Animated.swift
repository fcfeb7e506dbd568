/// Reading animated properties (`{"a": 1, "k": [keyframes]}` or `{"k": value}`), Bodymovin's
/// current keyframes (`s` on each) and the older ones (`s` and `e`, the last holding only `t`).
extension LottieJSON {
    /// The property as numbers (a scalar is one number).
    func animatedNumbers() throws -> LottieAnimated<[Double]> {
        try animated { try $0.numbers() }
    }

    /// The property as a Bézier path (`sh`'s `ks`).
    func animatedBezier() throws -> LottieAnimated<LottieBezier> {
        try animated { value in
            // Keyframes hold their path in a one-element array.
            if value.isArray, let first = try value.elements().first { return try LottieBezier(first) }
            return try LottieBezier(value)
        }
    }

    /// Whether the property carries an expression (`x`), which is not evaluated.
    var hasExpression: Bool { self["x"] != nil }

    private func animated<Value>(_ read: (LottieJSON) throws -> Value) throws -> LottieAnimated<Value> {
        if hasExpression { reading.expressions += 1 }
        let k = try required("k")
        guard let raw = k.value as? [Any], let first = raw.first as? [String: Any], first["t"] != nil else {
            return .fixed(try read(k))
        }
        let items = try k.elements()
        try reading.count(items.count, of: "keyframes in \(location)", limit: reading.limits.maximumKeyframesPerProperty)
        var keyframes: [LottieKeyframe<Value>] = []
        var pendingEnd: Value?
        for item in items {
            let frame = try item.required("t").number()
            if let last = keyframes.last, frame < last.frame {
                throw reading.malformed(item.location, "keyframe times must not decrease (\(frame) after \(last.frame))")
            }
            let value: Value
            if let start = item["s"] { value = try read(start) } else if let end = pendingEnd { value = end } else if let last = keyframes.last {
                value = last.value
            } else { throw reading.malformed(item.location, "the first keyframe has no value ('s')") }
            pendingEnd = try item["e"].map(read)
            var keyframe = LottieKeyframe(frame: frame, value: value)
            keyframe.hold = item.flag("h")
            if let out = item["o"], let incoming = item["i"] {
                keyframe.easing = TimingFunction(controlPoints: try out.required("x").numbers().first ?? 0, try out.required("y").numbers().first ?? 0,
                                                 try incoming.required("x").numbers().first ?? 1, try incoming.required("y").numbers().first ?? 1)
            }
            keyframe.spatialOut = try item["to"].map { try Self.point($0.numbers()) }
            keyframe.spatialIn = try item["ti"].map { try Self.point($0.numbers()) }
            keyframes.append(keyframe)
        }
        return keyframes.count == 1 ? .fixed(keyframes[0].value) : .keyframed(keyframes)
    }

    private static func point(_ numbers: [Double]) -> Point {
        Point(x: numbers.first ?? 0, y: numbers.count > 1 ? numbers[1] : 0)
    }
}
