/// A layer's masks (`masksProperties`) as the engine's `Layer.mask`, one shape layer. Added masks
/// (`a`) alone fill the union of their paths. With subtracted (`s`), difference (`f`) or inverted
/// masks, every path is filled even-odd, after a rectangle far beyond any canvas when the first
/// mask takes away: exact while each subtracted path lies inside the added ones or outside all
/// of them, and paths of one kind do not overlap. Masks of mode `n` do nothing; other modes
/// (intersect, lighten, darken) and mask opacity are named in a note and left out.
struct LottieMasks {
    /// Half the side of the rectangle subtracted masks are cut from, in the layer's points.
    static let reach = 50_000.0

    let masks: [LottieMask]
    let timing: LottieTiming
    let skip: (String) -> Void

    init(_ masks: [LottieMask], timing: LottieTiming, skip: @escaping (String) -> Void) {
        self.masks = masks
        self.timing = timing
        self.skip = skip
    }

    func apply(to layer: Layer) {
        var paths: [LottieShape] = [], onlyAdded = true, startsFull = false
        for mask in masks where mask.mode != "n" {
            guard ["a", "s", "f"].contains(mask.mode) else {
                skip("masks of mode '\(mask.mode)'")
                continue
            }
            if mask.opacity.isAnimated || mask.opacity.initial.first ?? 100 < 100 { skip("mask opacity") }
            let takesAway = (mask.mode == "s") != mask.inverted
            if paths.isEmpty { startsFull = takesAway }
            onlyAdded = onlyAdded && mask.mode == "a" && !mask.inverted
            paths.append(.path(mask.path))
        }
        guard !paths.isEmpty else { return }
        let shape = ShapeLayer()
        shape.bounds = Rect(x: 0, y: 0, width: 0, height: 0)
        shape.anchorPoint = Point(x: 0, y: 0)
        shape.fillRule = onlyAdded ? .winding : .evenOdd
        let outside = Path(rect: Rect(x: -Self.reach, y: -Self.reach, width: 2 * Self.reach, height: 2 * Self.reach))
        timing.apply(LottieGeometry.path(of: paths), to: shape, keyPath: "path") { path -> Path in
            guard startsFull else { return path }
            var cut = outside
            cut.addPath(path)
            return cut
        }
        layer.mask = shape
    }
}
