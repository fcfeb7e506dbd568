/// After Effects' Fill effect (`ef` item of `ty` 21) as lottie-web and Skottie draw it: the
/// layer's drawing in one colour, its alpha times the effect's opacity (0…1). Drawn with the
/// engine's compositing filters: the content with a layer of the colour over it composited
/// "sourceAtopCompositing" (the colour wherever the content is, with its alpha), the two in a
/// "sourceOverCompositing" group whose opacity is the effect's. Its mask, inversion and feathers
/// are named in `skipped` and the whole layer filled.
struct LottieFillEffect {
    var color: LottieAnimated<[Double]>
    var opacity: LottieAnimated<[Double]>

    /// The effect in `json`; nil when it is switched off (`en` 0).
    init?(_ json: LottieJSON, skipped: inout [String]) throws {
        guard try json.number("en", default: 1) != 0 else { return nil }
        let values = try LottieEffectValues(json)
        color = try values.value("Color", 2, [1, 0, 0, 1])
        opacity = try values.value("Opacity", 6, [1])
        if try values.isSet("Fill Mask", 0, from: 0) || values.isSet("All Masks", 1, from: 0) {
            skipped.append("a Fill effect's masks (the whole layer filled)")
        }
        if try values.isSet("Invert", 3, from: 0) { skipped.append("a Fill effect's inversion") }
        if try values.isSet("Horizontal Feather", 4, from: 0) || values.isSet("Vertical Feather", 5, from: 0) {
            skipped.append("a Fill effect's feathers")
        }
    }

    /// Fills `content` (a sublayer of the layer the effects apply to): the content and a layer of
    /// the colour covering `bounds` (in the content's superlayer's space) in a group in its place.
    func apply(to content: Layer, covering bounds: Rect, timing: LottieTiming) {
        guard let holder = content.superlayer else { return }
        let group = LottieTransformLayers.plainLayer()
        group.compositingFilter = BlendMode.sourceOver.rawValue
        timing.apply(opacity, to: group, keyPath: "opacity") { min(max($0.first ?? 1, 0), 1) }
        holder.replaceSublayer(content, with: group)
        group.addSublayer(content)
        let colour = Layer()
        colour.frame = bounds
        colour.compositingFilter = BlendMode.sourceAtop.rawValue
        timing.apply(color, to: colour, keyPath: "backgroundColor", convert: LottieShapeLayers.color)
        group.addSublayer(colour)
    }
}
