import CFFmpeg
import Foundation

/// Encodes frames with one libavcodec encoder into one libavformat container (MP4, MOV, WebM,
/// APNG, WebP). Frame `i` has pts `i` in the time base 1/fps, so the file holds exactly the frames
/// appended and lasts `count / fps` seconds. H.264 and HEVC are encoded in closed segments
/// (`EncoderSegments`), a fresh encoder for each. A chunk's file shows its own frames from 0 (with
/// segments, after a hidden lead-in from its first segment's start: `ChunkPlacement.encodedFrames`)
/// and records its place in the whole render for `ChunkJoiner`.
///
/// `append` converts the frame on the caller's thread and hands it to an encoding thread, so
/// the next frame is converted while this one is encoded; an encoder error therefore surfaces
/// at the next `append` or at `finish`.
final class VideoFileWriter: MediaWriter {
    let passCount = 1
    private var passes = PassTracker(passCount: 1)
    private let settings: VideoEncoderSettings
    private let stream: EncodedVideoStream
    private let converter: FrameConverter
    private let encoding: EncodingThread
    /// How the encoder cuts the render into closed segments; nil: one encoder for every frame.
    private let segments: EncoderSegments?
    /// The number of the first frame appended, in the whole render (a chunk's lead-in included).
    private let firstFrame: Int
    /// The soft subtitle track, when the options have cues. (The audio, when the options have a
    /// track, is queued on the container: `OutputContainer.queueAudio`.)
    private let subtitles: SubtitleTrack?
    /// Whether the tracks come with `finish(subtitles:audio:)` (`makeWriter`'s `tracksFollowFrames`):
    /// the container holds the video's packets until then.
    private let tracksFollowFrames: Bool
    private let chunk: ChunkPlacement?
    private let audioBitRate: Int?

    init(settings: VideoEncoderSettings, url: URL, width: Int, height: Int, options: EncodingOptions,
         tracksFollowFrames: Bool) throws {
        self.settings = settings
        let (encodedWidth, encodedHeight) = options.encodedSize(for: settings.format, width: width, height: height)
        let container = try OutputContainer(url: url, formatName: settings.containerFormat)
        let globalHeader = container.needsGlobalHeader
        segments = options.encoderSegments(for: settings.format)
        firstFrame = options.chunk?.encodedFrames.lowerBound ?? 0
        stream = try EncodedVideoStream(container: container, codecTag: settings.encoding.codecTag, firstFrame: firstFrame,
                                        shownFrom: options.chunk?.frames.lowerBound ?? 0,
                                        reorderDelay: settings.encoding.reorderDelayForDecodeTimestamps) {
            try settings.makeEncoder(width: encodedWidth, height: encodedHeight, fps: options.fps, globalHeader: globalHeader)
        }
        self.tracksFollowFrames = tracksFollowFrames
        chunk = options.chunk
        audioBitRate = options.audioBitRate
        if tracksFollowFrames {
            try container.holdPackets()
            subtitles = nil
        } else {
            subtitles = try Self.addTracks(subtitles: options.subtitles, audio: options.audio, bitRate: options.audioBitRate,
                                           settings: settings, chunk: options.chunk, to: container)
        }
        converter = try FrameConverter(width: width, height: height, paddedWidth: encodedWidth,
                                       paddedHeight: encodedHeight, pixelFormat: settings.pixelFormat,
                                       keepsAlpha: settings.keepsAlpha, background: options.background,
                                       tagsBT709: settings.encoding.tagsBT709, centres: options.letterboxes)
        // Last, once nothing can throw: a thread started here ends only in deinit.
        encoding = EncodingThread(name: "zoetrope.encoder")
    }

    /// Adds the streams of `subtitles` and `audio` to `container`, and a chunk's metadata (its
    /// share of the audio, its cues, its place), in the order a single render and a join of its
    /// chunks both write them; returns the subtitle track to write after the header.
    private static func addTracks(subtitles cues: [SubtitleCue], audio: AudioTrack?, bitRate: Int?, settings: VideoEncoderSettings,
                                  chunk: ChunkPlacement?, to container: OutputContainer) throws -> SubtitleTrack? {
        if let audio {
            try addAudio(audio, bitRate: bitRate, settings: settings, chunk: chunk, to: container)
        }
        var subtitles: SubtitleTrack?
        if !cues.isEmpty, chunk != nil {
            // A chunk keeps the cues for the join (`SubtitleCue+Chunks`), not a track.
            container.setMetadata(SubtitleCue.metadataKey, try SubtitleCue.metadataValue(cues))
        } else if !cues.isEmpty {
            guard let codecName = settings.encoding.subtitleEncoder else {
                throw MediaError.cannotCarry(format: settings.format.name, track: "a subtitle track",
                                             carriers: FormatDescriptor.containerNames(where: \.carriesSubtitles))
            }
            subtitles = try SubtitleTrack(cues: cues, codecName: codecName, container: container)
        }
        if let chunk { container.setMetadata(ChunkPlacement.metadataKey, chunk.metadataValue) }
        return subtitles
    }

