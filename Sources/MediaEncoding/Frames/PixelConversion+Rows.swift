import Dispatch
import Foundation
/// The row loops behind `PixelConversion`, writing straight into an encoder's buffer. Both use
/// lookup tables built from the scalar definitions, so they give exactly the same bytes.
extension PixelConversion {
    /// `straight(c, alpha: a)` at index `a << 8 | c`.
    static let straightTable: [UInt8] = (0..<65536).map { straight(UInt8($0 & 255), alpha: UInt8($0 >> 8)) }

    /// Un-premultiplies `frame` into `destination`, rows `bytesPerRow` apart.
    static func unpremultiply(_ frame: PixelFrame, into destination: UnsafeMutablePointer<UInt8>, bytesPerRow: Int) {
        straightTable.withUnsafeBufferPointer { table in
            frame.pixels.withUnsafeBufferPointer { pixels in
                forEachRow(of: frame) { y in
                    let source = pixels.baseAddress! + y * frame.bytesPerRow
                    let target = destination + y * bytesPerRow
                    for offset in stride(from: 0, to: 4 * frame.width, by: 4) {
                        let alpha = source[offset + 3]
                        if alpha == 255 {
                            target[offset] = source[offset]
                            target[offset + 1] = source[offset + 1]
                            target[offset + 2] = source[offset + 2]
                        } else {
                            let row = Int(alpha) << 8
                            target[offset] = table[row | Int(source[offset])]
                            target[offset + 1] = table[row | Int(source[offset + 1])]
                            target[offset + 2] = table[row | Int(source[offset + 2])]
                        }
                        target[offset + 3] = alpha
                    }
                }
            }
        }
    }

    /// Composites `frame` onto `background` into `destination`, rows `bytesPerRow` apart.
    static func composite(_ frame: PixelFrame, over background: BackgroundColor,
                          into destination: UnsafeMutablePointer<UInt8>, bytesPerRow: Int) {
        // The background's contribution per alpha, blue/green/red interleaved at 3a, 3a+1, 3a+2:
        // round(bg × (255 − a) / 255).
        let contribution = (0...255).flatMap { alpha in
            [background.blue, background.green, background.red].map { Int(composited(0, alpha: UInt8(alpha), over: $0)) }
        }
        contribution.withUnsafeBufferPointer { table in
            frame.pixels.withUnsafeBufferPointer { pixels in
                forEachRow(of: frame) { y in
                    let source = pixels.baseAddress! + y * frame.bytesPerRow
                    let target = destination + y * bytesPerRow
                    for offset in stride(from: 0, to: 4 * frame.width, by: 4) {
                        let alpha = Int(source[offset + 3])
                        if alpha == 255 {
                            target[offset] = source[offset]
                            target[offset + 1] = source[offset + 1]
                            target[offset + 2] = source[offset + 2]
                        } else {
                            let entry = 3 * alpha
                            target[offset] = UInt8(min(255, Int(source[offset]) + table[entry]))
                            target[offset + 1] = UInt8(min(255, Int(source[offset + 1]) + table[entry + 1]))
                            target[offset + 2] = UInt8(min(255, Int(source[offset + 2]) + table[entry + 2]))
                        }
                        target[offset + 3] = 255
                    }
                }
            }
        }
    }

    /// Runs `body` for every row index, in bands spread over the cores (rows are independent,
    /// so the result is the same as one pass).
    private static func forEachRow(of frame: PixelFrame, _ body: (Int) -> Void) {
        let bands = max(1, min(ProcessInfo.processInfo.activeProcessorCount, frame.height / 32))
        DispatchQueue.concurrentPerform(iterations: bands) { band in
            let start = frame.height * band / bands, end = frame.height * (band + 1) / bands
            for y in start..<end { body(y) }
        }
    }
}
