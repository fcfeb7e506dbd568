/// How a video with long groups of pictures (H.264 or HEVC in MP4) is cut into closed segments:
/// frames `[k·length, (k+1)·length)` of a render are encoded by a fresh encoder of their own,
/// starting with a key frame and referencing nothing outside the segment.
///
/// Every render of the same frames encodes each segment from the same frames with the same
/// fresh encoder, so a segment comes out bit for bit the same whoever encodes it: one process,
/// or a chunk of a render split across machines (`ChunkPlacement`). Joining chunks therefore gives
/// the single render's stream exactly, not a second encode of it. An encoder carries nothing
/// across a segment boundary (rate control, reference frames, frame-type decisions), which is
/// what makes the segments independent of where a render starts.
public struct EncoderSegments: Equatable, Sendable {
    /// Frames per segment (the last segment of a render may be shorter).
    public let length: Int

    /// 250 frames: x264's own longest group of pictures (`keyint`), so a segment boundary is a
    /// key frame x264 would come close to placing anyway (docs/PERFORMANCE.md: 0–2 % in size).
    public static let standard = EncoderSegments(length: 250)

    public init(length: Int) { self.length = length }

    /// How many segments a render of `total` frames is cut into, the last possibly shorter.
    public func count(inTotal total: Int) -> Int { (total + length - 1) / length }

    /// The first frame of the segment that holds `frame`.
    public func start(ofSegmentContaining frame: Int) -> Int { frame / length * length }
}
