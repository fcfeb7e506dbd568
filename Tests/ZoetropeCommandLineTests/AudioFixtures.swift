import Foundation

/// Sound files the audio tests' scenes play, written once per test process as 16-bit PCM WAV, so
/// every sample a decoder must give back is known (sample s reads as s / 32768).
enum AudioFixtures {
    static let folder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-audio-fixtures-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }()

    /// The tap: 2 400 samples (50 ms) of deterministic noise under an exponential decay —
    /// broadband, so its cross-correlation with the decoded track has one sharp peak.
    static let tapSamples: [Int16] = {
        var state: UInt32 = 12_345
        return (0..<2_400).map { index in
            state = state &* 1_664_525 &+ 1_013_904_223
            let noise = Double(Int32(bitPattern: state)) / Double(Int32.max)
            return Int16((noise * 16_000 * exp(-Double(index) / 600)).rounded())
        }
    }()

    static let tap: URL = write("tap.wav", [tapSamples])

    /// A music bed: 3 s of a C major chord with a slow tremolo, in stereo.
    static let chord: URL = {
        let samples = (0..<(3 * 48_000)).map { index -> Double in
            let t = Double(index) / 48_000
            let tones = [261.63, 329.63, 392.0].reduce(0) { $0 + sin(2 * .pi * $1 * t) } / 3
            return tones * (0.7 + 0.3 * sin(2 * .pi * 2 * t)) * 12_000
        }
        return write("chord.wav", [samples.map { Int16($0.rounded()) }, samples.map { Int16(($0 * 0.8).rounded()) }])
    }()

    private static func write(_ name: String, _ channels: [[Int16]]) -> URL {
        let url = folder.appendingPathComponent(name)
        let count = channels[0].count, channelCount = channels.count
        var data = Data()
        func append<T: FixedWidthInteger>(_ value: T) { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
        data.append(contentsOf: Array("RIFF".utf8)); append(UInt32(36 + count * channelCount * 2))
        data.append(contentsOf: Array("WAVEfmt ".utf8)); append(UInt32(16)); append(UInt16(1)); append(UInt16(channelCount))
        append(UInt32(48_000)); append(UInt32(48_000 * channelCount * 2)); append(UInt16(channelCount * 2)); append(UInt16(16))
        data.append(contentsOf: Array("data".utf8)); append(UInt32(count * channelCount * 2))
        for index in 0..<count { for channel in channels { append(channel[index]) } }
        try? data.write(to: url)
        return url
    }
}
