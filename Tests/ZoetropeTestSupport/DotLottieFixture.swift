import CZlib
import Foundation

/// Writes dotLottie archives (`.lottie`: a ZIP of a manifest, animations and images) for tests:
/// local headers, the data (stored, or raw deflate by zlib) and a central directory, as PKWARE's
/// APPNOTE lays them out, with fixed dates so the same entries give the same bytes.
public enum DotLottieFixture {
    /// Writes an archive at `url` holding `entries` (path → bytes), deflated when `deflated`.
    public static func write(_ entries: [(path: String, data: Data)], to url: URL, deflated: Bool = true) throws {
        var archive = Data(), directory = Data()
        for (path, data) in entries {
            let stored = deflated ? try deflate(data) : data
            let crc = data.withUnsafeBytes { UInt32(crc32(0, $0.bindMemory(to: UInt8.self).baseAddress, uInt($0.count))) }
            let name = Data(path.utf8), offset = archive.count
            let fields = little(UInt16(deflated ? 8 : 0)) + little(UInt16(0)) + little(UInt16(0x5821)) + little(crc)
                + little(UInt32(stored.count)) + little(UInt32(data.count)) + little(UInt16(name.count)) + little(UInt16(0))
            archive += little(UInt32(0x0403_4B50)) + little(UInt16(20)) + little(UInt16(0)) + fields + name + stored
            directory += little(UInt32(0x0201_4B50)) + little(UInt16(20)) + little(UInt16(20)) + little(UInt16(0)) + fields
                + little(UInt16(0)) + little(UInt16(0)) + little(UInt16(0)) + little(UInt32(0)) + little(UInt32(offset)) + name
        }
        let end = little(UInt32(0x0605_4B50)) + little(UInt16(0)) + little(UInt16(0)) + little(UInt16(entries.count))
            + little(UInt16(entries.count)) + little(UInt32(directory.count)) + little(UInt32(archive.count)) + little(UInt16(0))
        try (archive + directory + end).write(to: url)
    }

    /// A version 1 archive of one animation: `manifest.json` naming `id`, and `animations/ID.json`.
    public static func write(animation json: Data, id: String = "animation", to url: URL) throws {
        try write([("manifest.json", manifest(id: id)), ("animations/\(id).json", json)], to: url)
    }

    /// A version 1 manifest listing the one animation `id`.
    public static func manifest(id: String) -> Data {
        Data(#"{"version":"1.0","generator":"zoetrope tests","animations":[{"id":"\#(id)"}]}"#.utf8)
    }

    private static func little<Value: FixedWidthInteger>(_ value: Value) -> Data {
        withUnsafeBytes(of: value.littleEndian) { Data($0) }
    }

    /// `data` as raw deflate (no zlib header), as ZIP stores it.
    private static func deflate(_ data: Data) throws -> Data {
        var stream = z_stream()
        guard zoetrope_deflate_init_raw(&stream, 6, Z_DEFAULT_STRATEGY) == Z_OK else { throw CocoaError(.fileWriteUnknown) }
        defer { deflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(data.count))) + 64)
        let written = try data.withUnsafeBytes { input in
            try output.withUnsafeMutableBufferPointer { buffer -> Int in
                stream.next_in = UnsafeMutablePointer(mutating: input.bindMemory(to: UInt8.self).baseAddress)
                stream.avail_in = uInt(input.count)
                stream.next_out = buffer.baseAddress
                stream.avail_out = uInt(buffer.count)
                guard CZlib.deflate(&stream, Z_FINISH) == Z_STREAM_END else { throw CocoaError(.fileWriteUnknown) }
                return buffer.count - Int(stream.avail_out)
            }
        }
        return Data(output[..<written])
    }
}
