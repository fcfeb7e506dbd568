/// A caption as a subtitle cue of one render: the frames that show it, and their times in whole
/// milliseconds from the video's first frame — exact to the frame: a player at a frame's
/// presentation time shows the cue exactly when that frame has the caption burned in.
public struct CaptionCue: Hashable, Sendable {
    public var text: String
    /// The render's frames that show the caption.
    public var frames: Range<Int>
    /// The first frame's time in milliseconds, rounded down (so it is not after the frame).
    public var startMilliseconds: Int
    /// The time of the first frame after the caption, in milliseconds, rounded down (so it is
    /// after the caption's last frame, whose time is at least one frame earlier).
    public var endMilliseconds: Int

    /// The cues of `captions` in the render `settings` describes (all its frames, whatever chunk
    /// it draws), in order of their start; captions the render shows in no frame have none.
    public static func cues(of captions: [Caption], in settings: ResolvedRenderSettings) -> [CaptionCue] {
        let cues = captions.compactMap { caption -> CaptionCue? in
            // `Caption.isShown`: at or after the start and before the end, within the same tolerance.
            let first = firstFrame(in: settings) { $0 >= caption.from - Caption.timeTolerance }
            let end = firstFrame(in: settings) { $0 >= caption.to - Caption.timeTolerance }
            guard first < end else { return nil }
            return CaptionCue(text: caption.cueText, frames: first..<end, startMilliseconds: milliseconds(ofFrame: first, fps: settings.fps),
                              endMilliseconds: milliseconds(ofFrame: end, fps: settings.fps))
        }
        return cues.enumerated().sorted { ($0.element.frames.lowerBound, $0.offset) < ($1.element.frames.lowerBound, $1.offset) }
            .map(\.element)
    }

    /// Frame `index`'s time from the video's start, in whole milliseconds rounded down.
    static func milliseconds(ofFrame index: Int, fps: Int) -> Int { index * 1000 / fps }

    /// The first frame whose time satisfies `reached` (false, then true for every later frame),
    /// or the frame count when none does.
    private static func firstFrame(in settings: ResolvedRenderSettings, where reached: (Double) -> Bool) -> Int {
        var low = 0, high = settings.frameCount
        while low < high {
            let middle = (low + high) / 2
            if reached(settings.time(ofFrame: middle)) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
