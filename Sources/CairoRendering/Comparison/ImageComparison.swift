/// How different two images may be and still count as equal.
public struct ComparisonTolerance: Hashable, Sendable {
    /// A pixel differs when any premultiplied channel differs by more than this (0–255).
    public var channel: Int
    /// The fraction of differing pixels allowed (0–1).
    public var differingPixelFraction: Double
    /// The lowest acceptable structural similarity (see `ImageComparison.ssim`).
    public var minimumSSIM: Double
    /// When set, a pixel differs when the colours seen over black or over white are more than
    /// this CIE ΔE*ab apart (2.3 is about the smallest difference an eye notices), instead of
    /// by its channel levels: swift-snapshot-testing's perceptual precision, as a distance.
    public var maximumDeltaE: Double?

    /// A tolerance from its limits.
    public init(channel: Int, differingPixelFraction: Double, minimumSSIM: Double, maximumDeltaE: Double? = nil) {
        self.channel = channel; self.differingPixelFraction = differingPixelFraction; self.minimumSSIM = minimumSSIM
        self.maximumDeltaE = maximumDeltaE
    }

    /// Identical pixels only (SSIM is not consulted: it is 1 up to rounding).
    public static let exact = ComparisonTolerance(channel: 0, differingPixelFraction: 0, minimumSSIM: 0)
    /// Room for antialiasing noise, but not for a missing glyph or a small blob: at most
    /// 0.02 % of pixels may be off by more than 32 levels, and SSIM must stay at or above 0.99.
    public static let rendering = ComparisonTolerance(channel: 32, differingPixelFraction: 0.0002, minimumSSIM: 0.99)
    /// What a viewer would not notice: every pixel within ΔE*ab 2.3 (the just-noticeable
    /// difference) but 0.1 %, and SSIM at least 0.98 (`SnapshotTolerance.perceptual`).
    public static let perceptual = ComparisonTolerance(channel: 0, differingPixelFraction: 0.001 + 1e-12, minimumSSIM: 0.98,
                                                       maximumDeltaE: 2.3)
}

/// Two images that cannot be compared.
public enum ImageComparisonError: Error, Equatable, CustomStringConvertible {
    case sizeMismatch(expectedWidth: Int, expectedHeight: Int, actualWidth: Int, actualHeight: Int)

    public var description: String {
        switch self {
        case let .sizeMismatch(ew, eh, aw, ah):
            return "image sizes differ: expected \(ew)×\(eh) pixels, got \(aw)×\(ah)"
        }
    }
}

/// The differences between an expected and an actual image of the same size.
///
/// Colour channels are compared premultiplied by alpha (what compositing shows), so colour
/// hidden under zero alpha does not count; alpha is compared as a fourth channel.
public struct ImageComparison: Sendable {
    /// The reference image.
    public let expected: RGBAImage
    /// The image under test.
    public let actual: RGBAImage
    /// The tolerance `passes` applies.
    public let tolerance: ComparisonTolerance
    /// The largest premultiplied channel difference (0–255).
    public let maxChannelDifference: Int
    /// The mean premultiplied channel difference over all pixels and four channels (0–255).
    public let meanChannelDifference: Double
    /// Pixels with a channel difference above `tolerance.channel`.
    public let differingPixelCount: Int
    /// Mean structural similarity (1 = identical); see `StructuralSimilarity`.
    public let ssim: Double

