/// A shadow's sharp A8 mask and its blur: what the blurred mask depends on, to the last bit.
/// The mask's bytes are kept and compared whole (the digest only picks the bucket), so a
/// reused blur is always the blur of exactly these pixels.
struct ShadowMaskKey: Hashable {
    let width: Int
    let height: Int
    let stride: Int
    let sigma: Double
    let pixels: [UInt8]
    private let digest: Int

    init(width: Int, height: Int, stride: Int, sigma: Double, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.stride = stride
        self.sigma = sigma
        self.pixels = pixels
        var hasher = Hasher()
        pixels.withUnsafeBytes { hasher.combine(bytes: $0) }
        digest = hasher.finalize()
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.digest == rhs.digest && lhs.width == rhs.width && lhs.height == rhs.height && lhs.stride == rhs.stride
            && lhs.sigma == rhs.sigma && lhs.pixels == rhs.pixels
    }

    func hash(into hasher: inout Hasher) { hasher.combine(digest) }
}
