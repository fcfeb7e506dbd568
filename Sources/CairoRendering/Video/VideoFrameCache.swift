import Foundation
import MediaEncoding

/// Video clips' frames for every renderer of one render: one decoder per clip, asked in
/// timeline order, so a forward render decodes each source frame once. The last few frames
/// handed out are kept, so frames drawn in parallel and slightly out of order do not make the
/// decoder seek back. Memory: one decoder and `keptFrames` pictures per clip, whatever its length.
/// Thread-safe; a failed clip is remembered and reported at every frame that shows it.
public final class VideoFrameCache: @unchecked Sendable {
    private final class Clip {
        let lock = NSLock()
        let decoder: VideoDecoder
        var recent: [VideoFrame] = []
        init(decoder: VideoDecoder) { self.decoder = decoder }
    }

    private let lock = NSLock()
    private var clips: [URL: Result<Clip, CairoError>] = [:]
    private let keptFrames = 8

    /// An empty cache.
    public init() {}

    /// The frame of the clip at `url` shown at `clipTime` seconds (wrapped into the clip's
    /// length when `loops`; times before the start show the first frame).
    public func frame(of url: URL, at clipTime: Double, loops: Bool) throws -> VideoFrame {
        let clip = try self.clip(at: url)
        clip.lock.lock()
        defer { clip.lock.unlock() }
        var time = clipTime.isFinite ? clipTime : 0
        let duration = clip.decoder.duration
        if loops, duration > 0 {
            time = time.truncatingRemainder(dividingBy: duration)
            if time < 0 { time += duration }
        }
        time = max(0, time)
        if let kept = clip.recent.last(where: { $0.isShown(at: time) }) { return kept }
        let frame: VideoFrame
        do { frame = try clip.decoder.frame(at: time) } catch {
            throw CairoError.imageDecoding("\(error)")
        }
        clip.recent.append(frame)
        if clip.recent.count > keptFrames { clip.recent.removeFirst() }
        return frame
    }

    private func clip(at url: URL) throws -> Clip {
        lock.lock()
        defer { lock.unlock() }
        if let known = clips[url] { return try known.get() }
        let result: Result<Clip, CairoError>
        do {
            result = .success(Clip(decoder: try VideoDecoder(contentsOf: url, sizeLimit: CanvasLimits.pictures)))
        } catch {
            result = .failure(.imageDecoding("\(error)"))
        }
        clips[url] = result
        return try result.get()
    }
}
