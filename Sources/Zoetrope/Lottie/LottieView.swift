import CairoRendering

/// A view playing a Lottie animation (lottie-ios's `LottieAnimationView`, the name ZoetropeUIKit
/// gives it): the animation's `LottieLayer` fitted into the bounds by `contentMode`, showing its
/// first frame until `play()`; the playback methods run at the scene's virtual time.
///
/// ```swift
/// let check = LottieView(animation: try LottieDocument(contentsOf: url))
/// check.frame = Rect(x: 40, y: 40, width: 200, height: 200)
/// check.loopMode = .loop
/// stage.rootView.addSubview(check)
/// stage.at(1) { check.play() }
/// ```
open class LottieView: View {
    /// The animation shown; setting it shows the new one's first frame, stopped.
    public var animation: LottieDocument? {
        didSet { install() }
    }
    /// The layer playing `animation`.
    public private(set) var animationLayer: LottieLayer?
    /// How the animation fits the bounds (default `.scaleAspectFit`, as lottie-ios's).
    open override var contentMode: ContentMode {
        didSet { setNeedsLayout() }
    }
    /// The loop mode of `play()` and of the plays given none.
    public var loopMode = LottieLoopMode.playOnce
    /// How fast plays run: 1 is the document's frame rate.
    public var animationSpeed: Double {
        get { animationLayer?.animationSpeed ?? 1 }
        set { animationLayer?.animationSpeed = newValue }
    }

    /// A view showing `animation` at its size (nil: an empty view).
    public init(animation: LottieDocument?) {
        self.animation = animation
        super.init(frame: Rect(origin: .zero, size: animation?.size ?? .zero))
        contentMode = .scaleAspectFit
        install()
    }

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        contentMode = .scaleAspectFit
    }

    /// The document's size.
    open override var intrinsicContentSize: Size {
        animation?.size ?? Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let animationLayer, let animation else { return }
        let placed = contentMode.gravity.placement(of: animation.size, in: bounds)
        Transaction.begin()
        Transaction.setDisableActions(true)
        animationLayer.position = Point(x: placed.midX, y: placed.midY)
        animationLayer.transform = Transform3D(scaleX: placed.width / max(animation.size.width, 1e-9),
                                               y: placed.height / max(animation.size.height, 1e-9), z: 1)
        Transaction.commit()
    }

    // MARK: Playback (lottie-ios's)

    /// Plays from the frame shown to the end as `loopMode` says (from the start when it shows the end).
    public func play(completion: ((Bool) -> Void)? = nil) {
        guard let animationLayer else { return }
        let atEnd = animationLayer.currentFrame >= animationLayer.endFrame
        animationLayer.play(fromFrame: atEnd ? animationLayer.startFrame : nil, toFrame: animationLayer.endFrame,
                            loopMode: loopMode, completion: completion)
    }

    /// Plays between two points of the animation's progress (0 its first frame, 1 its end).
    public func play(fromProgress: Double? = nil, toProgress: Double, loopMode: LottieLoopMode? = nil,
                     completion: ((Bool) -> Void)? = nil) {
        guard let animationLayer else { return }
        animationLayer.play(fromFrame: fromProgress.map(frame(atProgress:)), toFrame: frame(atProgress: toProgress),
                            loopMode: loopMode ?? self.loopMode, completion: completion)
    }

    /// Plays between two of the document's frames.
    public func play(fromFrame: Double? = nil, toFrame: Double, loopMode: LottieLoopMode? = nil,
                     completion: ((Bool) -> Void)? = nil) {
        animationLayer?.play(fromFrame: fromFrame, toFrame: toFrame, loopMode: loopMode ?? self.loopMode, completion: completion)
    }

    /// Holds the frame shown.
    public func pause() { animationLayer?.pause() }

    /// Stops and shows the first frame.
    public func stop() { animationLayer?.stop() }

    /// Whether a play is running.
    public var isAnimationPlaying: Bool { animationLayer?.isAnimationPlaying ?? false }

    /// The document frame shown; setting it stops and holds that frame.
    public var currentFrame: Double {
        get { animationLayer?.currentFrame ?? 0 }
        set { animationLayer?.currentFrame = newValue }
    }

    /// Where the frame shown is between the first (0) and the end (1); setting it holds there.
    public var currentProgress: Double {
        get {
            guard let animationLayer, animationLayer.endFrame > animationLayer.startFrame else { return 0 }
            return (animationLayer.currentFrame - animationLayer.startFrame) / (animationLayer.endFrame - animationLayer.startFrame)
        }
        set { currentFrame = frame(atProgress: newValue) }
    }

    /// Seconds of the document from its first frame to the one shown; setting it holds there.
    public var currentTime: Double {
        get { animationLayer.map { ($0.currentFrame - $0.startFrame) / $0.frameRate } ?? 0 }
        set { if let animationLayer { currentFrame = animationLayer.startFrame + newValue * animationLayer.frameRate } }
    }

    private func frame(atProgress progress: Double) -> Double {
        guard let animationLayer else { return 0 }
        return animationLayer.startFrame + (animationLayer.endFrame - animationLayer.startFrame) * progress
    }

    /// Puts `animation`'s layer in place of the last one's, held at its first frame.
    private func install() {
        animationLayer?.removeFromSuperlayer()
        animationLayer = nil
        guard let animation else { return }
        let lottie = LottieLayer(document: animation)
        layer.addSublayer(lottie)
        animationLayer = lottie
        lottie.currentFrame = lottie.startFrame
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }
}