    /// Adds the audio stream and queues the track's packets on `container`, mixed and encoded while
    /// the video renders (`AudioTrackEncoding`). A chunk's share is known only from its packets,
    /// so a chunk encodes its track first: its share, shifted to its first shown frame, and the
    /// share's place as metadata.
    private static func addAudio(_ track: AudioTrack, bitRate: Int?, settings: VideoEncoderSettings, chunk: ChunkPlacement?,
                                 to container: OutputContainer) throws {
        guard let codecName = settings.encoding.audioEncoder else {
            throw MediaError.cannotCarry(format: settings.format.name, track: "an audio track",
                                         carriers: FormatDescriptor.containerNames(where: \.carriesAudio))
        }
        let encoder = try AudioEncoder(codecName: codecName, bitRate: bitRate, globalHeader: container.needsGlobalHeader)
        guard let chunk else {
            try container.addAudioStream(for: encoder)
            container.queueAudio(AudioTrackEncoding(track, with: encoder))
            return
        }
        let whole = try encoder.encode(try track.mix())
        let packets = AudioShare.packets(whole, keptBy: chunk)
        let share = AudioShare(firstSample: packets.first?.packet.pointee.pts ?? 0, count: packets.count,
                               track: AudioShare.digest(of: whole), bitRate: bitRate)
        container.setMetadata(AudioShare.metadataKey, share.metadataValue)
        let shift = Int64(AudioTrack.sample(ofFrame: chunk.frames.lowerBound, fps: chunk.fps))
        for packet in packets {
            packet.packet.pointee.pts -= shift
            packet.packet.pointee.dts -= shift
        }
        // A chunk whose share is empty has no audio stream.
        guard !packets.isEmpty else { return }
        try container.addAudioStream(for: encoder)
        container.queueAudio(packets)
    }

    func beginPass(_ pass: Int) throws {
        try passes.begin(pass)
        // With the tracks to follow, the header waits for them (`finish(subtitles:audio:)`).
        guard !tracksFollowFrames else { return }
        // No job has been queued yet: the caller's thread may use the container.
        try stream.container.writeHeader(options: settings.muxerOptions)
        try subtitles?.write()
    }

    func append(_ frame: PixelFrame) throws {
        let index = try passes.append()
        let frameNumber = firstFrame + index
        let startsSegment = index > 0 && segments.map { $0.start(ofSegmentContaining: frameNumber) == frameNumber } == true
        let converted = try converter.convert(frame, pts: Int64(frameNumber))
        let stream = self.stream, converter = self.converter
        do {
            try encoding.submit {
                defer { converter.recycle(converted) }
                if startsSegment { try stream.startSegment() }
                try stream.encode(converted)
            }
        } catch {
            converter.recycle(converted)
            throw error
        }
    }

    func finish() throws {
        try finish(subtitles: [], audio: nil)
    }

    /// With `tracksFollowFrames`, adds the tracks now known, writes the header, the
    /// subtitles and the held video with the audio interleaved — the calls a writer given the
    /// tracks at the start makes, in the same order, so the bytes are the same — and closes the file.
    func finish(subtitles cues: [SubtitleCue], audio: AudioTrack?) throws {
        guard tracksFollowFrames || (cues.isEmpty && audio == nil) else {
            throw MediaError.invalidState("tracks given at the finish of a writer that took them at the start")
        }
        try passes.finish()
        let stream = self.stream
        guard tracksFollowFrames else {
            try encoding.submit { try stream.finish() }
            return try encoding.waitUntilIdle()
        }
        try encoding.submit { try stream.flush() }
        try encoding.waitUntilIdle()
        // The encoding thread is idle: the caller's thread may use the container.
        let container = stream.container
        let subtitles = try Self.addTracks(subtitles: cues, audio: audio, bitRate: audioBitRate, settings: settings, chunk: chunk,
                                           to: container)
        try container.writeHeader(options: settings.muxerOptions)
        try subtitles?.write()
        try container.writeHeldPackets()
        try container.finish()
    }

    /// Lets the frame being encoded finish, so the file is closed when the writer goes.
    deinit { encoding.close() }
}
