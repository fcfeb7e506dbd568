import CFFmpeg
import Foundation
import XCTest
@testable import MediaEncoding
import ZoetropeTestSupport

/// The soundtrack: decoding, placing and mixing clips (exact to the sample, golden values from the
/// samples written), loudness (EBU Tech 3341's reference case), errors naming the file, and how
/// chunks share the packets.
final class AudioTrackTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws { folder = try makeTemporaryFolder("zoetrope-audio") }

    private func wav(_ name: String, _ samples: [[Int16]]) throws -> String {
        let url = folder.appendingPathComponent(name)
        try WAVFile.write(samples, to: url)
        return url.path
    }

    func testAClipLandsOnItsSampleExactly() throws {
        let burst = WAVFile.noiseBurst(count: 2400)
        let path = try wav("tap.wav", [burst])
        let track = AudioTrack(clips: [AudioClip(path: path, startSample: 24_000), AudioClip(path: path, startSample: 62_400)],
                               sampleCount: 96_000, loudness: nil)
        let mixed = try track.mix()
        XCTAssertEqual(mixed.count, 96_000)
        let expected = burst.map { Float($0) / 32768 }
        for channel in mixed.channels {
            XCTAssertEqual(Array(channel[24_000..<26_400]), expected, "a mono file sounds in both channels, sample for sample")
            XCTAssertEqual(Array(channel[62_400..<64_800]), expected)
            XCTAssertTrue(channel[..<24_000].allSatisfy { $0 == 0 } && channel[26_400..<62_400].allSatisfy { $0 == 0 })
        }
    }

    func testVolumeFadesAndTheTrackEdges() throws {
        let path = try wav("level.wav", [Array(repeating: 16_384, count: 4_800)])   // 0.5 of full scale
        let clip = AudioClip(path: path, startSample: -800, endSample: 3_000, volume: 0.5, fadeInSamples: 1_000, fadeOutSamples: 400)
        let mixed = try AudioTrack(clips: [clip], sampleCount: 4_000, loudness: nil).mix().channels[0]
        // Clip sample n lands on track sample n − 800; 3 800 of its samples sound (to the end sample).
        for trackSample in [0, 100, 199, 200, 2_000, 2_599, 2_600, 2_999] {
            let n = trackSample + 800
            let expected = 0.5 * 0.5 * min(1, Double(n) / 1_000) * min(1, Double(3_800 - n) / 400)
            XCTAssertEqual(Double(mixed[trackSample]), expected, accuracy: 1e-6, "sample \(trackSample)")
        }
        XCTAssertTrue(mixed[3_000...].allSatisfy { $0 == 0 }, "silent from the end sample")
    }

    /// A file longer than the track is decoded only as far as the track can hear it, and a
    /// fade-out at the file's end still falls where the whole file puts it: on the track's last
    /// samples when the file ends within a fade's length of the track's end, nowhere when it goes on.
    func testAFileLongerThanTheTrackFadesWhereItsWholeLengthSays() throws {
        for (fileLength, start) in [(4_200, 0), (4_500, 0), (5_000, -800), (5_300, -800), (480_000, 0)] {
            let path = try wav("level-\(fileLength).wav", [Array(repeating: 16_384, count: fileLength)])   // 0.5 of full scale
            let clip = AudioClip(path: path, startSample: start, fadeOutSamples: 400)
            let mixed = try AudioTrack(clips: [clip], sampleCount: 4_000, loudness: nil).mix().channels[0]
            for trackSample in [0, 3_500, 3_800, 3_900, 3_999] {
                let n = trackSample - start
                let expected = 0.5 * min(1, Double(fileLength - n) / 400)
                XCTAssertEqual(Double(mixed[trackSample]), expected, accuracy: 1e-6, "file \(fileLength), sample \(trackSample)")
            }
        }
    }

    /// EBU Tech 3341, case 1: a 1 kHz stereo sine at −23 dBFS in both channels reads −23.0 ±0.1 LUFS.
    func testTheMeterReadsTheReferenceSineAtItsLevel() throws {
        let amplitude = pow(10, -23.0 / 20)
        let sine = (0..<(20 * 48_000)).map { Float(amplitude * sin(2 * Double.pi * 1_000 * Double($0) / 48_000)) }
        let loudness = try XCTUnwrap(try LoudnessMeter.integratedLoudness(of: AudioSamples(channels: [sine, sine])))
        XCTAssertEqual(loudness, -23, accuracy: 0.1)
        XCTAssertNil(try LoudnessMeter.integratedLoudness(of: AudioSamples(silence: 48_000)), "silence is below the gate")
    }

    func testNormalisingBringsTheMixToTheTargetAndClipsAtFullScale() throws {
        let sine = (0..<(3 * 48_000)).map { Int16((8_000 * sin(2 * Double.pi * 440 * Double($0) / 48_000)).rounded()) }
        let path = try wav("sine.wav", [sine])
        for target in [-23.0, -16, -9] {
            let mixed = try AudioTrack(clips: [AudioClip(path: path, startSample: 0)], sampleCount: sine.count, loudness: target).mix()
            XCTAssertEqual(try XCTUnwrap(try LoudnessMeter.integratedLoudness(of: mixed)), target, accuracy: 0.1, "\(target)")
            XCTAssertLessThanOrEqual(mixed.peak, 1)
        }
        let loud = try AudioTrack(clips: [AudioClip(path: path, startSample: 0)], sampleCount: sine.count, loudness: 0).mix()
        XCTAssertEqual(loud.peak, 1, "samples past full scale are clipped to it")
    }

    func testAMissingOrCorruptFileIsAnErrorNamingIt() throws {
        let missing = folder.appendingPathComponent("nowhere.wav").path
        XCTAssertThrowsError(try AudioTrack(clips: [AudioClip(path: missing, startSample: 0)], sampleCount: 10).mix()) { error in
            XCTAssertEqual("\(error)", "cannot read audio file \(missing): No such file or directory")
        }
        let corrupt = folder.appendingPathComponent("corrupt.flac")
        try Data((0..<4_000).map { UInt8(truncatingIfNeeded: $0 &* 7919) }).write(to: corrupt)
        XCTAssertThrowsError(try AudioTrack(clips: [AudioClip(path: corrupt.path, startSample: 0)], sampleCount: 10).mix()) { error in
            XCTAssertTrue("\(error)".hasPrefix("audio file \(corrupt.path) "), "\(error)")
            XCTAssertFalse("\(error)".contains("\n"))
        }
        let picture = folder.appendingPathComponent("picture.png")
        _ = try FFTools.run("ffmpeg", ["-v", "error", "-f", "lavfi", "-i", "color=c=red:s=16x16", "-frames:v", "1", picture.path])
        XCTAssertThrowsError(try AudioTrack(clips: [AudioClip(path: picture.path, startSample: 0)], sampleCount: 10).mix()) { error in
            XCTAssertEqual("\(error)", "audio file \(picture.path) holds no audio stream")
        }
    }

    func testLoudnessTargetsOutsideTheScaleAreRefused() throws {
        var options = EncodingOptions(fps: 30)
        options.loudness = 3
        XCTAssertThrowsError(try options.validate(for: .mp4, width: 64, height: 64))
        options.loudness = -16
        options.audio = AudioTrack(clips: [], sampleCount: 100)
        XCTAssertThrowsError(try options.validate(for: .gif, width: 64, height: 64), "a GIF carries no audio")
        XCTAssertNoThrow(try options.validate(for: .webm, width: 64, height: 64))
    }

    /// Every packet of the whole track goes to exactly one chunk, in order, for chunk counts and
    /// segment lengths that leave some chunks without a segment of their own.
    func testChunksSharePacketsExactly() throws {
        let packets = try (-1..<376).map { index -> MediaPacket in
            let packet = try MediaPacket()
            packet.packet.pointee.pts = Int64(index * 1_024)
            return packet
        }
        for (count, segments) in [(2, EncoderSegments(length: 60)), (3, EncoderSegments(length: 120)), (5, nil), (7, EncoderSegments(length: 48))] {
            var kept: [Int64] = []
            for index in 0..<count {
                let placement = try ChunkPlacement(chunk: Chunk(index: index, count: count), totalFrames: 240, fps: 30,
                                                   render: "r", segments: segments)
                let share = AudioShare.packets(packets, keptBy: placement)
                kept += share.map(\.packet.pointee.pts)
                if index > 0, let first = share.first {
                    XCTAssertGreaterThanOrEqual(first.packet.pointee.pts, Int64(AudioTrack.sample(ofFrame: placement.joinedFrames.lowerBound, fps: 30)))
                }
            }
            XCTAssertEqual(kept, packets.map(\.packet.pointee.pts), "\(count) chunks")
        }
        let share = AudioShare(firstSample: -1024, count: 17, track: AudioShare.digest(of: packets))
        XCTAssertEqual(AudioShare(metadataValue: share.metadataValue), share)
        XCTAssertNil(AudioShare(metadataValue: "first=x;count=2;track=ab"))
        XCTAssertNil(AudioShare(metadataValue: "first=0;count=2"))
        XCTAssertNotEqual(AudioShare.digest(of: packets), AudioShare.digest(of: Array(packets.dropLast())))
    }

    func testFrameSamplesRoundToTheNearest() {
        XCTAssertEqual(AudioTrack.sample(ofFrame: 15, fps: 30), 24_000)
        XCTAssertEqual(AudioTrack.sample(ofFrame: 1, fps: 7), 6_857)    // 6857.14
        XCTAssertEqual(AudioTrack.sample(ofFrame: 5, fps: 7), 34_286)   // 34285.71
        XCTAssertEqual(AudioTrack.sample(atTime: 0.77), 36_960)
    }
}