    /// Compares two images; throws `ImageComparisonError.sizeMismatch` when their sizes differ.
    public init(expected: RGBAImage, actual: RGBAImage, tolerance: ComparisonTolerance = .rendering) throws {
        guard expected.width == actual.width, expected.height == actual.height else {
            throw ImageComparisonError.sizeMismatch(expectedWidth: expected.width, expectedHeight: expected.height,
                                                    actualWidth: actual.width, actualHeight: actual.height)
        }
        self.expected = expected
        self.actual = actual
        self.tolerance = tolerance
        let e = expected.premultipliedBytes(), a = actual.premultipliedBytes()
        var maxDifference = 0, total = 0, differing = 0
        e.withUnsafeBufferPointer { eBuffer in
            a.withUnsafeBufferPointer { aBuffer in
                guard let e = eBuffer.baseAddress, let a = aBuffer.baseAddress else { return }
                var i = 0
                while i < eBuffer.count {
                    let dr = abs(Int(e[i]) - Int(a[i])), dg = abs(Int(e[i + 1]) - Int(a[i + 1]))
                    let db = abs(Int(e[i + 2]) - Int(a[i + 2])), da = abs(Int(e[i + 3]) - Int(a[i + 3]))
                    total += dr + dg + db + da
                    let pixelMax = max(max(dr, dg), max(db, da))
                    maxDifference = max(maxDifference, pixelMax)
                    if Self.differs(e + i, a + i, largestChannelDifference: pixelMax, tolerance: tolerance) { differing += 1 }
                    i += 4
                }
            }
        }
        maxChannelDifference = maxDifference
        meanChannelDifference = Double(total) / Double(expected.width * expected.height * 4)
        differingPixelCount = differing
        ssim = StructuralSimilarity.meanSSIM(premultiplied: e, a, width: expected.width, height: expected.height)
    }

    /// Whether two premultiplied RGBA pixels whose channels differ by at most
    /// `largestChannelDifference` count as different under `tolerance`.
    static func differs(_ e: UnsafePointer<UInt8>, _ a: UnsafePointer<UInt8>, largestChannelDifference: Int,
                        tolerance: ComparisonTolerance) -> Bool {
        guard let limit = tolerance.maximumDeltaE else { return largestChannelDifference > tolerance.channel }
        return largestChannelDifference > 0 && perceivedDifference(e, a) > limit
    }

    /// The larger ΔE*ab of two premultiplied RGBA pixels seen over black and over white.
    private static func perceivedDifference(_ e: UnsafePointer<UInt8>, _ a: UnsafePointer<UInt8>) -> Double {
        func lab(_ p: UnsafePointer<UInt8>, over white: Bool) -> CIELab {
            let backdrop = white ? Double(255 - Int(p[3])) : 0
            return CIELab(red: Double(p[0]) + backdrop, green: Double(p[1]) + backdrop, blue: Double(p[2]) + backdrop)
        }
        return max(lab(e, over: false).deltaE(to: lab(a, over: false)), lab(e, over: true).deltaE(to: lab(a, over: true)))
    }

    /// The fraction of pixels differing beyond `tolerance.channel`.
    public var differingPixelFraction: Double { Double(differingPixelCount) / Double(expected.width * expected.height) }

    /// True when the images are equal within `tolerance`.
    public var passes: Bool {
        differingPixelFraction <= tolerance.differingPixelFraction && ssim >= tolerance.minimumSSIM
    }

    /// A one-line account of the differences, figures rounded.
    public var summary: String {
        let limit = tolerance.maximumDeltaE.map { "ΔE \(Self.rounded($0, 1))" } ?? "\(tolerance.channel)"
        return "max channel difference \(maxChannelDifference), mean \(Self.rounded(meanChannelDifference, 3)), "
            + "\(differingPixelCount) pixels (\(Self.rounded(differingPixelFraction * 100, 3)) %) beyond \(limit), "
            + "SSIM \(Self.rounded(ssim, 4))"
    }

    /// `value` with `decimals` places.
    private static func rounded(_ value: Double, _ decimals: Int) -> String { String(format: "%.\(decimals)f", value) }

}

extension RGBAImage {
    /// The pixels with R, G, B premultiplied by alpha (exactly rounded), alpha unchanged.
    func premultipliedBytes() -> [UInt8] {
        var out = pixels
        out.withUnsafeMutableBufferPointer { buffer in
            guard let p = buffer.baseAddress else { return }
            var i = 0
            while i < buffer.count {
                let alpha = p[i + 3]
                p[i] = Premultiplication.premultiply(p[i], alpha: alpha)
                p[i + 1] = Premultiplication.premultiply(p[i + 1], alpha: alpha)
                p[i + 2] = Premultiplication.premultiply(p[i + 2], alpha: alpha)
                i += 4
            }
        }
        return out
    }
}
