/// A scene's frame times at its frame rate: frame `index` at `index / fps` seconds, the time a
/// render from 0 draws it at, from 0 through the scene's duration.
///
/// Times written as decimals (`still --at 4.066667`, the preview's `t=`) rarely hit a frame's
/// time exactly; one within `tolerance` of a frame of it is taken as that frame's time, so a
/// still of a time copied from the preview or a render's frame list draws that frame's bytes.
public struct FrameGrid: Sendable, Hashable {
    /// Frames per second.
    public let fps: Int
    /// The last time on the grid's scene (seconds).
    public let duration: Double

    /// How far from a frame's time, in frames, a time still counts as that frame's: a
    /// thousandth of a frame (17 µs at 60 fps), far above six decimals' rounding (0.5 µs) and
    /// far below anything an animation shows.
    public static let tolerance = 1e-3

    public init(fps: Int, duration: Double) {
        self.fps = fps
        self.duration = duration
    }

    /// The time of frame `index` (seconds).
    public func time(ofFrame index: Int) -> Double { Double(index) / Double(fps) }

    /// The frame whose time `time` is, within `tolerance` of a frame and inside the scene; nil
    /// for a time between frames or outside the scene.
    public func frame(at time: Double) -> Int? {
        guard fps > 0, time.isFinite else { return nil }
        let frames = time * Double(fps), nearest = frames.rounded()
        guard abs(frames - nearest) <= Self.tolerance, nearest >= 0, nearest <= Double(Int32.max) else { return nil }
        let index = Int(nearest)
        return self.time(ofFrame: index) <= duration ? index : nil
    }

    /// `time` on the grid: the time of the frame it is (`frame(at:)`), else `time` itself.
    public func aligned(_ time: Double) -> Double {
        frame(at: time).map { self.time(ofFrame: $0) } ?? time
    }
}

extension Scene {
    /// The scene's frames at its own frame rate.
    public var frameGrid: FrameGrid { FrameGrid(fps: fps, duration: duration) }
}
