/// How different two images may be and still count as equal.
public struct ComparisonTolerance: Hashable, Sendable {
    /// A pixel differs when any premultiplied channel differs by more than this (0–255).
    public var channel: Int
    /// The fraction of differing pixels allowed (0–1).
    public var differingPixelFraction: Double
    /// The lowest acceptable structural similarity (see `ImageComparison.ssim`).
    public var minimumSSIM: Double

    public init(channel: Int, differingPixelFraction: Double, minimumSSIM: Double) {
        self.channel = channel; self.differingPixelFraction = differingPixelFraction; self.minimumSSIM = minimumSSIM
    }

    /// Identical pixels only (SSIM is not consulted: it is 1 up to rounding).
    public static let exact = ComparisonTolerance(channel: 0, differingPixelFraction: 0, minimumSSIM: 0)
    /// Room for antialiasing noise, but not for a missing glyph or a small blob: at most
    /// 0.02 % of pixels may be off by more than 32 levels, and SSIM must stay at or above 0.99.
    public static let rendering = ComparisonTolerance(channel: 32, differingPixelFraction: 0.0002, minimumSSIM: 0.99)
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
    public let expected: RGBAImage
    public let actual: RGBAImage
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
        var maxDifference = 0, total = 0, differing = 0
        for (e, a) in zip(Self.premultipliedPixels(expected), Self.premultipliedPixels(actual)) {
            let difference = max(abs(Int(e.r) - Int(a.r)), abs(Int(e.g) - Int(a.g)),
                                 abs(Int(e.b) - Int(a.b)), abs(Int(e.a) - Int(a.a)))
            total += abs(Int(e.r) - Int(a.r)) + abs(Int(e.g) - Int(a.g)) + abs(Int(e.b) - Int(a.b)) + abs(Int(e.a) - Int(a.a))
            maxDifference = max(maxDifference, difference)
            if difference > tolerance.channel { differing += 1 }
        }
        maxChannelDifference = maxDifference
        meanChannelDifference = Double(total) / Double(expected.width * expected.height * 4)
        differingPixelCount = differing
        ssim = StructuralSimilarity.meanSSIM(expected, actual)
    }

    /// The fraction of pixels differing beyond `tolerance.channel`.
    public var differingPixelFraction: Double { Double(differingPixelCount) / Double(expected.width * expected.height) }

    /// True when the images are equal within `tolerance`.
    public var passes: Bool {
        differingPixelFraction <= tolerance.differingPixelFraction && ssim >= tolerance.minimumSSIM
    }

    /// A one-line account of the differences.
    public var summary: String {
        "max channel difference \(maxChannelDifference), mean \(meanChannelDifference), "
            + "\(differingPixelCount) pixels (\(differingPixelFraction * 100) %) beyond \(tolerance.channel), SSIM \(ssim)"
    }

    static func premultipliedPixels(_ image: RGBAImage) -> [(r: UInt8, g: UInt8, b: UInt8, a: UInt8)] {
        stride(from: 0, to: image.pixels.count, by: 4).map { i in
            let a = image.pixels[i + 3]
            return (Premultiplication.premultiply(image.pixels[i], alpha: a), Premultiplication.premultiply(image.pixels[i + 1], alpha: a),
                    Premultiplication.premultiply(image.pixels[i + 2], alpha: a), a)
        }
    }
}
