extension EncodingOptions {
    /// Throws a usage `MediaError` for delivery settings `format` cannot honour: the audio bit rate,
    /// the H.264 level and a picture size of the options'. (Formats other than H.264 ignore the
    /// level, and formats other than H.264 and HEVC the video bit rate, as they ignore `crf`.)
    func validateDelivery(for format: OutputFormat, width: Int, height: Int) throws {
        if let audioBitRate, !Self.audioBitRates.contains(audioBitRate) {
            throw MediaError.outOfRange(setting: "audio bit rate", value: "\(audioBitRate / 1000) kb/s",
                                        allowed: "\(Self.audioBitRates.lowerBound / 1000)...\(Self.audioBitRates.upperBound / 1000) kb/s")
        }
        if let h264Level, !Self.h264Levels.contains(h264Level) {
            throw MediaError.notOneOf(setting: "H.264 level", value: h264Level, choices: Self.h264Levels)
        }
        if let constantBitRate, constantBitRate <= 0 {
            throw MediaError.outOfRange(setting: "constant bit rate", value: "\(constantBitRate) b/s", allowed: "above 0")
        }
        if let encodedSize {
            let even = !format.needsEvenSize || (encodedSize.width % 2 == 0 && encodedSize.height % 2 == 0)
            guard encodedSize.width >= width, encodedSize.height >= height, even else {
                throw MediaError.beyondFormatLimit(format: format.name, problem: "cannot hold \(width)×\(height) frames in "
                    + "\(encodedSize) pictures (they must be at least the frames' size\(format.needsEvenSize ? ", and even" : ""))")
            }
        }
    }
}
