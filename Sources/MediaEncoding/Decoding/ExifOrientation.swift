import Foundation

/// EXIF's Orientation tag (1…8): how a camera's stored pixels must be turned to be seen
/// upright. FFmpeg's JPEG decoder reports the tag as frame metadata; applying it is ours.
struct ExifOrientation {
    let value: Int

    /// The tag as FFmpeg reports it ("6", possibly padded); nil or out of range means upright.
    init(metadataValue: String?) {
        let parsed = metadataValue.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } ?? 1
        value = (1...8).contains(parsed) ? parsed : 1
    }

    /// Orientations 5…8 turn the picture a quarter, swapping width and height.
    var swapsAxes: Bool { value >= 5 }

    /// `picture` as it is meant to be seen.
    func apply(to picture: DecodedPicture) -> DecodedPicture {
        guard value != 1 else { return picture }
        let (width, height) = (picture.width, picture.height)
        let (outWidth, outHeight) = swapsAxes ? (height, width) : (width, height)
        let buffer = PixelBuffer(count: 4 * outWidth * outHeight)
        let input = picture.buffer.base, output = buffer.base.assumingMemoryBound(to: UInt32.self)
        for y in 0..<outHeight {
            for x in 0..<outWidth {
                let (sx, sy) = sourcePixel(x: x, y: y, width: width, height: height)
                output[y * outWidth + x] = input.load(fromByteOffset: sy * picture.bytesPerRow + 4 * sx, as: UInt32.self)
            }
        }
        return DecodedPicture(width: outWidth, height: outHeight, bytesPerRow: 4 * outWidth, buffer: buffer, hasAlpha: picture.hasAlpha)
    }

    /// The stored pixel shown at (x, y) of the upright picture.
    private func sourcePixel(x: Int, y: Int, width: Int, height: Int) -> (Int, Int) {
        switch value {
        case 2: return (width - 1 - x, y)                    // mirrored
        case 3: return (width - 1 - x, height - 1 - y)       // upside down
        case 4: return (x, height - 1 - y)                   // flipped
        case 5: return (y, x)                                // transposed
        case 6: return (y, height - 1 - x)                   // turned a quarter clockwise
        case 7: return (width - 1 - y, height - 1 - x)       // transversed
        case 8: return (width - 1 - y, x)                    // turned a quarter anticlockwise
        default: return (x, y)
        }
    }
}
