import Foundation

/// Whether a container file is whole by its own length fields: the top-level boxes of an
/// ISO-BMFF file (MP4, MOV) or the EBML header and Segment of a Matroska file (WebM) must end
/// exactly where the file does. A chunk copied short loses its end — the MP4 index, the last
/// frame's data, WebM's cues — and the demuxers hand out what is left without a word (the
/// Matroska demuxer only notes a shortened element at debug level); libavformat exposes no
/// such check, so the few headers are read here.
enum ContainerExtent {
    /// The container families whose layout is known.
    enum Layout {
        case isoBMFF, matroska

        /// The layout of a demuxer `name` (`AVInputFormat.name`, e.g. "mov,mp4,m4a,3gp,3g2,mj2"); nil for others.
        init?(demuxerName name: String) {
            let names = name.split(separator: ",")
            if names.contains("mov") || names.contains("mp4") {
                self = .isoBMFF
            } else if names.contains("matroska") || names.contains("webm") {
                self = .matroska
            } else {
                return nil
            }
        }
    }

    /// Where the file's last top-level element ends by its length fields, in bytes from the start
    /// (at least `size`: the file is whole when it is `size`); nil when a length cannot be read
    /// (the file ends inside a header, or bytes that are no header follow the last element).
    static func declaredEnd(of handle: FileHandle, size: UInt64, layout: Layout) throws -> UInt64? {
        var offset: UInt64 = 0
        while offset < size {
            try handle.seek(toOffset: offset)
            let header = [UInt8](try handle.read(upToCount: 16) ?? Data())
            let length: UInt64?
            switch layout {
            case .isoBMFF: length = boxLength(header, remaining: size - offset)
            case .matroska: length = elementLength(header)
            }
            guard let length, length > 0 else { return nil }
            offset += length
        }
        return offset
    }

    /// The length of the ISO-BMFF box whose header is `header`: a 32-bit size, 1 for a 64-bit size
    /// after the type, 0 for "up to the end of the file".
    private static func boxLength(_ header: [UInt8], remaining: UInt64) -> UInt64? {
        guard header.count >= 8 else { return nil }
        let size = bigEndian(header[0..<4])
        switch size {
        case 0: return remaining
        case 1: return header.count >= 16 ? bigEndian(header[8..<16]) : nil
        default: return size
        }
    }

    /// The length of the EBML element whose header is `header`: its ID, its size (both
    /// variable-length integers) and its data. An unknown size (all ones) cannot be checked: nil.
    private static func elementLength(_ header: [UInt8]) -> UInt64? {
        guard let idLength = vintLength(header, at: 0), let sizeLength = vintLength(header, at: idLength),
              idLength + sizeLength <= header.count else { return nil }
        let marker = UInt64(0x80) >> (sizeLength - 1)
        var size = UInt64(header[idLength]) & (marker - 1)
        for byte in header[(idLength + 1)..<(idLength + sizeLength)] { size = size << 8 | UInt64(byte) }
        let unknown = (UInt64(1) << (7 * UInt64(sizeLength))) - 1
        guard size != unknown else { return nil }
        return UInt64(idLength + sizeLength) + size
    }

    /// The length (1…8) of the EBML variable-length integer at `index`, from its leading zeros.
    private static func vintLength(_ bytes: [UInt8], at index: Int) -> Int? {
        guard index < bytes.count, bytes[index] != 0 else { return nil }
        return bytes[index].leadingZeroBitCount + 1
    }

    private static func bigEndian(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        bytes.reduce(0) { $0 << 8 | UInt64($1) }
    }
}
