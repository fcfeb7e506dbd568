import Foundation

/// Where two images differ and what colour became what: the rectangle around the differing
/// pixels and the change most of them share (for a recoloured shape, its old and new colour),
/// so a failure names the colours instead of only counting pixels.
public struct ColourChange: Equatable, Sendable {
    /// The smallest rectangle holding every differing pixel, in pixels.
    public let minX: Int, minY: Int, maxX: Int, maxY: Int
    /// The commonest pair among the differing pixels: the reference's colour and the actual's,
    /// unpremultiplied RGBA.
    public let expected: [UInt8], actual: [UInt8]
    /// How many differing pixels changed exactly so, and how many differ in all.
    public let count: Int, differing: Int

    /// The change between the images of `comparison`, by its own criterion of a differing pixel;
    /// nil when no pixel differs.
    public init?(_ comparison: ImageComparison) {
        let e = comparison.expected.premultipliedBytes(), a = comparison.actual.premultipliedBytes()
        let straightE = comparison.expected.pixels, straightA = comparison.actual.pixels
        let width = comparison.expected.width
        var pairs: [UInt64: Int] = [:]
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1, differing = 0
        e.withUnsafeBufferPointer { eBuffer in
            a.withUnsafeBufferPointer { aBuffer in
                guard let ep = eBuffer.baseAddress, let ap = aBuffer.baseAddress else { return }
                for i in stride(from: 0, to: eBuffer.count, by: 4) {
                    var largest = 0
                    for channel in 0..<4 { largest = max(largest, abs(Int(ep[i + channel]) - Int(ap[i + channel]))) }
                    guard ImageComparison.differs(ep + i, ap + i, largestChannelDifference: largest,
                                                  tolerance: comparison.tolerance) else { continue }
                    let x = (i / 4) % width, y = (i / 4) / width
                    minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                    differing += 1
                    pairs[Self.key(straightE, straightA, at: i), default: 0] += 1
                }
            }
        }
        // The commonest pair; ties go to the smaller key, so the message is the same every run.
        guard let (key, count) = pairs.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }) else {
            return nil
        }
        self.minX = minX; self.minY = minY; self.maxX = maxX; self.maxY = maxY
        expected = Self.bytes(UInt32(truncatingIfNeeded: key >> 32))
        actual = Self.bytes(UInt32(truncatingIfNeeded: key))
        self.count = count
        self.differing = differing
    }

    /// "region x 10–29, y 20–39: 400 pixels differ, 380 of them #30D158 → #0A84FF".
    public var description: String {
        "region x \(minX)–\(maxX), y \(minY)–\(maxY): \(differing) pixels differ, \(count) of them "
            + "\(Self.name(expected)) → \(Self.name(actual))"
    }

    /// `#RRGGBB`, with the alpha when not opaque.
    static func name(_ rgba: [UInt8]) -> String {
        let hex = String(format: "#%02X%02X%02X", rgba[0], rgba[1], rgba[2])
        return rgba[3] == 255 ? hex : hex + " at alpha \(Int((Double(rgba[3]) / 255 * 100).rounded())) %"
    }

    private static func key(_ e: [UInt8], _ a: [UInt8], at i: Int) -> UInt64 {
        func word(_ p: [UInt8]) -> UInt64 {
            UInt64(p[i]) << 24 | UInt64(p[i + 1]) << 16 | UInt64(p[i + 2]) << 8 | UInt64(p[i + 3])
        }
        return word(e) << 32 | word(a)
    }

    private static func bytes(_ word: UInt32) -> [UInt8] {
        [UInt8(word >> 24 & 0xFF), UInt8(word >> 16 & 0xFF), UInt8(word >> 8 & 0xFF), UInt8(word & 0xFF)]
    }
}
