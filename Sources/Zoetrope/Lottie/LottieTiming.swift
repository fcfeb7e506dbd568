/// How a Lottie layer's keyframes become the engine's keyframe animations, as lottie-ios's Core
/// Animation engine makes them: one `KeyframeAnimation` per property over the keyframes' span,
/// each segment eased by its keyframe's cubic Bézier (`o`, `i`), hold keyframes as steps.
///
/// A keyframe's `t` is a frame of the composition the layer is in: a layer's `st` and `sr` move
/// and stretch only what a precomposition layer shows inside it (its children's clock), never the
/// layer's own transform, shapes or masks — as lottie-ios and rlottie both read Bodymovin's output.
struct LottieTiming {
    /// Frames per second of the document.
    let frameRate: Double

    /// A beginTime of exactly 0 means "now" to `Layer.add(_:forKey:)`; Lottie's animations
    /// begin at the composition's time 0 however late the layer is built, so theirs is the
    /// nearest number below it, which (t − beginTime) cannot tell from 0.
    static let origin = -Double.leastNonzeroMagnitude

    /// The seconds of composition time (the containing layer's local time) of the composition's `frame`.
    func seconds(_ frame: Double) -> Double { frame / frameRate }

    /// Hides `layer` except from the composition's frame `start` to `end` (a `hidden` animation of
    /// false over that span, under `key`); with `staysAfter`, it stays shown after `end` too.
    func show(_ layer: Layer, forKey key: String, fromFrame start: Double, toFrame end: Double, staysAfter: Bool) {
        layer.isHidden = true
        let begin = seconds(start), finish = seconds(end)
        guard finish > begin else { return }
        let visible = BasicAnimation(keyPath: "hidden")
        visible.fromValue = false
        visible.toValue = false
        visible.beginTime = begin == 0 ? Self.origin : begin
        visible.duration = finish - begin
        visible.fillMode = staysAfter ? .forwards : .removed
        visible.isRemovedOnCompletion = false
        layer.add(visible, forKey: key)
    }

    /// Sets `layer`'s `keyPath` to the property's first value and, when it is keyframed, adds an
    /// animation through its keyframes; `convert` makes the engine's value.
    func apply<Value>(_ property: LottieAnimated<Value>, to layer: Layer, keyPath: String, convert: (Value) -> Any) {
        layer.setValue(convert(property.initial), forKeyPath: keyPath)
        if let animation = animation(of: property, keyPath: keyPath, convert: convert) { layer.add(animation, forKey: keyPath) }
    }

    /// The keyframe animation of a keyframed property (nil when fixed): values at the keyframes,
    /// a linear hold segment and a step where a keyframe holds (`calculationMode` discrete when all
    /// do), held before the first and after the last keyframe.
    func animation<Value>(of property: LottieAnimated<Value>, keyPath: String, convert: (Value) -> Any) -> KeyframeAnimation? {
        guard case .keyframed(let keyframes) = property else { return nil }
        let animation = KeyframeAnimation(keyPath: keyPath)
        var values: [Any] = [], frames: [Double] = [], easings: [TimingFunction] = []
        let allHold = keyframes.dropLast().allSatisfy(\.hold)
        for (index, keyframe) in keyframes.enumerated() {
            values.append(convert(keyframe.value))
            frames.append(keyframe.frame)
            guard index < keyframes.count - 1, !allHold else { continue }
            if keyframe.hold {
                values.append(convert(keyframe.value))
                frames.append(keyframes[index + 1].frame)
                easings += [.linear, .linear]
            } else {
                easings.append(keyframe.easing)
            }
        }
        if allHold { animation.calculationMode = .discrete } else { animation.timingFunctions = easings }
        animation.values = values
        time(animation, frames: frames)
        return animation
    }

    /// The position animation along Lottie's spatial tangents (`to`, `ti`): a path through the
    /// keyframes, travelled at constant speed within each segment as Lottie does; nil when
    /// the keyframes have no tangents (then `animation(of:)` interpolates straight lines).
    func spatialAnimation(of property: LottieAnimated<[Double]>, keyPath: String) -> KeyframeAnimation? {
        guard case .keyframed(let keyframes) = property,
              keyframes.contains(where: { !$0.hold && ($0.spatialOut.map(Self.isZero) == false || $0.spatialIn.map(Self.isZero) == false) })
        else { return nil }
        func point(_ v: [Double]) -> Point { Point(x: v.first ?? 0, y: v.count > 1 ? v[1] : 0) }
        var path = Path(), frames: [Double] = [], easings: [TimingFunction] = []
        path.move(to: point(keyframes[0].value))
        frames.append(keyframes[0].frame)
        for index in 1..<keyframes.count {
            let from = keyframes[index - 1], to = point(keyframes[index].value), start = point(from.value)
            if from.hold {
                path.addLine(to: start)
                path.move(to: to)
                frames += [keyframes[index].frame, keyframes[index].frame]
                easings += [.linear, .linear]
                continue
            }
            let out = from.spatialOut ?? Point(x: 0, y: 0), incoming = from.spatialIn ?? Point(x: 0, y: 0)
            path.addCurve(to: to, control1: Point(x: start.x + out.x, y: start.y + out.y), control2: Point(x: to.x + incoming.x, y: to.y + incoming.y))
            frames.append(keyframes[index].frame)
            easings.append(from.easing)
        }
        let animation = KeyframeAnimation(keyPath: keyPath)
        animation.path = path
        animation.timingFunctions = easings
        time(animation, frames: frames)
        return animation
    }

    /// Places the animation on the composition's clock: from the first keyframe to the last,
    /// key times as fractions of that span, filling both ways and never removed.
    private func time(_ animation: KeyframeAnimation, frames: [Double]) {
        let first = seconds(frames[0]), last = seconds(frames[frames.count - 1])
        let span = last - first
        animation.beginTime = first == 0 ? Self.origin : first
        animation.duration = max(span, 1e-9)
        animation.keyTimes = frames.map { span > 0 ? min(max((seconds($0) - first) / span, 0), 1) : 0 }
        animation.fillMode = .both
        animation.isRemovedOnCompletion = false
    }

    private static func isZero(_ p: Point) -> Bool { p.x == 0 && p.y == 0 }
}
