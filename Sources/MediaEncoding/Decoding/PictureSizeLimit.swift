/// The largest picture a decoder may make, checked before the picture is decoded: from the
/// container's header where it declares the size, and otherwise when the decoder asks for the
/// picture's memory (`PictureSizeGuard`), so a small file declaring a huge picture (a
/// decompression bomb) is refused without its pixels ever being allocated.
public struct PictureSizeLimit: Sendable, Equatable {
    /// Maximum width or height in pixels.
    public let maximumSide: Int
    /// Maximum width × height.
    public let maximumPixelCount: Int

    public init(maximumSide: Int, maximumPixelCount: Int) {
        self.maximumSide = maximumSide
        self.maximumPixelCount = maximumPixelCount
    }

    /// Throws `MediaError.decoding` naming `name` when a `width`×`height` picture is over the limit.
    public func check(width: Int, height: Int, name: String) throws {
        if let reason = refusal(width: width, height: height) { throw MediaError.decoding("\(name) is too large: \(reason)") }
    }

    /// Why a `width`×`height` picture is over the limit, or nil when it is not.
    func refusal(width: Int, height: Int) -> String? {
        if width > maximumSide || height > maximumSide {
            return "\(width)×\(height) pixels exceeds the limit of \(maximumSide) pixels per side"
        }
        if width * height > maximumPixelCount {   // both sides are within the limit here: no overflow
            return "\(width)×\(height) pixels exceeds the limit of \(maximumPixelCount) pixels"
        }
        return nil
    }
}
