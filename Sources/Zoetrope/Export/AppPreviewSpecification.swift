import MediaEncoding

/// What App Store Connect accepts as an app preview, in its Help's reference "App preview
/// specifications" (developer.apple.com/help/app-store-connect/reference/app-preview-specifications):
/// H.264 (or ProRes 422 HQ, which Zoetrope does not write) in .mov, .m4v or .mp4, progressive,
/// High profile up to level 4.0, a target bit rate of 10–12 Mbps, at most 30 frames per second;
/// stereo AAC at 256 kb/s, 44.1 or 48 kHz; 15 to 30 seconds; at most 500 MB; the pictures one of
/// the resolutions listed for the device classes, portrait or landscape.
enum AppPreviewSpecification {
    /// The accepted resolutions: iPhone 6.1"–6.9" (886×1920), iPhone 5.5" (1080×1920), iPhone 4.7"
    /// (750×1334) and iPad (1200×1600), each portrait and landscape.
    static let resolutions: [PixelSize] = [(886, 1920), (1080, 1920), (750, 1334), (1200, 1600)].flatMap { width, height in
        [PixelSize(width: width, height: height), PixelSize(width: height, height: width)]
    }
    /// The highest frame rate.
    static let maximumFPS = 30
    /// The shortest and longest preview, in seconds.
    static let durations = 15.0...30.0
    /// The largest file: 500 MB.
    static let maximumBytes = 500_000_000
    /// The H.264 level, the highest allowed: 4.0, as x264 names it.
    static let h264Level = "4"
    /// The middle of the 10–12 Mbps target, held constant.
    static let videoBitRate = 11_000_000
    /// AAC at 256 kb/s.
    static let audioBitRate = 256_000
    /// How much of a side the frames may miss an accepted resolution by, filled by repeating
    /// their last column or row: 0.5 %, a few pixels.
    static let largestPadding = 0.005

    /// The accepted resolution a scene of `size` points fits best (the least padding), and the
    /// scale that draws it there; nil when none fits within `largestPadding`.
    static func fitting(_ size: Size) -> (resolution: PixelSize, scale: Double)? {
        var best: (resolution: PixelSize, scale: Double, padding: Double)?
        for resolution in resolutions {
            let scale = min(Double(resolution.width) / size.width, Double(resolution.height) / size.height)
            let padding = max(1 - (size.width * scale).rounded() / Double(resolution.width),
                              1 - (size.height * scale).rounded() / Double(resolution.height))
            if padding <= largestPadding, padding < best?.padding ?? .infinity { best = (resolution, scale, padding) }
        }
        return best.map { ($0.resolution, $0.scale) }
    }
}
