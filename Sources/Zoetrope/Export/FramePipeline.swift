import Dispatch
import Foundation
import MediaEncoding

/// The render loop of an export pass: the engine plays the scene on one thread and hands each
/// frame's immutable presentation tree to parallel rasterizing workers; the caller's thread
/// receives the pixel frames in order through a bounded buffer and encodes them.
///
/// Presentation trees are independent copies, so workers draw them while the engine moves on;
/// the stage recycles a tree for a later frame only once its worker has given it back
/// (`LentPresentationTree`). Custom
/// `draw(in:)` code has already run on the engine's thread (`Layer.recordDrawing`): workers only
/// replay the recorded display lists.
struct FramePipeline {
    let scene: Scene
    let settings: ResolvedRenderSettings
    let workerCount: Int
    let isCancelled: () -> Bool

    /// Renders every frame of `settings.frames` and passes each, in order, to `consume` with its
    /// position among them (0 for the first); what the scene notes while it plays goes to `note`
    /// on the caller's thread, before the frame it was noted at. Returns the stage played on,
    /// without drawing, to the render's last frame (past a chunk's frames, every frame of the
    /// render): what its script scripted (captions, sounds) is all there, from the one playing of
    /// the scene, and a scene that fails after a chunk's frames fails the chunk as the render.
    @discardableResult
    func run(consume: (Int, PixelFrame) throws -> Void, note: (String) -> Void = { _ in }) throws -> Stage? {
        let buffer = OrderedFrameBuffer<PixelFrame>(capacity: workerCount * 2)
        let rasterizer = FrameRasterizer(settings: settings)
        let workers = DispatchQueue(label: "zoetrope.render", qos: .userInitiated, attributes: .concurrent)
        let limiter = DispatchSemaphore(value: workerCount)
        let engineDone = DispatchSemaphore(value: 0)
        let frameCount = settings.frames.count
        let scene = self.scene, settings = self.settings, isCancelled = self.isCancelled
        let notes = NoteQueue()
        // The caller's strictness (snapshot tests fail on engine warnings) crosses to the engine's thread.
        let warningsAreErrors = Timeline.treatsWarningsAsErrors
        let finalStage = StageHandOver()

        Thread.detachNewThread {
            defer { engineDone.signal() }
            var nextIndex = 0
            do {
                try Timeline.$treatsWarningsAsErrors.withValue(warningsAreErrors) {
                    let playback = Playback(scene: scene, showsTouches: settings.showsTouches)
                    finalStage.stage = try playback.play(settings, onToFrame: settings.frameCount - 1, between: {
                        // Past the frames drawn: stop when the consumer has.
                        if isCancelled() { throw ExportError.cancelled }
                        if buffer.hasStopped { throw PlaybackStopped() }
                    }) { frame in
                        nextIndex = frame.index + 1
                        guard buffer.reserveSlot() else { throw PlaybackStopped() }
                        notes.append(frame.notes)
                        limiter.wait()
                        let lent = LentPresentationTree(frame.tree), index = frame.index
                        workers.async {
                            defer { limiter.signal() }
                            buffer.deliver(index, Result { try lent.use(rasterizer.pixelFrame(for:)) })
                        }
                    }
                }
            } catch is PlaybackStopped {
                return
            } catch {
                // The scene failed on its way to frame `nextIndex`, which fails in its turn; past
                // the last frame drawn, the run fails once its frames are consumed.
                if nextIndex < frameCount { buffer.deliver(nextIndex, .failure(error)) } else { finalStage.error = error }
            }
        }

        var engineFinished = false
        defer {
            buffer.stop()
            if !engineFinished { engineDone.wait() }
            workers.sync(flags: .barrier) {}
        }
        for index in 0..<frameCount {
            if isCancelled() { throw ExportError.cancelled }
            let frame = try buffer.take(index)
            notes.takeAll().forEach(note)
            try consume(index, frame)
            rasterizer.recycle(frame)
        }
        engineDone.wait()
        engineFinished = true
        if let error = finalStage.error { throw error }
        return finalStage.stage
    }
}

/// The stage a pipeline's engine thread ends on, or what failed after its last frame: written on
/// that thread before it signals its end, read by the caller after waiting for it.
private final class StageHandOver: @unchecked Sendable {
    var stage: Stage?
    var error: Error?
}

/// Ends the engine's playback once the consumer has stopped taking frames.
private struct PlaybackStopped: Error {}

/// Notes passed from the engine's thread to the caller's.
private final class NoteQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var notes: [String] = []

    func append(_ new: [String]) {
        guard !new.isEmpty else { return }
        lock.lock(); defer { lock.unlock() }
        notes += new
    }

    func takeAll() -> [String] {
        lock.lock(); defer { lock.unlock() }
        defer { notes.removeAll() }
        return notes
    }
}
