import Foundation

/// The pixel size an image's header gives, read without decoding it: PNG (IHDR), GIF (logical
/// screen), JPEG (the first start-of-frame marker) and WebP (VP8, VP8L, VP8X). For the engine
/// parts that need an image's size before a renderer has decoded it (an emitter cell's particles
/// are the size of their image).
enum ImageHeader {
    /// How many bytes are read from a file: enough for a JPEG's metadata before its frame header.
    static let readLimit = 1 << 18

    /// The size `image` says it has (`pixelSize` when given), or nil when its header is not
    /// one of the formats above or cannot be read.
    static func pixelSize(of image: Image) -> Size? {
        if let size = image.pixelSize { return size }
        let bytes: Data
        switch image.source {
        case .data(let data): bytes = data.prefix(readLimit)
        case .file(let url):
            guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
            defer { try? handle.close() }
            guard let data = try? handle.read(upToCount: readLimit) else { return nil }
            bytes = data
        }
        return pixelSize(ofHeader: [UInt8](bytes))
    }

    /// The size in the header `b`, or nil.
    static func pixelSize(ofHeader b: [UInt8]) -> Size? {
        func be(_ i: Int, _ n: Int) -> Int { (i..<i + n).reduce(0) { $0 << 8 | Int(b[$1]) } }
        func le(_ i: Int, _ n: Int) -> Int { (i..<i + n).reversed().reduce(0) { $0 << 8 | Int(b[$1]) } }
        func size(_ w: Int, _ h: Int) -> Size? { w > 0 && h > 0 ? Size(width: Double(w), height: Double(h)) : nil }
        if b.count >= 24, b.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return size(be(16, 4), be(20, 4)) }
        if b.count >= 10, b.starts(with: Array("GIF".utf8)) { return size(le(6, 2), le(8, 2)) }
        if b.count >= 30, b.starts(with: Array("RIFF".utf8)), Array(b[8..<12]) == Array("WEBP".utf8) {
            switch String(decoding: b[12..<16], as: UTF8.self) {
            case "VP8 ": return size(le(26, 2) & 0x3FFF, le(28, 2) & 0x3FFF)
            case "VP8L": return size((le(21, 4) & 0x3FFF) + 1, ((le(21, 4) >> 14) & 0x3FFF) + 1)
            case "VP8X": return size(le(24, 3) + 1, le(27, 3) + 1)
            default: return nil
            }
        }
        guard b.count >= 4, b[0] == 0xFF, b[1] == 0xD8 else { return nil }
        // JPEG: walk the segments to the first start-of-frame (C0–CF, except C4, C8 and CC).
        var i = 2
        while i + 9 < b.count {
            guard b[i] == 0xFF else { return nil }
            let marker = b[i + 1]
            if marker == 0xFF { i += 1; continue }
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) { return size(be(i + 7, 2), be(i + 5, 2)) }
            i += 2 + be(i + 2, 2)
        }
        return nil
    }
}
