import CFFmpeg
import Foundation

/// The frames of a video file by time, decoded in order: asking for later and later times
/// decodes each source frame once, and only a jump back past the last few frames shown (or far
/// ahead) seeks. A frame is converted to BGRA only when it is shown. Memory holds a few frames,
/// whatever the clip's length.
///
/// Not thread-safe: one owner asks at a time.
public final class VideoDecoder {
    /// The clip's pixel size.
    public let width: Int
    public let height: Int
    /// The clip's length in seconds: from its first frame's time to the end of its last frame.
    public let duration: Double

    /// How many frames the decoder has produced so far (each source frame once in a forward pass;
    /// seeking decodes some again).
    public private(set) var decodedFrameCount = 0

    private let input: MediaInput
    private let decoder: StreamDecoder
    private let stream: UnsafeMutablePointer<AVStream>
    private let converter = PictureConverter(precision: .video)
    private let packet: MediaPacket
    /// Stream time of the first frame, subtracted so the clip starts at 0.
    private let startTime: Int64
    private let timeBase: AVRational
    /// The last decoded frame whose time is at or before the last time asked for.
    private var shown: MediaFrame
    private var shownTime: Double?
    private var shownPicture: DecodedPicture?
    /// The frame decoded after `shown` (its time is after the last time asked for), if any.
    private var upcoming: MediaFrame
    private var upcomingTime: Double?
    private var inputEnded = false
    private var drained = false
    /// Jumps ahead by more than this many seconds seek instead of decoding every frame between.
    private let seekAheadThreshold = 2.0
    /// Frames shown before `shown`, the oldest first, kept as the decoder's references with their
    /// converted pictures, so a time slightly behind the decoder — frames drawn in parallel finish
    /// out of order — or on the other side of a seek is answered without seeking back. At most
    /// `keptFrameLimit` of them, and as many as fit in `keptByteLimit` (one at least): eight of a
    /// phone recording, one of a 4K clip.
    private var kept: [KeptFrame] = []
    private let keptFrameLimit = 8
    private let keptByteLimit = 64 << 20

    private final class KeptFrame {
        let frame: MediaFrame
        let time: Double, endTime: Double
        var picture: DecodedPicture?
        init(frame: MediaFrame, time: Double, endTime: Double, picture: DecodedPicture?) {
            self.frame = frame; self.time = time; self.endTime = endTime; self.picture = picture
        }
        func isShown(at clipTime: Double) -> Bool { VideoFrame.shows(clipTime, from: time, until: endTime) }
        /// What it holds: the decoded picture (at most two bytes a pixel in the formats decoded)
        /// and the BGRA conversion.
        var bytes: Int {
            let pixels = Int(frame.frame.pointee.width) * Int(frame.frame.pointee.height)
            return 2 * pixels + (picture.map { $0.bytesPerRow * $0.height } ?? 4 * pixels)
        }
    }

    /// Opens the clip at `url`; throws a decoding error naming the file. A clip whose pictures
    /// are over `sizeLimit` is refused before they are decoded (see `PictureSizeLimit`).
    public init(contentsOf url: URL, sizeLimit: PictureSizeLimit? = nil) throws {
        input = try MediaInput(path: url.path, sizeLimit: sizeLimit)
        stream = try input.videoStream()
        decoder = try StreamDecoder(stream: stream, name: url.path, threads: 0, sizeLimit: sizeLimit)
        packet = try MediaPacket()
        shown = try MediaFrame()
        upcoming = try MediaFrame()
        timeBase = stream.pointee.time_base
        (width, height) = try Self.pictureSize(of: stream, in: input, sizeLimit: sizeLimit)
        let start = stream.pointee.start_time
        startTime = start == zoe_av_nopts_value() ? 0 : start
        if stream.pointee.duration > 0 {
            duration = Double(stream.pointee.duration) * av_q2d(timeBase)
        } else if input.context.pointee.duration > 0 {
            duration = Double(input.context.pointee.duration) / Double(AV_TIME_BASE)
        } else {
            duration = 0
        }
    }

    /// The clip's picture size, checked against `sizeLimit`: from the stream's parameters, or,
    /// when probing left them without one (it refuses to decode a picture over the limit), from
    /// the first picture's header, read by a decoder that refuses it before decoding it. The
    /// input is then back at its start.
    private static func pictureSize(of stream: UnsafeMutablePointer<AVStream>, in input: MediaInput,
                                    sizeLimit: PictureSizeLimit?) throws -> (Int, Int) {
        let parameters = stream.pointee.codecpar.pointee
        if parameters.width > 0, parameters.height > 0 {
            try sizeLimit?.check(width: Int(parameters.width), height: Int(parameters.height), name: input.name)
            return (Int(parameters.width), Int(parameters.height))
        }
        guard sizeLimit != nil else { throw MediaError.decoding("\(input.name): the video has no picture size") }
        let decoder = try StreamDecoder(stream: stream, name: input.name, sizeLimit: sizeLimit)
        let packet = try MediaPacket(), frame = try MediaFrame()
        var decoded = false
        while !decoded, try input.readPacket(into: packet) {
            guard packet.packet.pointee.stream_index == decoder.streamIndex else { continue }
            _ = try decoder.send(packet)
            decoded = try decoder.receive(into: frame)
        }
        guard decoded else { throw MediaError.decoding("\(input.name): holds no video frame") }
        let status = av_seek_frame(input.context, stream.pointee.index, 0, AVSEEK_FLAG_BACKWARD)
        guard status >= 0 else { throw MediaError.decoding("\(input.name): cannot seek (\(ffmpegErrorMessage(status)))") }
        return (Int(frame.frame.pointee.width), Int(frame.frame.pointee.height))
    }

