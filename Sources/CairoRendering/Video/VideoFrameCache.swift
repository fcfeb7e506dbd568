import Foundation
import MediaEncoding

/// Video clips' frames for every renderer of one render, decoded in timeline order so a forward
/// render decodes each source frame once; a decoder keeps the last few frames it showed, so
/// frames drawn in parallel and slightly out of order do not make it seek back. Each clip has up
/// to `playheadsPerClip` decoders: one follows the render forward, and one more takes the other
/// side of a looping clip's wrap while frames from both sides are still being drawn (or a second
/// layer showing the clip at another time), so neither makes the other seek back to a key frame
/// and decode the clip again. Memory: those decoders and the frames they keep, whatever the
/// clip's length. Thread-safe; a failed clip is remembered and reported at every frame that shows it.
public final class VideoFrameCache: @unchecked Sendable {
    private final class Clip {
        let lock = NSLock()
        let url: URL
        /// The decoders, the one used last at the end.
        var playheads: [VideoDecoder]
        init(url: URL, decoder: VideoDecoder) {
            self.url = url
            playheads = [decoder]
        }

        /// The decoder to ask for the frame at `time`: the one with the least to decode to reach
        /// it without seeking; else a new one while there are fewer than `limit`; else the one
        /// used least recently, which seeks.
        func playhead(for time: Double, limit: Int) throws -> VideoDecoder {
            let reaching = playheads.indices.compactMap { index in playheads[index].decodingDistance(to: time).map { (index, $0) } }
            let index: Int
            if let nearest = reaching.min(by: { $0.1 < $1.1 }) {
                index = nearest.0
            } else if playheads.count < limit {
                playheads.append(try VideoDecoder(contentsOf: url, sizeLimit: CanvasLimits.pictures))
                index = playheads.count - 1
            } else {
                index = 0
            }
            let decoder = playheads.remove(at: index)
            playheads.append(decoder)
            return decoder
        }
    }

    private let lock = NSLock()
    private var clips: [URL: Result<Clip, CairoError>] = [:]
    private let playheadsPerClip = 2

    /// An empty cache.
    public init() {}

    /// The frame of the clip at `url` shown at `clipTime` seconds (wrapped into the clip's
    /// length when `loops`; times before the start show the first frame).
    public func frame(of url: URL, at clipTime: Double, loops: Bool) throws -> VideoFrame {
        let clip = try self.clip(at: url)
        clip.lock.lock()
        defer { clip.lock.unlock() }
        // Before its start a clip shows its first frame, looping or not.
        var time = max(0, clipTime.isFinite ? clipTime : 0)
        let duration = clip.playheads[0].duration
        if loops, duration > 0 { time = time.truncatingRemainder(dividingBy: duration) }
        do { return try clip.playhead(for: time, limit: playheadsPerClip).frame(at: time) } catch {
            throw CairoError.imageDecoding("\(error)")
        }
    }

    /// How many frames have been decoded from the clip at `url` so far, by all its decoders (0 for
    /// a clip not opened): each source frame once in a forward render, more after a seek back.
    public func decodedFrameCount(of url: URL) -> Int {
        lock.lock()
        let clip = try? clips[url]?.get()
        lock.unlock()
        guard let clip else { return 0 }
        clip.lock.lock()
        defer { clip.lock.unlock() }
        return clip.playheads.reduce(0) { $0 + $1.decodedFrameCount }
    }

    private func clip(at url: URL) throws -> Clip {
        lock.lock()
        defer { lock.unlock() }
        if let known = clips[url] { return try known.get() }
        let result: Result<Clip, CairoError>
        do {
            result = .success(Clip(url: url, decoder: try VideoDecoder(contentsOf: url, sizeLimit: CanvasLimits.pictures)))
        } catch {
            result = .failure(.imageDecoding("\(error)"))
        }
        clips[url] = result
        return try result.get()
    }
}
