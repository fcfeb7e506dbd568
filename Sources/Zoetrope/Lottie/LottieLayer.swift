/// A Lottie animation as a layer of the engine: its layers become sublayers animated by keyframe
/// animations (`LottieComposition`), so it obeys its own and its ancestors' `speed`,
/// `timeOffset` and `beginTime` like any layer, and their transforms and masks.
///
/// Its bounds are the document's size; its local time 0 shows the document's in point, and
/// after the out point the last frame holds. Features it does not draw are noted once each
/// (feature, layer, frames) on the running timeline, and the rest is drawn.
///
/// ```swift
/// let check = LottieLayer(document: try LottieDocument(contentsOf: url))
/// check.position = Point(x: 200, y: 200)
/// check.speed = 2
/// stage.rootLayer.addSublayer(check)
/// ```
open class LottieLayer: Layer {
    /// The layers of `document`, placed in bounds (0, 0, w, h).
    public convenience init(document: LottieDocument) {
        self.init()
        let timeline = Timeline.current
        if timeline != nil {
            Transaction.begin()
            Transaction.setDisableActions(true)
        }
        defer { if timeline != nil { Transaction.commit() } }
        bounds = Rect(x: 0, y: 0, width: document.size.width, height: document.size.height)
        let root = Layer()
        root.bounds = bounds
        root.anchorPoint = Point(x: 0, y: 0)
        root.masksToBounds = true
        root.timeOffset = document.inPoint / document.frameRate
        let composition = LottieComposition(document: document)
        for layer in composition.layers(of: document.layers) { root.addSublayer(layer) }
        addSublayer(root)
        composition.notes.forEach { timeline?.note($0) }
    }
}
