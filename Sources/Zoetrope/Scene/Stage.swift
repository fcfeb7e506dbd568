import CairoRendering
import Foundation

/// Where a scene plays: the root of the layer tree, a root view, and the virtual clock.
///
/// Time advances only through `advance(to:)` (the exporter calls it with frame / fps), so a
/// frame is a pure function of its index. Everything a scene schedules with `at(_:perform:)`
/// runs at exactly that virtual time, in an implicit transaction.
public final class Stage {
    /// Canvas size in points.
    public let size: Size
    /// The clock, transactions and animation blocks of this stage.
    public let timeline = Timeline()
    /// The root view, filling the canvas (like a window); its layer is `rootLayer`.
    public let rootView: View

    /// Recycles the presentation trees of earlier frames: enough for a renderer drawing a frame
    /// on every core while the next one is built.
    private let presentationRecycler = PresentationRecycler(capacity: ProcessInfo.processInfo.activeProcessorCount + 2)

    /// Delivers scripted touches to the views' gesture recognizers.
    let touches: TouchDispatcher
    /// The scripted touches, drawn when `showsTouches` is on.
    let touchIndicators = TouchIndicators()
    /// How far the script reaches, for steps that wait for the ones before them.
    let script = ScriptProgress()
    /// The scripted captions, burned into the frames.
    let captionOverlay = CaptionOverlay()
    /// The scripted sounds and taps, in the order they were scripted.
    var scriptedSounds: [ScriptedSound] = []
    /// The sounds the script plays, in the order they were scripted: the files placed with
    /// `audio(_:at:volume:fadeIn:fadeOut:)`, and `tapSound` at every scripted tap.
    public var sounds: [SoundCue] { scriptedSounds.compactMap { $0.cue(tapSound: tapSound) } }
    /// A sound every scripted tap plays as its finger goes down (`tap(at:time:holdDuration:)`),
    /// taps scripted before it was set included; nil: none.
    public var tapSound: TapSound?
    /// The camera over the scene: scripted zooms and follows of the viewport (`Camera`).
    public let camera = Camera()

    /// The root of the layer tree, filling the canvas.
    public var rootLayer: Layer { rootView.layer }

    /// The current virtual time.
    public var time: Double { timeline.time }

    /// A stage of the given size, with a root view whose bounds are the canvas. The fonts
    /// Zoetrope ships are registered first, so no scene is built before them.
    public init(size: Size) {
        FontLibrary.prepare()
        self.size = size
        rootView = View(frame: Rect(origin: .zero, size: size))
        rootView.layer.name = "root"
        rootView.layer.isVisibleRoot = true
        touches = TouchDispatcher(rootView: rootView)
        script.gesturesDecided = { [unowned touches] in touches.latestGestureDeadline }
        timeline.didCommit = { [unowned rootView] in rootView.layoutIfNeeded() }
        timeline.measureText = LabelTextMeasurement().measure
        timeline.screenSize = size
    }

    /// Sets up `scene` on a new stage at time 0. What `setUp` sets directly is the initial
    /// state (no implicit animations and no `"onOrderIn"` actions, as for layers not yet on
    /// screen); animation blocks and explicit animations it starts do run. Display links run
    /// `refreshRate` times a second (`Timeline.refreshRate`): the render's frame rate, by
    /// default the scene's. `UIScreen.main.scale` is `scale`: the render's, by default the scene's.
    public convenience init(scene: Scene, refreshRate: Int? = nil, scale: Double? = nil) {
        self.init(size: scene.size)
        timeline.refreshRate = Double(refreshRate ?? scene.fps)
        timeline.screenScale = scale ?? scene.scale
        timeline.isSettingUp = true
        rootLayer.isVisibleRoot = false
        timeline.perform { scene.setUp(on: self) }
        rootLayer.isVisibleRoot = true
        timeline.isSettingUp = false
    }

    /// Runs `action` at virtual time `time`.
    public func at(_ time: Double, perform action: @escaping () -> Void) {
        script.didSchedule(at: time)
        timeline.schedule(at: time, action)
    }

