import Glibc

/// Frames kept in order, deflated, in an anonymous temporary file (`tmpfile()`: nothing is left
/// behind however the process ends), and handed back as they were: how a writer of several passes
/// over the same frames (GIF) gets its later passes without the scene being played again, so a
/// render plays its scene once. Memory does not grow with the render's length; the frames of a
/// user interface deflate to a small part of their size.
public final class FrameSpool {
    private let file: UnsafeMutablePointer<FILE>
    /// The frames appended so far.
    public private(set) var count = 0

    public init() throws {
        guard let file = tmpfile() else { throw Self.failure("create") }
        self.file = file
    }

    deinit { fclose(file) }

    /// Appends `frame`'s rows (the `4 × width` bytes of each, not the padding between them).
    public func append(_ frame: PixelFrame) throws {
        try frame.validate(width: frame.width, height: frame.height)
        let rowBytes = 4 * frame.width
        var rows = [UInt8](repeating: 0, count: rowBytes * frame.height)
        rows.withUnsafeMutableBytes { target in
            frame.pixels.withUnsafeBytes { source in
                for row in 0..<frame.height {
                    memcpy(target.baseAddress! + row * rowBytes, source.baseAddress! + row * frame.bytesPerRow, rowBytes)
                }
            }
        }
        let deflated = try rows.withUnsafeBufferPointer { try RawDeflater().deflate($0, isLast: true) }
        try write([Int64(frame.width), Int64(frame.height), Int64(deflated.count)])
        try deflated.withUnsafeBytes { try write($0) }
        count += 1
    }

    /// Hands every frame to `body` in the order appended (rows packed: `bytesPerRow` is `4 × width`).
    public func replay(_ body: (PixelFrame) throws -> Void) throws {
        guard fflush(file) == 0, fseek(file, 0, SEEK_SET) == 0 else { throw Self.failure("rewind") }
        for _ in 0..<count {
            var header = [Int64](repeating: 0, count: 3)
            try header.withUnsafeMutableBytes { try read(into: $0) }
            let (width, height) = (Int(header[0]), Int(header[1]))
            var deflated = [UInt8](repeating: 0, count: Int(header[2]))
            try deflated.withUnsafeMutableBytes { try read(into: $0) }
            var pixels: [UInt8] = []
            pixels.reserveCapacity(4 * width * height)
            try deflated.withUnsafeBytes { try RawInflater().inflate($0) { pixels += $0 } }
            guard pixels.count == 4 * width * height else { throw MediaError.io("a spooled frame came back with \(pixels.count) bytes") }
            try body(PixelFrame(width: width, height: height, bytesPerRow: 4 * width, pixels: pixels))
        }
    }

    private func write(_ bytes: UnsafeRawBufferPointer) throws {
        guard bytes.isEmpty || fwrite(bytes.baseAddress, 1, bytes.count, file) == bytes.count else { throw Self.failure("write") }
    }

    private func write(_ fields: [Int64]) throws {
        try fields.withUnsafeBytes { try write($0) }
    }

    private func read(into bytes: UnsafeMutableRawBufferPointer) throws {
        guard bytes.isEmpty || fread(bytes.baseAddress, 1, bytes.count, file) == bytes.count else { throw Self.failure("read") }
    }

    private static func failure(_ operation: String) -> MediaError {
        MediaError.io("cannot \(operation) the temporary file of the frames: \(String(cString: strerror(errno)))")
    }
}
