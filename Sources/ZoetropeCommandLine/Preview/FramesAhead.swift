import CairoRendering
import Foundation
import Zoetrope

/// Frames drawn ahead of a client stepping through a scene, the way an editor's playback
/// renders ahead of its playhead: once a named client has stepped from one frame to another
/// (`since=` one frame, `t=` the next, both on the scene's `FrameGrid`, at most `longestStep`
/// frames apart), the next `depth` frames the same way are drawn on the render pool's idle
/// threads, and its next request for one of them takes it instead of drawing it. Each frame is
/// drawn at its exact frame time, as `Scrubber.still` draws any time within a thousandth of a
/// frame of it, so a frame taken is the bytes a request would have drawn.
///
/// The frames ahead are staggered: a frame after one still being drawn starts once that one is
/// half drawn (by the time the last frame drawn for the client took), so frames finish half a
/// frame apart, one per step, rather than in pairs that leave every other step waiting a whole
/// frame.
///
/// Work ahead never delays a request: it runs after every waiting request (`cost` infinite in
/// the `RenderPool`), a request finding both threads busy with it gets an extra thread, and it
/// stops between two layers once its client asks for a frame off the run or goes. Bounded: the
/// most recent `clientCapacity` clients' runs are kept, `depth` frames each.
final class FramesAhead: @unchecked Sendable {
    /// How many frames ahead of a client's last step are drawn: two keep both of two cores
    /// drawing while the client steps.
    static let depth = 2
    /// The widest step (in frames) that is followed: the page's Shift-arrow steps ten.
    static let longestStep = 10
    /// How many clients' runs are kept.
    static let clientCapacity = 4

    /// One frame drawn, or being drawn, ahead.
    final class Frame: @unchecked Sendable {
        let index: Int
        private let lock = NSLock()
        private var wanted = true
        /// The frame the client will hold when it asks for this one, until its pixels are read.
        private var predecessor: Predecessor?
        private var result: Result<DrawnAhead, Error>?
        private var waiters: [CheckedContinuation<DrawnAhead?, Never>] = []
        /// How long into its drawing this frame is half drawn (nanoseconds), when known.
        private let halfway: UInt64?
        private var drawingStart: UInt64?
        private var halfDrawn = false
        /// What starts once this frame is half drawn.
        private var afterHalf: [@Sendable () -> Void] = []

        /// The frame before one drawn ahead: the one just sent, or the one ahead of it.
        enum Predecessor {
            case sent(DrawnCanvas)
            case ahead(Frame)
        }

        /// `halfway`: half the time the last frame took to draw, when known.
        init(index: Int, after predecessor: Predecessor?, halfway: UInt64? = nil) {
            self.index = index
            self.predecessor = predecessor
            self.halfway = halfway
        }

        /// Runs `start` once this frame is half drawn, finished or dropped (at once if it is).
        func afterHalfDrawn(_ start: @escaping @Sendable () -> Void) {
            lock.lock()
            if halfDrawn {
                lock.unlock()
                start()
            } else {
                afterHalf.append(start)
                lock.unlock()
            }
        }

        /// Called as the drawing goes on (between layers; first when it starts), at `now`
        /// (monotonic nanoseconds): starts what waits for half of it once that much time passed.
        func drawingProgressed(now: UInt64) {
            lock.lock()
            let start = drawingStart ?? now
            drawingStart = start
            let due = halfway.map { now - start >= $0 } ?? false
            lock.unlock()
            if due { releaseHalf() }
        }

        private func releaseHalf() {
            lock.lock()
            halfDrawn = true
            let starts = afterHalf
            afterHalf = []
            lock.unlock()
            for start in starts { start() }
        }

        /// False once the run moved on without it; the drawing stops then.
        var isWanted: Bool {
            lock.lock()
            defer { lock.unlock() }
            return wanted
        }

        /// The frame once drawn; nil when the drawing failed or stopped.
        var drawn: DrawnAhead? {
            get async {
                await withCheckedContinuation { continuation in
                    lock.lock()
                    if let result {
                        lock.unlock()
                        continuation.resume(returning: try? result.get())
                    } else {
                        waiters.append(continuation)
                        lock.unlock()
                    }
                }
            }
        }

        /// The pixels of the frame before this one if they are drawn by now (never waiting for
        /// them), once: the reference is let go, so a run holds no frame longer than needed.
        func takePredecessorCanvas() -> Canvas? {
            lock.lock()
            let before = predecessor
            predecessor = nil
            lock.unlock()
            switch before {
            case .sent(let drawn): return drawn.canvas
            case .ahead(let frame): return frame.finishedCanvas
            case nil: return nil
            }
        }

