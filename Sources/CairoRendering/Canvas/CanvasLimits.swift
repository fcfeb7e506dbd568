import MediaEncoding

/// The largest raster surfaces this module allocates; bigger requests throw before allocating.
public enum CanvasLimits {
    /// Maximum width or height in pixels: a frame's (`FrameBounds.side`; Cairo's own image limit is 32767).
    public static let maximumSide = FrameBounds.side.upperBound
    /// Maximum pixel count: 2^27 pixels, i.e. 512 MiB of ARGB32 memory.
    public static let maximumPixelCount = 1 << 27
    /// The same limits for decoded pictures and video frames, checked before they are decoded.
    public static let pictures = PictureSizeLimit(maximumSide: maximumSide, maximumPixelCount: maximumPixelCount)

    /// Checks a pixel size given as Doubles (so that huge or NaN values never reach `Int(_:)`).
    static func validate(width: Double, height: Double) throws -> (width: Int, height: Int) {
        if let problem = FrameBounds.problem(width: width, height: height) { throw CairoError.invalidSize(problem) }
        guard width * height <= Double(maximumPixelCount) else {
            throw CairoError.invalidSize("\(Int(width))×\(Int(height)) pixels exceeds the limit of \(maximumPixelCount) pixels")
        }
        return (Int(width), Int(height))
    }

    /// Checks a scale factor: finite, positive, at most 16.
    static func validate(scale: Double) throws {
        guard scale.isFinite, scale > 0, scale <= 16 else {
            throw CairoError.invalidSize("scale \(scale) must be finite, positive and at most 16")
        }
    }
}