    /// The frame shown at `time` seconds into the clip: the last whose presentation time is at
    /// or before `time` (the first frame before the clip starts, the last after it ends).
    public func frame(at time: Double) throws -> VideoFrame {
        let time = time.isFinite ? time : 0
        if let earlier = kept.last(where: { $0.isShown(at: time) }) {
            let picture = try earlier.picture ?? converter.convert(earlier.frame)
            earlier.picture = picture
            return VideoFrame(time: earlier.time, endTime: earlier.endTime, picture: picture)
        }
        if !continuesForward(to: time) { try seek(to: time) }
        try advance(to: time)
        let picture = try shownPicture ?? converter.convert(shown)
        shownPicture = picture
        return VideoFrame(time: shownTime ?? 0, endTime: upcomingTime ?? .infinity, picture: picture)
    }

    /// How many seconds of the clip the decoder would decode to show the frame at `time`: 0 when
    /// it keeps that frame, the gap when it decodes on forward to it, nil when it would seek.
    public func decodingDistance(to time: Double) -> Double? {
        if kept.contains(where: { $0.isShown(at: time) }) { return 0 }
        guard continuesForward(to: time) else { return nil }
        return max(0, time - (shownTime ?? 0))
    }

    /// True when the frame at `time` is the one shown now or one decoded on from it, without a
    /// seek: `time` is not before the shown frame, nor far past it (a new decoder is at the
    /// clip's start).
    private func continuesForward(to time: Double) -> Bool {
        guard let shownTime else { return time <= seekAheadThreshold }
        let farAhead = time > shownTime + seekAheadThreshold && upcomingTime.map { time >= $0 } ?? false
        return time >= shownTime - VideoFrame.slack && !farAhead
    }

    /// Decodes forward until the frame after `time` is the upcoming one (or the clip ends).
    private func advance(to time: Double) throws {
        if shownTime == nil, upcomingTime == nil { try decodeUpcoming() }
        if shownTime == nil {
            // The first frame is shown for every time before it.
            guard upcomingTime != nil else { throw MediaError.decoding("\(input.name): holds no video frame") }
            promoteUpcoming()
            try decodeUpcoming()
        }
        while let next = upcomingTime, next <= time + VideoFrame.slack {
            promoteUpcoming()
            try decodeUpcoming()
        }
    }

    private func promoteUpcoming() {
        keepShownFrame()
        swap(&shown, &upcoming)
        shownTime = upcomingTime
        shownPicture = nil
        upcomingTime = nil
    }

    /// Moves the shown frame into `kept`, leaving `shown` empty, and lets the oldest go past the
    /// limits; it ends where the next frame starts, or never when it is the clip's last.
    private func keepShownFrame() {
        guard let shownTime, let endTime = upcomingTime ?? (drained ? .infinity : nil),
              let frame = try? MediaFrame() else { return }
        av_frame_move_ref(frame.frame, shown.frame)
        kept.append(KeptFrame(frame: frame, time: shownTime, endTime: endTime, picture: shownPicture))
        // Every frame is counted as converted: one asked for again is.
        while kept.count > keptFrameLimit || kept.count > 1 && kept.reduce(0, { $0 + $1.bytes }) > keptByteLimit {
            kept.removeFirst()
        }
    }

    /// Decodes the next frame into `upcoming`; leaves `upcomingTime` nil at the end of the clip.
    private func decodeUpcoming() throws {
        upcomingTime = nil
        while !drained {
            if try decoder.receive(into: upcoming) {
                decodedFrameCount += 1
                upcomingTime = seconds(of: upcoming)
                return
            }
            if inputEnded {
                drained = true
                return
            }
            if try readStreamPacket() {
                _ = try decoder.send(packet)
            } else {
                inputEnded = true
                _ = try decoder.send(nil)
            }
        }
    }

    /// Reads the next packet of the video stream; false at the end of the input.
    private func readStreamPacket() throws -> Bool {
        while try input.readPacket(into: packet) {
            if packet.packet.pointee.stream_index == decoder.streamIndex { return true }
        }
        return false
    }

    /// Moves to the key frame at or before `time` and forgets what was decoded.
    private func seek(to time: Double) throws {
        let target = startTime + Int64((max(0, time) / av_q2d(timeBase)).rounded(.down))
        let status = av_seek_frame(input.context, stream.pointee.index, target, AVSEEK_FLAG_BACKWARD)
        guard status >= 0 else { throw MediaError.decoding("\(input.name): cannot seek (\(ffmpegErrorMessage(status)))") }
        decoder.flush()
        keepShownFrame()
        shown.unreference(); upcoming.unreference()
        shownTime = nil; upcomingTime = nil; shownPicture = nil
        inputEnded = false; drained = false
        try decodeUpcoming()
        // A seek may land just after `time` when the first key frame is later; that frame is shown.
        promoteUpcoming()
        try decodeUpcoming()
    }

    private func seconds(of frame: MediaFrame) -> Double {
        let stamp = frame.frame.pointee.best_effort_timestamp
        let pts = stamp == zoe_av_nopts_value() ? frame.frame.pointee.pts : stamp
        guard pts != zoe_av_nopts_value() else { return 0 }
        return Double(pts - startTime) * av_q2d(timeBase)
    }
}
