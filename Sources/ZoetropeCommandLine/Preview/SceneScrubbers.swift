import Foundation
import Zoetrope

/// The scenes' `Scrubber`s, used on a `RenderPool`: each frame is drawn by a scrubber of its
/// scene and variant that no other request holds, so frames of different requests are drawn side
/// by side. A request takes the free scrubber whose stage is closest before its time (scrubbing
/// forward advances a kept stage, so playback frames come quickly), or a new one: there are never
/// more per scene and variant than the pool has threads. A request no longer wanted by the time
/// a thread is free — its client has gone (counted as abandoned) or asked for a newer frame
/// (counted as superseded, see `LatestFrames`) — is dropped without drawing, and `work` may check
/// again between steps (the API stops drawing between two layers and checks before encoding).
final class SceneScrubbers: @unchecked Sendable {
    private struct Key: Hashable {
        let scene: String
        let variant: String?
    }

    private let catalog: SceneCatalog
    let pool: RenderPool
    private let lock = NSLock()
    private var free: [Key: [Scrubber]] = [:]
    private var done = 0
    private var abandoned = 0
    private var superseded = 0
    private var drawing = 0
    private var aheadDone = 0
    private var aheadDrawing = 0

    init(catalog: SceneCatalog, pool: RenderPool = RenderPool()) {
        self.catalog = catalog
        self.pool = pool
    }

    /// How many requests were answered, how many dropped because their client had gone or
    /// asked for a newer frame, and how many are being worked on now; how many frames were drawn
    /// ahead of a client (`ahead`), and how many are being drawn so.
    var counts: (done: Int, abandoned: Int, superseded: Int, drawing: Int, aheadDone: Int, aheadDrawing: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (done, abandoned, superseded, drawing, aheadDone, aheadDrawing)
    }

    /// Runs `work` on the pool with a scrubber of `scene` in `variant` that no one else holds,
    /// the one best placed for `time`, unless the answer is no longer wanted (`interest`) by then.
    /// `cost` orders the work among the waiting (see `RenderPool`). Work `ahead` of a request
    /// (`FramesAhead`) is counted as `aheadDrawing` and `aheadDone`, not among the requests.
    func withScrubber<Value: Sendable>(scene: String, variant: String?, near time: Double, cost: Double = 0,
                                        ahead: Bool = false, for interest: RequestInterest = RequestInterest(),
                                        _ work: @escaping @Sendable (Scrubber) throws -> Value) async throws -> Value {
        try await pool.run(cost: cost) { [self] in
            try counted(ahead: ahead, interest) {
                let key = Key(scene: scene, variant: variant)
                let scrubber = try take(key, near: time)
                defer { give(back: scrubber, key) }
                let dropped = scrubber.droppedRendererCount
                let value = try work(scrubber)
                if scrubber.droppedRendererCount != dropped { Self.giveBackFreedMemory() }
                return value
            }
        }
    }

    /// Runs `work`, which needs no scrubber (sending a frame drawn ahead), on the pool before
    /// every waiting job, counted as a request, unless the answer is no longer wanted by then.
    func answer<Value: Sendable>(for interest: RequestInterest, _ work: @escaping @Sendable () throws -> Value) async throws -> Value {
        try await pool.run(cost: 0) { [self] in try counted(ahead: false, interest, work) }
    }

    /// Runs `work`, which is quick (sending an answer prepared ahead), on the caller's thread,
    /// counted as a request, unless the answer is no longer wanted.
    func answerAtOnce<Value>(for interest: RequestInterest, _ work: () throws -> Value) throws -> Value {
        try counted(ahead: false, interest, work)
    }

    /// `work` counted as drawing while it runs, then as done, or as abandoned or superseded when
    /// `interest` ends before or during it.
    private func counted<Value>(ahead: Bool, _ interest: RequestInterest, _ work: () throws -> Value) throws -> Value {
        do {
            try interest.check()
            count { ahead ? ($0.aheadDrawing += 1) : ($0.drawing += 1) }
            defer { count { ahead ? ($0.aheadDrawing -= 1) : ($0.drawing -= 1) } }
            let value = try work()
            count { ahead ? ($0.aheadDone += 1) : ($0.done += 1) }
            return value
        } catch let error as PreviewError where error == .clientGone && !ahead {
            count { $0.abandoned += 1 }
            throw error
        } catch let error as PreviewError where error == .superseded && !ahead {
            count { $0.superseded += 1 }
            throw error
        }
    }

    /// Returns freed memory to the system. A renderer's decoded pictures and clip decoders are
    /// many allocations spread over glibc's per-thread arenas (FFmpeg's decoder threads add
    /// their own), and glibc keeps what is freed there: without this, a client asking for ever
    /// new scales grew the process by ~0.4 MB a frame (app-demo) although only the kept renderers
    /// were alive (measured: 359 MB after 600 such frames, 169 MB once trimmed).
    /// glibc's `malloc_trim`, looked up at run time: Swift's Glibc module does not declare it, and
    /// a C library without it (musl) simply keeps its memory.
    private static func giveBackFreedMemory() {
        _ = mallocTrim?(0)
    }

    private static let mallocTrim: (@convention(c) (Int) -> Int32)? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim")
        .map { unsafeBitCast($0, to: (@convention(c) (Int) -> Int32).self) }

    private func count(_ change: (SceneScrubbers) -> Void) {
        lock.lock()
        change(self)
        lock.unlock()
    }

    /// The free scrubber at the latest time not after `time` (else the earliest: going back
    /// replays from 0 anyway), or a new one; unknown names are a 404, unknown variants a 400.
    private func take(_ key: Key, near time: Double) throws -> Scrubber {
        lock.lock()
        if var scrubbers = free[key], !scrubbers.isEmpty {
            let before = scrubbers.indices.filter { scrubbers[$0].time <= time }
            let index = before.max { scrubbers[$0].time < scrubbers[$1].time }
                ?? scrubbers.indices.min { scrubbers[$0].time < scrubbers[$1].time }!
            let scrubber = scrubbers.remove(at: index)
            free[key] = scrubbers
            lock.unlock()
            return scrubber
        }
        lock.unlock()
        do {
            return Scrubber(scene: try catalog.scene(named: key.scene, variant: key.variant))
        } catch let error as SceneError {
            if case .unknownScene = error { throw PreviewError.notFound("\(error)") }
            if case .unknownVariant = error { throw PreviewError.badRequest("\(error)") }
            throw error
        }
    }

    private func give(back scrubber: Scrubber, _ key: Key) {
        lock.lock()
        free[key, default: []].append(scrubber)
        lock.unlock()
    }
}