    /// Runs `script`, an async closure, from virtual time `time`: the code iOS writes with
    /// `await UIView.animate(…)` runs as written, each `await` of an animation resuming at the
    /// virtual time its completion would be called, on the stage's thread
    /// (`Timeline.startScript(_:)`).
    public func at(_ time: Double, performAsync script: @escaping () async -> Void) {
        self.script.didSchedule(at: time)
        timeline.schedule(at: time) { [unowned timeline] in timeline.startScript(script) }
    }

    /// Advances to `time`: runs due events and animation callbacks, lays views out, and lets
    /// layers whose display-affecting properties animate update themselves (`display()`), all
    /// at `time`, so every property of a frame is sampled at the same instant.
    /// Throws the first problem the script caused (an invalid animation, for instance).
    public func advance(to time: Double) throws {
        timeline.advance(to: time)
        timeline.perform {
            rootView.layoutIfNeeded()
            let layers = rootLayer.allLayers
            for layer in layers where layer.layoutPending { layer.layoutIfNeeded() }
            for layer in layers where layer.needsDisplay() || layer.hasAnimatedDisplayKeys {
                layer.setNeedsDisplay()
                layer.displayIfNeeded()
            }
        }
        try throwFirstProblem(at: time)
    }

    /// Throws the first problem reported since the last call (by the script, or by drawing that
    /// `presentationTree()` recorded: a font that is not there, under snapshot tests).
    package func throwFirstProblem(at time: Double) throws {
        if let problem = timeline.takeProblems().first {
            throw SceneError.scriptFailed(time: time, error: problem)
        }
    }

    /// Removes and returns what the scene's animations noted so far (a spring cut before it
    /// settles), each text once.
    package func takeNotes() -> [String] { timeline.takeNotes() }

    /// The presentation tree at the current time: an independent copy the renderer can draw
    /// (on another thread) while the stage moves on, its custom drawing already recorded here
    /// (`Layer.recordDrawing()`), so no thread but the stage's runs scene code. Trees of earlier
    /// frames that nobody holds any more are recycled into it rather than freed (see
    /// `PresentationRecycler`). The captions shown now lie on top, and above them, with
    /// `showsTouches` on, the touch indicators. What the drawing warns about is noted, or under
    /// snapshot tests reported for `throwFirstProblem(at:)`.
    public func presentationTree() -> Layer {
        let tree = presentationRecycler.presentation(of: rootLayer, atGlobalTime: timeline.time)
        let cameraTransform = applyCamera(to: tree)
        do {
            if let captions = try captionOverlay.overlay(at: timeline.time, bounds: rootLayer.bounds) {
                // Captions are placed on the frame, not in the scene: the camera's move is undone for them.
                if let cameraTransform, let undo = cameraTransform.inverted() { captions.transform = undo }
                tree.addOverlay(captions)
            }
        } catch {
            timeline.report(error)
        }
        if let touches = touchIndicators.overlay(at: timeline.time) { tree.addOverlay(touches) }
        // In the timeline's context, so what drawing warns about is this stage's note or problem.
        Timeline.$current.withValue(timeline) { tree.recordDrawing() }
        return tree
    }

    /// Shows the camera's viewport on the whole frame: one more transform on the tree's root for
    /// its sublayers (after the scene's own). Returns that transform, nil when the camera shows
    /// the whole scene.
    private func applyCamera(to tree: Layer) -> Transform3D? {
        guard camera.isDirected else { return nil }
        let bounds = rootLayer.bounds
        let viewport = camera.viewport(at: timeline.time, bounds: bounds, touches: touchIndicators.tracks) { followed in
            guard let copy = tree.allLayers.first(where: { $0.modelLayer === followed }) else { return nil }
            return copy.convert(Point(x: copy.bounds.midX, y: copy.bounds.midY), to: tree)
        }
        guard let transform = Camera.sublayerTransform(showing: viewport, of: bounds) else { return nil }
        tree.sublayerTransform = tree.sublayerTransform.concatenating(transform)
        return transform
    }
}
