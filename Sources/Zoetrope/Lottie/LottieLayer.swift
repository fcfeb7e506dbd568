/// A Lottie animation as a layer of the engine: its layers become sublayers animated by keyframe
/// animations (`LottieComposition`), so it obeys its own and its ancestors' `speed`,
/// `timeOffset` and `beginTime` like any layer, and their transforms and masks.
///
/// Its bounds are the document's size; its local time 0 shows the document's in point, and
/// after the out point the last frame holds — until a playback method takes over:
/// `play(fromFrame:toFrame:loopMode:completion:)`, `pause()`, `stop()`, `currentFrame` (lottie-ios's
/// playback, at virtual time; `LottieView` wraps them as `LottieAnimationView` does). Features it
/// does not draw are noted once each (feature, layer, frames) on the running timeline, and the
/// rest is drawn.
///
/// ```swift
/// let check = LottieLayer(document: try LottieDocument(contentsOf: url))
/// check.position = Point(x: 200, y: 200)
/// check.speed = 2
/// stage.rootLayer.addSublayer(check)
/// ```
open class LottieLayer: Layer {
    /// The document's first frame (`ip`) and the frame it ends at (`op`).
    public private(set) var startFrame = 0.0
    public private(set) var endFrame = 0.0
    /// The document's frames per second.
    public private(set) var frameRate = 1.0
    /// The controlled playback, made by the first playback call.
    private var playback: LottiePlayback?
    /// The inner layer whose local time is the document's, in seconds from frame 0.
    private var timeLayer: Layer?

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
        timeLayer = root
        startFrame = document.inPoint
        endFrame = document.outPoint
        frameRate = document.frameRate
        composition.notes.forEach { timeline?.note($0) }
    }
}

extension LottieLayer {
    /// Plays from `fromFrame` (nil: the frame shown now) to `toFrame` — backwards when it is the
    /// earlier — as `loopMode` says, starting at the running timeline's time, then holds and calls
    /// `completion(true)`; another play, `pause()` or `stop()` first calls it with false.
    public func play(fromFrame: Double? = nil, toFrame: Double, loopMode: LottieLoopMode = .playOnce,
                     completion: ((Bool) -> Void)? = nil) {
        guard let playback = controlled() else { return }
        playback.play(from: fromFrame ?? playback.currentFrame, to: toFrame, loopMode: loopMode, completion: completion)
    }

    /// Holds the frame shown now.
    public func pause() {
        guard let playback = controlled() else { return }
        playback.hold(playback.currentFrame)
    }

    /// Stops and shows the first frame.
    public func stop() { controlled()?.hold(startFrame) }

    /// The document frame shown now; setting it stops playing and holds that frame.
    public var currentFrame: Double {
        get { controlled()?.currentFrame ?? startFrame }
        set { controlled()?.hold(newValue) }
    }

    /// How fast a play runs: 1 is the document's frame rate, 2 twice as fast.
    public var animationSpeed: Double {
        get { playback?.speed ?? 1 }
        set { controlled()?.speed = newValue }
    }

    /// Whether a play is running (false before the first playback call, while the layer runs on its own clock).
    public var isAnimationPlaying: Bool { playback?.isPlaying ?? false }

    /// The playback, made on first use.
    private func controlled() -> LottiePlayback? {
        if let playback { return playback }
        guard let timeLayer else { return nil }
        let playback = LottiePlayback(timeLayer: timeLayer, frameRate: frameRate)
        self.playback = playback
        return playback
    }
}
