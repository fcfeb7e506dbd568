import Foundation
import MediaEncoding

/// Drives a writer the way the exporter does: every pass re-sends all frames, then finish.
/// FFmpeg's informational chatter is turned off to keep the test log readable.
func writeAll(_ frames: [PixelFrame], format: OutputFormat, to url: URL, options: EncodingOptions) throws {
    FFmpegLogging.setLevel(.error)
    let writer = try makeWriter(format: format, url: url, width: frames[0].width, height: frames[0].height, options: options)
    for pass in 0..<writer.passCount {
        try writer.beginPass(pass)
        for frame in frames { try writer.append(frame) }
    }
    try writer.finish()
}

/// The top-level ISO-BMFF box types of an MP4/MOV file, in file order.
func topLevelBoxes(of data: Data) -> [String] {
    let bytes = [UInt8](data)
    var boxes: [String] = []
    var offset = 0
    while offset + 8 <= bytes.count {
        var size = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
        if size == 1, offset + 16 <= bytes.count {
            size = bytes[offset + 8..<offset + 16].reduce(0) { $0 << 8 | Int($1) }
        } else if size == 0 {
            size = bytes.count - offset
        }
        boxes.append(type)
        guard size >= 8 else { break }
        offset += size
    }
    return boxes
}
