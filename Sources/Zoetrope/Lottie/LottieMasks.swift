/// A layer's masks (`masksProperties`) as the engine's `Layer.mask`: added masks (`a`) at full
/// opacity are one shape layer filled with their paths; masks of mode `n` do nothing; other
/// modes, inverted masks and mask opacity are named in a note and left out.
struct LottieMasks {
    let masks: [LottieMask]
    let timing: LottieTiming
    let skip: (String) -> Void

    init(_ masks: [LottieMask], timing: LottieTiming, skip: @escaping (String) -> Void) {
        self.masks = masks
        self.timing = timing
        self.skip = skip
    }

    func apply(to layer: Layer) {
        var added: [LottieShape] = []
        for mask in masks where mask.mode != "n" {
            if mask.mode != "a" {
                skip("masks of mode '\(mask.mode)'")
            } else if mask.inverted {
                skip("inverted masks")
            } else {
                if mask.opacity.isAnimated || mask.opacity.initial.first ?? 100 < 100 { skip("mask opacity") }
                added.append(.path(mask.path))
            }
        }
        guard !added.isEmpty else { return }
        let shape = ShapeLayer()
        shape.bounds = Rect(x: 0, y: 0, width: 0, height: 0)
        shape.anchorPoint = Point(x: 0, y: 0)
        timing.apply(LottieGeometry.path(of: added), to: shape, keyPath: "path") { $0 }
        layer.mask = shape
    }
}
