/// Plays a Lottie layer's frames under control (`LottieLayer.play(fromFrame:toFrame:loopMode:completion:)`):
/// each pass between two frames is one linear mapping of the layer's time onto the document's
/// (the inner layer's `beginTime`, `speed` and `timeOffset`), and the timeline runs an event
/// where a pass ends to start the next or hold. So the frame shown is a pure function of the
/// time, as for any animation — the same in a still, a render, the preview and every chunk —
/// and completions run at virtual time.
final class LottiePlayback {
    /// The inner layer whose time is the document's, in seconds from frame 0.
    private let timeLayer: Layer
    private let frameRate: Double
    /// Counts plays, pauses and stops: a pass's end event of an earlier one does nothing.
    private var generation = 0
    /// What is playing: the frames it goes between, its loop mode, the passes done and the
    /// frame the current pass ends at.
    private var run: (from: Double, to: Double, loopMode: LottieLoopMode, passesDone: Double, passEnd: Double)?
    private var completion: ((Bool) -> Void)?

    /// Frames a second of the layer's time per frame of the document: 1 plays at the document's
    /// rate; changing it while playing goes on from the frame shown at the new rate.
    var speed = 1.0 {
        didSet {
            guard let run, let now = Self.now(of: timeLayer, "LottieAnimationView.animationSpeed") else { return }
            startPass(from: frame(atLocalTime: now), to: run.passEnd, at: now)
        }
    }

    init(timeLayer: Layer, frameRate: Double) {
        self.timeLayer = timeLayer
        self.frameRate = frameRate
    }

    var isPlaying: Bool { run != nil }

    /// The document frame shown at the Lottie layer's local time `time`.
    func frame(atLocalTime time: Double) -> Double {
        ((time - timeLayer.beginTime) * timeLayer.speed + timeLayer.timeOffset) * frameRate
    }

    /// The frame shown now (at the running timeline's time; the layer's start without one).
    var currentFrame: Double {
        frame(atLocalTime: timeLayer.superlayer.map { $0.localTime(atGlobalTime: Timeline.current?.time ?? 0) } ?? 0)
    }

    /// Plays from `from` to `to` (backwards when `to` is before `from`) as `loopMode` says, then
    /// calls `completion` with true; a play, pause or stop before that calls it with false.
    func play(from: Double, to: Double, loopMode: LottieLoopMode, completion: ((Bool) -> Void)?) {
        guard let now = Self.now(of: timeLayer, "LottieAnimationView.play") else { return }
        interrupt()
        self.completion = completion
        guard loopMode.passes > 0, from != to else { return finish(at: loopMode.passes > 0 ? to : from) }
        run = (from, to, loopMode, 0, to)
        startPass(from: from, to: passEnd(from: from, to: to, passes: loopMode.passes), at: now)
    }

    /// Holds `frame` and stops playing (calling a pending completion with false).
    func hold(_ frame: Double) {
        interrupt()
        show(frame)
    }

    /// Ends the run in progress: its completion hears false.
    private func interrupt() {
        generation += 1
        run = nil
        if let completion {
            self.completion = nil
            completion(false)
        }
    }

    /// Where a pass from `from` towards `to` ends when only `passes` (below 1) are left.
    private func passEnd(from: Double, to: Double, passes: Double) -> Double {
        passes < 1 ? from + (to - from) * passes : to
    }

    /// Maps the layer's time from `now` onto the document from `start` towards `end`, and
    /// schedules the pass's end (the end scheduled for the pass it replaces no longer counts).
    private func startPass(from start: Double, to end: Double, at now: Double) {
        guard var run else { return }
        run.passEnd = end
        self.run = run
        generation += 1
        let rate = max(speed, 0)
        let length = abs(end - start) / frameRate
        guard rate > 0, let timeline = Timeline.current, let lottie = timeLayer.superlayer else { return show(start) }
        timeLayer.beginTime = now
        timeLayer.speed = end >= start ? rate : -rate
        timeLayer.timeOffset = start / frameRate
        let generation = self.generation
        timeline.schedule(at: lottie.convertTime(now + length / rate, to: nil)) { [weak self] in
            guard let self, self.generation == generation else { return }
            self.passEnded(at: lottie.localTime(atGlobalTime: timeline.time))
        }
    }

    /// Starts the next pass, or holds the last frame and completes.
    private func passEnded(at now: Double) {
        guard var run else { return }
        run.passesDone += 1
        self.run = run
        let left = run.loopMode.passes - run.passesDone
        guard left > 1e-9 else { return finish(at: run.passEnd) }
        let backwards = run.loopMode.reverses && Int(run.passesDone) % 2 == 1
        let (from, to) = backwards ? (run.to, run.from) : (run.from, run.to)
        startPass(from: from, to: passEnd(from: from, to: to, passes: left), at: now)
    }

    private func finish(at frame: Double) {
        generation += 1
        run = nil
        show(frame)
        if let completion {
            self.completion = nil
            completion(true)
        }
    }

    /// Holds the document at `frame`.
    private func show(_ frame: Double) {
        timeLayer.beginTime = 0
        timeLayer.speed = 0
        timeLayer.timeOffset = frame / frameRate
    }

    /// The Lottie layer's local time now, or nil (reported) when no timeline runs.
    private static func now(of timeLayer: Layer, _ call: String) -> Double? {
        guard let timeline = Timeline.current else {
            Timeline.report(TimelineError.noTimeline(call))
            return nil
        }
        return timeLayer.superlayer?.localTime(atGlobalTime: timeline.time) ?? timeline.time
    }
}
