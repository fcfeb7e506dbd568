/// The renderer's one Gaussian blur of an 8-bit plane, as shadows and backdrops take it: at a
/// reduced resolution when wide on the fast path (`ReducedBlur`, within 3 levels), at full
/// resolution on the reference path (`BoxBlur`). Samples outside the plane count as transparent.
enum GaussianBlur {
    /// Blurs `width` × `height` samples (`stride` bytes apart) in place with standard deviation
    /// `sigma` (in samples).
    static func blur(_ pixels: UnsafeMutableRawBufferPointer, width: Int, height: Int, stride: Int, sigma: Double, path: DrawingPath) {
        switch path {
        case .fast: ReducedBlur.blur(pixels, width: width, height: height, stride: stride, sigma: sigma)
        case .reference: BoxBlur.blur(pixels, width: width, height: height, stride: stride, sigma: sigma)
        }
    }

    /// Blurs by `sigmaX` across and `sigmaY` down: as `blur(…sigma:…)` when they are equal, else
    /// at full resolution (`BoxBlur`) on either path — only a one-way blur asks for it.
    static func blur(_ pixels: UnsafeMutableRawBufferPointer, width: Int, height: Int, stride: Int,
                     sigmaX: Double, sigmaY: Double, path: DrawingPath) {
        guard sigmaX != sigmaY else { return blur(pixels, width: width, height: height, stride: stride, sigma: sigmaX, path: path) }
        BoxBlur.blur(pixels, width: width, height: height, stride: stride, sigmaX: sigmaX, sigmaY: sigmaY)
    }

    /// How far, in samples, a blur of `sigma` reaches enough to move a level: 3σ and two more,
    /// the margin a shadow's mask and a backdrop's samples are grown by.
    static func reach(sigma: Double) -> Int {
        Int((3 * sigma).rounded(.up)) + 2
    }
}
