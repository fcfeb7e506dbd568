import MotionCore

/// Everything a layer's own content depends on: the `contents` picture and how it is placed,
/// the recorded drawing, the bounds that clip it and the `masksToBounds` rounded clip. Position,
/// transform, opacity, background, border, shadow and sublayers are not part of it: they are
/// drawn around the backing store, as Core Animation composites a layer's backing store without
/// redrawing it when only they change.
struct LayerContentSignature: Hashable {
    let bounds: Rect
    let contents: Image?
    let contentsGravity: ContentsGravity
    /// The shown part, its stretching, scale and filters.
    let sampling: PictureSampling
    /// The rounded clip of `masksToBounds`, when set.
    let clip: (radius: Double, corners: CornerMask, curve: CornerCurve)?
    let drawing: DisplayList?

    init(_ layer: Layer, drawsCustomContent: Bool) {
        bounds = layer.bounds
        contents = layer.contents
        contentsGravity = layer.contentsGravity
        sampling = PictureSampling(layer)
        clip = layer.masksToBounds ? (layer.cornerRadius, layer.maskedCorners, layer.cornerCurve) : nil
        drawing = drawsCustomContent ? layer.displayList : nil
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        guard lhs.bounds == rhs.bounds, lhs.contentsGravity == rhs.contentsGravity, lhs.contents == rhs.contents, lhs.sampling == rhs.sampling,
              lhs.clip?.radius == rhs.clip?.radius, lhs.clip?.corners == rhs.clip?.corners,
              lhs.clip?.curve == rhs.clip?.curve else { return false }
        switch (lhs.drawing, rhs.drawing) {
        case (nil, nil): return true
        case let (left?, right?): return left.drawsSame(as: right)
        default: return false
        }
    }

    /// Hashes the cheap parts; equality compares the rest.
    func hash(into hasher: inout Hasher) {
        hasher.combine(bounds)
        hasher.combine(contentsGravity)
        hasher.combine(clip?.radius)
        hasher.combine(drawing?.commandCount)
    }
}
