/// The soft subtitle track of a `VideoFileWriter`: its cues, encoded by the container's text
/// subtitle encoder into a stream after the video's, all muxed once the header is written (the
/// muxer interleaves them with the video packets by time).
final class SubtitleTrack {
    private let cues: [SubtitleCue]
    private let encoder: SubtitleEncoder
    private let container: OutputContainer

    /// Adds the stream to `container` (before its header is written). A mov_text track's cues
    /// are cut into segments that follow one another (`SubtitleCue.sequentialSegments`); WebVTT
    /// cues may overlap and stay as they are.
    init(cues: [SubtitleCue], codecName: String, container: OutputContainer) throws {
        self.cues = codecName == "mov_text" ? SubtitleCue.sequentialSegments(cues) : cues
        self.container = container
        encoder = try SubtitleEncoder(codecName: codecName)
        try container.addSubtitleStream(for: encoder)
    }

    /// Encodes and muxes every cue, in order of its start.
    func write() throws {
        let packet = try MediaPacket()
        for cue in cues.sorted(by: { ($0.startMilliseconds, $0.endMilliseconds) < ($1.startMilliseconds, $1.endMilliseconds) }) {
            try encoder.encode(cue, into: packet)
            defer { packet.unreference() }
            try container.writeSubtitle(packet)
        }
    }
}
