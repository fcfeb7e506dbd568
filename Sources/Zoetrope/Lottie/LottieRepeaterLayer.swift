/// A repeater (`rp`) as a `ReplicatorLayer` holding the items listed before it: the instance
/// transform is the repeater's transform about its anchor (scale, then rotation, then the
/// position step), applied once more for each copy, as Bodymovin composes it; the copies fade
/// linearly from the start to the end opacity. Copies are counted at every frame when they
/// animate, the whole number below a fraction, as rlottie counts them.
enum LottieRepeaterLayer {
    /// The replicator, and the layer inside it that holds the copied items (moved by the
    /// transform `o` times, the repeater's whole-number offset).
    static func make(_ repeater: LottieRepeater, timing: LottieTiming, skip: (String) -> Void) -> (replicator: ReplicatorLayer, content: Layer) {
        let layer = ReplicatorLayer()
        layer.bounds = Rect(x: 0, y: 0, width: 0, height: 0)
        layer.anchorPoint = Point(x: 0, y: 0)
        let count: ([Double]) -> Int = { min(max(Int(($0.first ?? 0).rounded(.down)), 0), 1_000) }
        if let span = repeater.copies.frameRange {
            var steps = LottieGeometry.sampled(from: span.lowerBound, to: span.upperBound) { repeater.copies.value(atFrame: $0) }
            if case .keyframed(let keyframes) = steps {
                steps = .keyframed(keyframes.map { var keyframe = $0; keyframe.hold = true; return keyframe })
            }
            timing.apply(steps, to: layer, keyPath: "instanceCount") { count($0) }
        } else {
            layer.instanceCount = count(repeater.copies.initial)
        }
        let t = repeater.transform
        let anchor = LottieTransformLayers.point(t.anchor.initial), step = LottieTransformLayers.point(t.position?.initial ?? [0, 0])
        let scale = t.scale.initial, degrees = t.rotation.initial.first ?? 0
        layer.instanceTransform = Transform3D(translationX: -anchor.x, y: -anchor.y, z: 0)
            .concatenating(Transform3D(scaleX: (scale.first ?? 100) / 100, y: (scale.count > 1 ? scale[1] : 100) / 100, z: 1))
            .concatenating(Transform3D(rotationAngle: degrees * .pi / 180, x: 0, y: 0, z: 1))
            .concatenating(Transform3D(translationX: step.x + anchor.x, y: step.y + anchor.y, z: 0))
        let copies = Double(max(count(repeater.copies.initial), 2) - 1)
        if repeater.startOpacity < 100 || repeater.endOpacity < 100 {
            layer.instanceColor = Color(white: 1, alpha: min(max(repeater.startOpacity / 100, 0), 1))
            layer.instanceAlphaOffset = (repeater.endOpacity - repeater.startOpacity) / 100 / copies
        }
        if [t.anchor, t.scale, t.rotation].contains(where: \.isAnimated) || t.position?.isAnimated == true { skip("animated repeater transforms") }
        let content = LottieTransformLayers.plainLayer()
        let offset = repeater.offset.initial.first ?? 0
        if repeater.offset.isAnimated || offset != offset.rounded() || abs(offset) > 1_000 {
            skip("fractional or animated repeater offsets")
        } else if offset != 0, let step = offset > 0 ? layer.instanceTransform : layer.instanceTransform.inverted() {
            content.transform = (0..<Int(abs(offset))).reduce(Transform3D.identity) { power, _ in power.concatenating(step) }
        }
        if repeater.stacksBelow { skip("repeaters stacking copies below") }
        layer.addSublayer(content)
        return (layer, content)
    }
}
