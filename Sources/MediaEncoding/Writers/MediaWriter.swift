import Foundation

/// Writes frames to one output file (or, for PNG sequences, one file per frame).
///
/// Use: for each pass in `0..<passCount`, call `beginPass(pass)` and `append` every frame of the
/// video in order (the same frames in every pass); then `finish()` once. Calls out of that order
/// throw `MediaError.invalidState`. A writer belongs to one thread at a time. Releasing a writer
/// without `finish()` closes its file, which is then incomplete.
///
/// Video writers (MP4, HEVC, WebM, ProRes, APNG, WebP) convert each frame in `append` and encode
/// it on a thread of their own while the caller prepares the next; an encoder's error then
/// surfaces at the next `append` or at `finish()`.
public protocol MediaWriter: AnyObject {
    /// 1 for most writers; 2 for GIF, whose pass 0 builds the palette from the frames and pass 1
    /// writes them. Callers hand every pass the same frames (a render keeps pass 0's in a
    /// `FrameSpool` rather than play its scene again), so memory does not grow with length.
    var passCount: Int { get }
    /// Starts pass `pass`; passes run in order from 0.
    func beginPass(_ pass: Int) throws
    /// Adds the next frame; frames are shown at `EncodingOptions.fps`.
    func append(_ frame: PixelFrame) throws
    /// Flushes the encoder, writes the trailer and closes the file.
    func finish() throws
    /// `finish()` with the subtitle cues and audio track of a writer made with
    /// `tracksFollowFrames` (`makeWriter`), as `EncodingOptions.subtitles` and `audio` describe
    /// them (checked by the caller: `EncodingOptions.validate`). Only video files carry tracks.
    func finish(subtitles: [SubtitleCue], audio: AudioTrack?) throws
}

extension MediaWriter {
    /// A writer of a format without tracks: `finish()`, refusing tracks.
    public func finish(subtitles: [SubtitleCue], audio: AudioTrack?) throws {
        guard subtitles.isEmpty, audio == nil else { throw MediaError.invalidState("tracks given to a writer that carries none") }
        try finish()
    }
}

/// A writer for `format` (its table entry's `FormatDescriptor.writer`) that writes `url` (for a
/// PNG sequence, `url.path` is the `%d` pattern).
///
/// Frames must be `width`×`height`. Formats with 4:2:0 chroma (MP4, HEVC, WebM) need even sizes:
/// an odd width or height is padded by one column/row repeating the last one, so the file is up to
/// one pixel wider/taller than the frames. Unless `options.transparent` is set and the format has
/// alpha, frames are composited onto `options.background`; otherwise they are un-premultiplied.
///
/// With `tracksFollowFrames`, the subtitle and audio tracks come only once every frame is
/// appended, with `finish(subtitles:audio:)` (the options' `subtitles` and `audio` then stay
/// empty): a video file's writer keeps its encoded packets aside (`PacketSpool`) and writes the
/// file then, the same bytes as when the tracks were in the options. A render sets it, since its
/// scene scripts captions and sounds as it plays, and it plays the scene once.
public func makeWriter(format: OutputFormat, url: URL, width: Int, height: Int,
                       options: EncodingOptions, tracksFollowFrames: Bool = false) throws -> MediaWriter {
    try options.validate(for: format, width: width, height: height)
    switch format.descriptor.writer {
    case .gif:
        return try GIFWriter(url: url, width: width, height: height, options: options)
    case .pngSequence:
        return try PNGSequenceWriter(pattern: url.path, width: width, height: height, options: options)
    case .videoFile:
        let settings = try VideoEncoderSettings(format: format, options: options)
        return try VideoFileWriter(settings: settings, url: url, width: width, height: height, options: options,
                                   tracksFollowFrames: tracksFollowFrames)
    case .rasterStill, .vectorStill:
        throw MediaError.wrongWriter(format: format.name, reason: "is a still: it is drawn by CairoRendering, not written frame by frame")
    }
}
