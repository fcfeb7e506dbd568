import CFFmpeg
@testable import MediaEncoding
import XCTest
import ZoetropeTestSupport

/// The format table is the single source of what a format is: every entry is reached from its
/// extensions and codec, names its writer's needs, and the lists in messages are read from it.
final class FormatTableTests: XCTestCase {
    func testEveryEntryIsNamedOnceAndHasExtensions() {
        let names = FormatDescriptor.all.map(\.name)
        XCTAssertEqual(Set(names).count, names.count, "\(names)")
        for format in FormatDescriptor.all {
            XCTAssertFalse(format.extensions.isEmpty, format.name)
            XCTAssertEqual(format.extensions, format.extensions.map { $0.lowercased() }, format.name)
        }
    }

    /// Each entry's extensions (any case) with its codec lead back to it; without a codec, an
    /// extension leads to the first entry of its kind that lists it.
    func testEveryEntrysExtensionsResolveBackToIt() throws {
        for format in FormatDescriptor.all {
            for name in format.extensions {
                let candidates = FormatDescriptor.formats(format.kind, forExtension: name.uppercased())
                XCTAssertTrue(candidates.contains(format), "\(format.name) .\(name)")
                switch format.kind {
                case .animation:
                    XCTAssertEqual(try OutputFormat.forPath("out/x.\(name)", codec: format.codec).descriptor, format)
                    XCTAssertEqual(try OutputFormat.forPath("out/x.\(name)").descriptor, candidates[0])
                case .frameSequence:
                    let resolved = try OutputFormat.forPath("out/f-%04d.\(name)")
                    XCTAssertEqual(resolved.descriptor, format)
                    XCTAssertEqual(resolved.pattern, "out/f-%04d.\(name)")
                case .still:
                    XCTAssertEqual(candidates.first, format, "one still format per extension")
                }
            }
        }
    }

    /// `--codec` reaches every codec the table holds, HEVC in MP4 among them.
    func testEveryCodecIsReachableThroughItsContainersExtension() throws {
        XCTAssertEqual(try OutputFormat.forPath("demo.mp4", codec: .hevc), .hevc)
        let codecs = FormatDescriptor.all.compactMap(\.codec)
        XCTAssertEqual(Set(codecs), Set(VideoCodec.allCases), "every codec has an entry")
        XCTAssertEqual(Set(codecs).count, codecs.count, "one entry per codec")
    }

    /// What the table says of a video file, FFmpeg can do: the muxer and the encoders exist, the
    /// default constant rate factor is in range, and only video files have an encoding.
    func testVideoEntriesNameWhatFFmpegHas() {
        for format in FormatDescriptor.all {
            XCTAssertEqual(format.video != nil, format.writer == .videoFile, format.name)
            XCTAssertEqual(format.crfRange == nil, format.defaultCRF == nil, format.name)
            if let range = format.crfRange, let crf = format.defaultCRF { XCTAssertTrue(range.contains(crf), format.name) }
            XCTAssertGreaterThanOrEqual(format.passCount, 1, format.name)
            guard let video = format.video else { continue }
            XCTAssertNotNil(av_guess_format(format.container, nil, nil), "muxer \(format.container)")
            for encoder in [video.encoder, video.subtitleEncoder, video.audioEncoder].compactMap({ $0 }) {
                XCTAssertNotNil(avcodec_find_encoder_by_name(encoder), "encoder \(encoder) of \(format.name)")
            }
        }
    }

    /// The writer `makeWriter` picks is the entry's; a still is no frame writer's.
    func testTheWriterComesFromTheEntry() throws {
        let folder = try makeTemporaryFolder("media-tests")
        XCTAssertEqual(try makeWriter(format: .gif, url: folder.appendingPathComponent("x.gif"), width: 8, height: 8,
                                      options: EncodingOptions()).passCount, FormatDescriptor.gif.passCount)
        XCTAssertTrue(try makeWriter(format: .webp, url: folder.appendingPathComponent("x.webp"), width: 8, height: 8,
                                     options: EncodingOptions()) is VideoFileWriter)
        XCTAssertThrowsError(try makeWriter(format: OutputFormat(.svg), url: folder.appendingPathComponent("x.svg"), width: 8, height: 8,
                                            options: EncodingOptions()))
    }

    /// Rules a format sets are checked from its entry: HEVC's smallest side, GIF's highest rate,
    /// the ranges of `crf` and the names of `tune`.
    func testChecksReadTheEntry() throws {
        XCTAssertThrowsError(try EncodingOptions().validate(for: .hevc, width: 63, height: 64)) { error in
            XCTAssertTrue("\(error)".contains("HEVC needs frames of at least 64×64 pixels"), "\(error)")
        }
        XCTAssertNoThrow(try EncodingOptions().validate(for: .hevc, width: 64, height: 64))
        XCTAssertNoThrow(try EncodingOptions(fps: 50).validate(for: .gif, width: 8, height: 8))
        XCTAssertNoThrow(try EncodingOptions(crf: 0).validate(for: .hevc, width: 64, height: 64))
        XCTAssertThrowsError(try EncodingOptions(crf: 0).validate(for: .mp4, width: 64, height: 64))
        XCTAssertNoThrow(try EncodingOptions(crf: 99).validate(for: .gif, width: 8, height: 8), "GIF takes no crf")
        XCTAssertNoThrow(try EncodingOptions(tune: "film").validate(for: .webm, width: 8, height: 8), "VP9 has no tunes")
    }

    /// Lists in messages are the table's: which containers carry sound, which formats chunk.
    func testMessagesListTheTablesFormats() {
        XCTAssertEqual(EnglishList.joined(FormatDescriptor.containerNames(where: \.carriesAudio)), "MP4, MOV and WebM")
        XCTAssertEqual(EnglishList.joined(FormatDescriptor.containerNames(where: \.loops), "or"), "GIF, APNG or WebP")
        XCTAssertEqual(FormatDescriptor.extensions(of: .still), ["png", "svg", "pdf"])
        XCTAssertEqual(FormatDescriptor.extensions(of: .animation), OutputFormat.extensions.map(\.extension))
        var options = EncodingOptions()
        options.audio = AudioTrack(clips: [], sampleCount: 48_000)
        XCTAssertThrowsError(try options.validate(for: .gif, width: 8, height: 8)) { error in
            XCTAssertTrue("\(error)".hasSuffix("GIF cannot carry an audio track; MP4, MOV and WebM can"), "\(error)")
        }
    }
}
