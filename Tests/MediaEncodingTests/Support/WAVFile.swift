import Foundation

/// Writes 16-bit PCM WAV files by hand (RIFF header and samples), so tests know every sample a
/// decoder must give back: sample s reads as s / 32768.
enum WAVFile {
    /// Writes `samples` (one array per channel, values −32768…32767) at `rate` to `url`.
    static func write(_ samples: [[Int16]], rate: Int = 48_000, to url: URL) throws {
        let channels = samples.count, count = samples[0].count
        var data = Data()
        func append<T: FixedWidthInteger>(_ value: T) { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
        data.append(contentsOf: Array("RIFF".utf8)); append(UInt32(36 + count * channels * 2))
        data.append(contentsOf: Array("WAVEfmt ".utf8)); append(UInt32(16)); append(UInt16(1)); append(UInt16(channels))
        append(UInt32(rate)); append(UInt32(rate * channels * 2)); append(UInt16(channels * 2)); append(UInt16(16))
        data.append(contentsOf: Array("data".utf8)); append(UInt32(count * channels * 2))
        for index in 0..<count { for channel in 0..<channels { append(samples[channel][index]) } }
        try data.write(to: url)
    }

    /// A burst of `count` samples of deterministic noise (a linear congruential generator) under
    /// an exponential decay: broadband, so its cross-correlation has one sharp peak.
    static func noiseBurst(count: Int, amplitude: Double = 16_000) -> [Int16] {
        var state: UInt32 = 12_345
        return (0..<count).map { index in
            state = state &* 1_664_525 &+ 1_013_904_223
            let noise = Double(Int32(bitPattern: state)) / Double(Int32.max)
            return Int16((noise * amplitude * exp(-Double(index) / Double(count / 4))).rounded())
        }
    }
}
