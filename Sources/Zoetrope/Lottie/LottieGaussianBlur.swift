/// After Effects' Gaussian Blur effect (`ef` item of `ty` 29) as lottie-web and Skottie draw it:
/// the layer's drawing blurred by a Gaussian of standard deviation 0.3 × its Blurriness (their
/// `kBlurrinessToSigma`), in the layer's space before its transform — a `BlurLayer` in the
/// content's place, spreading both ways or one (Blur Dimensions 1, 2 across, 3 down). Repeat
/// Edge Pixels is named in `skipped` (edges blur into transparency), as are keyframed dimensions
/// (the first kept).
struct LottieGaussianBlur {
    var blurriness: LottieAnimated<[Double]>
    var direction: BlurLayer.Direction

    /// lottie-web's and Skottie's standard deviation per unit of Blurriness.
    static let deviationPerBlurriness = 0.3

    /// The effect in `json`; nil when it is switched off (`en` 0).
    init?(_ json: LottieJSON, skipped: inout [String]) throws {
        guard try json.number("en", default: 1) != 0 else { return nil }
        let values = try LottieEffectValues(json)
        blurriness = try values.value("Blurriness", 0, [0])
        let dimensions = try values.value("Blur Dimensions", 1, [1])
        direction = [2: .horizontal, 3: .vertical][Int(dimensions.initial.first ?? 1)] ?? .both
        if dimensions.isAnimated { skipped.append("a Gaussian Blur's keyframed dimensions (the first kept)") }
        if try values.isSet("Repeat Edge Pixels", 2, from: 0) { skipped.append("a Gaussian Blur's repeated edge pixels") }
    }

    /// Blurs `content` (a sublayer of the layer the effects apply to): a `BlurLayer` in its place holds it.
    func apply(to content: Layer, timing: LottieTiming) {
        guard let holder = content.superlayer else { return }
        let blur = LottieTransformLayers.atOrigin(BlurLayer())
        blur.direction = direction
        timing.apply(blurriness, to: blur, keyPath: "standardDeviation") { max($0.first ?? 0, 0) * Self.deviationPerBlurriness }
        holder.replaceSublayer(content, with: blur)
        blur.addSublayer(content)
    }
}