        /// The pixels, when drawn by now.
        private var finishedCanvas: Canvas? {
            lock.lock()
            defer { lock.unlock() }
            return (try? result?.get())?.canvas.canvas
        }

        fileprivate func drop() {
            lock.lock()
            wanted = false
            lock.unlock()
            releaseHalf()
        }

        /// The drawing's outcome, handed to everyone waiting.
        func finish(_ outcome: Result<DrawnAhead, Error>) {
            lock.lock()
            result = outcome
            let waiting = waiters
            waiters = []
            lock.unlock()
            releaseHalf()
            for waiter in waiting { waiter.resume(returning: try? outcome.get()) }
        }
    }

    /// A frame drawn ahead, and its answer encoded as a patch on the frame before it when that
    /// was drawn first.
    struct DrawnAhead: Sendable {
        let canvas: DrawnCanvas
        let prepared: PreparedAnswer?
        /// How long the drawing took (nanoseconds).
        let drawingTime: UInt64
    }

    /// One client's run: its view (what the pixels depend on besides the time), the scene's
    /// frames, and the frames drawn ahead by index.
    private struct Run {
        let client: String
        let view: String
        let grid: FrameGrid
        var frames: [Int: Frame]
        /// How long the last frame sent took to draw (nanoseconds), when known.
        var drawingTime: UInt64?
    }

    private let lock = NSLock()
    /// Least recently stepped first.
    private var runs: [Run] = []
    private var started = 0
    private var taken = 0

    /// How many frames were drawn ahead (started), and how many of them a request took.
    var counts: (started: Int, taken: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (started, taken)
    }

    /// The frame drawn ahead for `client`'s request of `view` at `time`, removed from its run,
    /// and the scene's frames; nil when none is (then every frame of the client's run is dropped: it asked off the run).
    func take(client: String, view: String, time: Double) -> (frame: Frame, grid: FrameGrid)? {
        lock.lock()
        defer { lock.unlock() }
        guard let position = runs.firstIndex(where: { $0.client == client }) else { return nil }
        if runs[position].view == view, let index = runs[position].grid.frame(at: time),
           let frame = runs[position].frames.removeValue(forKey: index) {
            taken += 1
            return (frame, runs[position].grid)
        }
        for frame in runs.remove(at: position).frames.values { frame.drop() }
        return nil
    }

    /// After `client` was sent `sent`, `view` at `time` (drawn in `drawingTime` nanoseconds),
    /// holding the frame at `since`: when both are frames of `grid` at most `longestStep` apart,
    /// the next `depth` frames the same way are kept drawing (`draw` starts one: it must finish
    /// the frame it is given), each after the one before is half drawn; frames no longer ahead,
    /// and other runs of the client, are dropped.
    func follow(client: String, view: String, grid: FrameGrid, since: Double, time: Double, sent: DrawnCanvas,
                drawingTime: UInt64?, draw: @escaping @Sendable (Frame, Double) -> Void) {
        var toDraw: [Frame] = []
        lock.lock()
        var frames: [Int: Frame] = [:]
        var lastDrawingTime = drawingTime
        if let position = runs.firstIndex(where: { $0.client == client }) {
            let run = runs.remove(at: position)
            if run.view == view, run.grid == grid {
                frames = run.frames
                lastDrawingTime = drawingTime ?? run.drawingTime
            } else {
                for frame in run.frames.values { frame.drop() }
            }
        }
        var ahead: [Int] = [], step = 0, current = 0
        if let now = grid.frame(at: time), let previous = grid.frame(at: since), now != previous,
           abs(now - previous) <= Self.longestStep {
            step = now - previous
            current = now
            ahead = (1...Self.depth).map { now + $0 * step }
                .filter { $0 >= 0 && grid.time(ofFrame: $0) <= grid.duration }
        }
        for (index, frame) in frames where !ahead.contains(index) {
            frame.drop()
            frames[index] = nil
        }
        for index in ahead where frames[index] == nil {
            let before = index - step
            let frame = Frame(index: index, after: before == current ? .sent(sent) : frames[before].map { .ahead($0) },
                              halfway: lastDrawingTime.map { $0 / 2 })
            frames[index] = frame
            toDraw.append(frame)
        }
        started += toDraw.count
        if !frames.isEmpty {
            runs.append(Run(client: client, view: view, grid: grid, frames: frames, drawingTime: lastDrawingTime))
            while runs.count > Self.clientCapacity {
                for frame in runs.removeFirst().frames.values { frame.drop() }
            }
        }
        let startAfter = toDraw.map { frames[$0.index - step] }
        lock.unlock()
        for (frame, before) in zip(toDraw, startAfter) {
            let time = grid.time(ofFrame: frame.index)
            if let before {
                before.afterHalfDrawn { draw(frame, time) }
            } else {
                draw(frame, time)
            }
        }
    }
}
