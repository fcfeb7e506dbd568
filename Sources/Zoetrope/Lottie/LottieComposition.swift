import CairoRendering

/// Maps a composition's layers onto engine layers, as lottie-ios's Core Animation engine does:
/// each Lottie layer becomes a layer whose transform parts and content animate with keyframe
/// animations; a child is placed inside its parents' transforms (`parent`), shown only between
/// its in and out points (an animation of `hidden`), drawn through the matte above it (`tt`,
/// `Layer.mask`), a precomposition inside a layer that maps its time (`st`, `sr`) and clips.
/// What is not drawn is collected in `notes`, once per feature and layer.
final class LottieComposition {
    let document: LottieDocument
    /// "layer 'Logo' (frames 0–60): expressions are not drawn", in the order met.
    private(set) var notes: [String] = []
    /// Measures text layers' lines (made for the first one).
    private var measurer: TextMeasurer?

    init(document: LottieDocument) { self.document = document }

    /// The engine layers of `models` (top first, as in the document), bottom first for `addSublayer`.
    func layers(of models: [LottieLayerModel]) -> [Layer] {
        var result: [Layer] = []
        for (index, model) in models.enumerated() where !model.isMatteSource && !model.isHidden {
            var layer = node(model, in: models)
            if let matte = model.matte {
                if index > 0, models[index - 1].isMatteSource {
                    let masked = LottieTransformLayers.plainLayer()
                    masked.addSublayer(layer)
                    masked.mask = self.matte(node(models[index - 1], in: models), matte)
                    layer = masked
                } else {
                    note(model, matte.featureName)
                }
            }
            result.insert(layer, at: 0)
        }
        return result
    }

    /// The mask a track matte makes of `source`: the source itself for an alpha matte, else a
    /// `MatteLayer` masking by the matte's channel.
    private func matte(_ source: Layer, _ matte: LottieLayerModel.Matte) -> Layer {
        let channel: MatteLayer.Channel
        switch matte {
        case .alpha: return source
        case .alphaInverted: channel = .invertedAlpha
        case .luma: channel = .luminance
        case .lumaInverted: channel = .invertedLuminance
        }
        let layer = LottieTransformLayers.atOrigin(MatteLayer())
        layer.channel = channel
        layer.addSublayer(source)
        return layer
    }

    /// One layer: its transform and content inside its parents' transforms, inside the layer that shows it.
    private func node(_ model: LottieLayerModel, in models: [LottieLayerModel]) -> Layer {
        let timing = LottieTiming(frameRate: document.frameRate)
        let own = LottieTransformLayers(model.transform, timing: timing, opacity: true)
        model.skipped.forEach { note(model, $0) }
        content(of: model, into: own.inner, timing: timing)
        LottieMasks(model.masks, timing: timing) { self.note(model, $0) }.apply(to: own.inner)
        // Effects apply to the masked content, in the layer's own space (After Effects applies
        // them after masks and before the transform): the fill in a group in the content's
        // place (covering the composition three times over around it), the blur around that,
        // the shadow on the layer holding the content.
        let holder = own.inner.superlayer
        if let fill = model.fill {
            let size = document.size
            fill.apply(to: own.inner, covering: Rect(x: -size.width, y: -size.height, width: 3 * size.width, height: 3 * size.height),
                       timing: timing)
        }
        if let blur = model.blur { blur.apply(to: own.inner, timing: timing) }
        if let shadow = model.dropShadow, let holder { shadow.apply(to: holder, timing: timing) }
        var top = own.outer
        // A layer is never its own ancestor: a parent chain that comes back stops there.
        var parent = model.parent, seen = Set([model.index].compactMap { $0 })
        while let index = parent, !seen.contains(index), let parentModel = models.first(where: { $0.index == index }) {
            seen.insert(index)
            let layers = LottieTransformLayers(parentModel.transform, timing: timing, opacity: false)
            layers.inner.addSublayer(top)
            top = layers.outer
            parent = parentModel.parent
        }
        if let index = parent, seen.contains(index) {
            remark(model, "its parents come back to layer \(index), which no exporter writes: parented up to there")
        }
        let shown = LottieTransformLayers.plainLayer()
        shown.name = model.name
        shown.compositingFilter = model.blendMode?.rawValue
        shown.addSublayer(top)
        // A layer that lasts to the document's end stays, so the end frame holds its last look.
        timing.show(shown, forKey: "lottie.visible", fromFrame: model.inPoint, toFrame: model.outPoint,
                    staysAfter: model.outPoint >= document.outPoint)
        return shown
    }

    private func content(of model: LottieLayerModel, into container: Layer, timing: LottieTiming) {
        switch model.kind {
        case let .precomposition(reference, size):
            let time: Layer
            if let remap = model.timeRemap {
                // lottie-ios's `PreCompositionLayer`: the inner time is the curve's value at the
                // parent's frame, whatever `st` and `sr`.
                let remapped = TimeRemapLayer(), frameRate = document.frameRate
                remapped.remap = { remap.scalar(atFrame: $0 * frameRate) }
                time = boxLayer(size, remapped)
            } else {
                time = boxLayer(size)
                time.beginTime = model.startTime / document.frameRate
                time.speed = 1 / model.stretch
            }
            time.masksToBounds = true
            for layer in layers(of: document.precompositions[reference] ?? []) { time.addSublayer(layer) }
            container.addSublayer(time)
        case let .solid(color, size):
            let solid = boxLayer(size)
            solid.backgroundColor = color
            container.addSublayer(solid)
        case let .image(reference):
            guard let asset = document.images[reference] else { return note(model, "the missing image asset '\(reference)'") }
            let image = boxLayer(asset.size)
            image.contents = asset.image
            container.addSublayer(image)
        case .null:
            break
        case let .shapes(items):
            LottieShapeLayers(timing: timing) { self.note(model, $0) }.build(items, into: container)
        case let .text(text):
            guard let measurer = try? measurer ?? TextMeasurer() else { return note(model, "text (it cannot be measured here)") }
            self.measurer = measurer
            LottieTextLayers(fonts: document.fonts, timing: timing, measurer: measurer,
                             note: { self.note(model, $0) }, remark: { self.remark(model, $0) }).build(text, into: container)
        case let .unsupported(kind):
            note(model, "\(kind) layers")
        }
    }

    /// A layer (`layer`, else a plain one) covering (0, 0)–size in its superlayer's coordinates.
    private func boxLayer(_ size: Size, _ layer: Layer = Layer()) -> Layer {
        layer.bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        layer.anchorPoint = Point(x: 0, y: 0)
        return layer
    }

    private func note(_ model: LottieLayerModel, _ feature: String) {
        remark(model, "\(feature) not drawn")
    }

    /// Notes `sentence` about `model`'s layer, once.
    private func remark(_ model: LottieLayerModel, _ sentence: String) {
        let frames = "frames \(Self.number(model.inPoint))–\(Self.number(model.outPoint))"
        let text = "Lottie: layer '\(model.name)' (\(frames)): \(sentence)"
        if !notes.contains(text) { notes.append(text) }
    }

    /// A frame number with at most two decimals ("150", "12.5"): exporters write 150.000006109625.
    private static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
    }
}
