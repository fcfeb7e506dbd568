import CairoRendering
import Foundation
import MediaEncoding

/// Renders a scene to stills and files.
///
/// Every pass over the frames plays the scene from time 0 on a fresh stage, so frame i is a
/// pure function of i, and formats that need two passes (GIF palettes) re-render instead of
/// keeping frames in memory.
public final class Exporter: @unchecked Sendable {
    public let scene: Scene
    public let settings: RenderSettings
    /// Told of each frame; called on the exporting thread.
    public weak var progress: ExportProgressObserver?
    private let cancellation = NSLock()
    private var isCancelled = false

    /// Rasterizing threads; defaults to every core.
    public let workerCount: Int

    public init(scene: Scene, settings: RenderSettings = RenderSettings(),
                workerCount: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.scene = scene
        self.settings = settings
        self.workerCount = max(1, workerCount)
    }

    /// Asks a running export to stop; it throws `ExportError.cancelled` and writes nothing.
    /// Safe to call from any thread (a SIGINT handler, say).
    public func cancel() {
        cancellation.lock(); isCancelled = true; cancellation.unlock()
    }

    private var cancelled: Bool {
        cancellation.lock(); defer { cancellation.unlock() }
        return isCancelled
    }

    /// The frame at `time` seconds as a canvas (PNG-ready): `Scrubber.still(at:settings:)`.
    public func still(at time: Double) throws -> Canvas {
        try Scrubber(scene: scene).still(at: time, settings: settings)
    }

    /// The render of this exporter's scene and settings to `path`, resolved: format, settings,
    /// the writer's options and the notes to show first. Throws what `export(to:)` would refuse.
    public func plan(forOutput path: String) throws -> RenderPlan {
        try RenderPlan(scene: scene, settings: settings, path: path)
    }

    /// Renders the frames to `path`; the format comes from the extension (a name with `%d` is a
    /// PNG sequence). The file appears only when the render succeeded.
    public func export(to path: String) throws { try export(try plan(forOutput: path)) }

    /// Runs `plan` (`RenderPlan.run`: its scene, settings and path) on this exporter's workers,
    /// telling its progress observer, until `cancel()`. The file appears only when the render succeeded.
    /// Returns the render's caption cues, from the one playing of its scene.
    @discardableResult
    public func export(_ plan: RenderPlan) throws -> [CaptionCue] {
        try plan.run(workerCount: workerCount, progress: progress) { [unowned self] in cancelled }
    }

    /// Plays the scene with this exporter's settings and hands each rendered frame, in order and
    /// without encoding it, to `body` with its index in the range (0 for the first): the frames
    /// `export(to:)` would encode, for comparing two renders (`zoetrope review`).
    public func forEachFrame(_ body: (Int, PixelFrame) throws -> Void) throws {
        let resolved = try settings.resolved(for: scene)
        let pipeline = FramePipeline(scene: scene, settings: resolved, workerCount: workerCount) { [unowned self] in cancelled }
        try pipeline.run(consume: body)
    }
}

extension Exporter {
    /// The frame at `time` seconds drawn as vectors into an SVG or PDF document.
    public func vectorStill(at time: Double, format: VectorDocument.Format) throws -> VectorDocument {
        let scrubber = Scrubber(scene: scene)
        let resolved = try scrubber.stillSettings(settings)
        let tree = try scrubber.tree(at: time)
        let document = try VectorDocument(format: format, size: scene.size)
        try LayerRenderer().render(tree, into: document, background: resolved.background)
        return document
    }
}
