import CairoRendering

/// Frames of one size placed side by side, left to right, in one image.
enum Filmstrip {
    static func image(of frames: [RGBAImage]) throws -> RGBAImage {
        guard let first = frames.first else { throw CairoError.invalidSize("a filmstrip of no frames") }
        if frames.count == 1 { return first }
        let rowBytes = first.width * 4
        var pixels = [UInt8]()
        pixels.reserveCapacity(rowBytes * frames.count * first.height)
        for y in 0..<first.height {
            for frame in frames {
                pixels += frame.pixels[(y * rowBytes)..<((y + 1) * rowBytes)]
            }
        }
        return try RGBAImage(width: first.width * frames.count, height: first.height, pixels: pixels)
    }
}
