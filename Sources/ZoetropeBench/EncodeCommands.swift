import Foundation
import MediaEncoding

/// The encoder halves of the FFmpeg comparisons in Scripts/bench.sh: the same frames the CLI
/// reads, encoded with MediaEncoding's writers.
enum EncodeCommands {
    /// `encode-mp4 frames.bgra WIDTH HEIGHT FPS out.mp4`: raw BGRA frames (premultiplied, as
    /// Cairo's, here opaque) to H.264 with crf 23, preset medium, tune animation — the CLI's settings.
    static func mp4(_ arguments: [String]) throws {
        guard arguments.count == 5, let width = Int(arguments[1]), let height = Int(arguments[2]),
              let fps = Int(arguments[3]) else {
            throw BenchError.usage("encode-mp4 frames.bgra WIDTH HEIGHT FPS out.mp4")
        }
        let input = try FileHandle(forReadingFrom: URL(fileURLWithPath: arguments[0]))
        let options = EncodingOptions(fps: fps, crf: 23, preset: "medium", tune: "animation")
        let writer = try makeWriter(format: .mp4, url: URL(fileURLWithPath: arguments[4]), width: width, height: height,
                                    options: options)
        // One buffer for every frame, as the CLI's rawvideo demuxer reuses its packets.
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        try writer.beginPass(0)
        while try readFully(input.fileDescriptor, into: &pixels) {
            try writer.append(PixelFrame(width: width, height: height, bytesPerRow: width * 4, pixels: pixels))
        }
        try writer.finish()
    }

    /// Fills `buffer` from the file; false at the end of the file.
    private static func readFully(_ descriptor: Int32, into buffer: inout [UInt8]) throws -> Bool {
        var filled = 0
        let count = buffer.count
        while filled < count {
            let got = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, count - filled) }
            if got < 0 { throw BenchError.usage("cannot read the frame file") }
            if got == 0 { return false }
            filled += got
        }
        return true
    }

    /// `encode-gif-raw frames.bgra WIDTH HEIGHT FPS out.gif`: raw BGRA frames (as for `encode-mp4`)
    /// to a GIF with MediaEncoding's two-pass palette, reading the file again for the second pass,
    /// as the CLI's two-pass recipe reads it twice: the comparison of the GIF work alone.
    static func gifFromRaw(_ arguments: [String]) throws {
        guard arguments.count == 5, let width = Int(arguments[1]), let height = Int(arguments[2]),
              let fps = Int(arguments[3]) else {
            throw BenchError.usage("encode-gif-raw frames.bgra WIDTH HEIGHT FPS out.gif")
        }
        let writer = try makeWriter(format: .gif, url: URL(fileURLWithPath: arguments[4]), width: width, height: height,
                                    options: EncodingOptions(fps: fps))
        for pass in 0..<writer.passCount {
            try writer.beginPass(pass)
            let input = try FileHandle(forReadingFrom: URL(fileURLWithPath: arguments[0]))
            while true {
                // A buffer per frame: the writer reads the frame's memory in place (opaque frames
                // reach FFmpeg's filters uncopied), so refilling one buffer would copy it first.
                var pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { $1 = $0.count }
                guard try readFully(input.fileDescriptor, into: &pixels) else { break }
                try writer.append(PixelFrame(width: width, height: height, bytesPerRow: width * 4, pixels: pixels))
            }
            try input.close()
        }
        try writer.finish()
    }

    /// `encode-gif FOLDER FPS out.gif`: the folder's PNG frames (sorted by name) to a GIF with
    /// MediaEncoding's two-pass palette, reading the PNGs again for the second pass. PNGs are
    /// decoded by FFmpeg's PNG decoder, as on the CLI side, ahead on every core while the writer
    /// works, as the CLI's frame-threaded decoder does, so the comparison is of the GIF work.
    static func gif(_ arguments: [String]) throws {
        guard arguments.count == 3, let fps = Int(arguments[1]) else { throw BenchError.usage("encode-gif FOLDER FPS out.gif") }
        let folder = URL(fileURLWithPath: arguments[0])
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }.sorted()
        guard let first = names.first else { throw BenchError.usage("no PNG frames in \(folder.path)") }
        let probe = try ImageDecoder.decode(contentsOf: folder.appendingPathComponent(first))
        let writer = try makeWriter(format: .gif, url: URL(fileURLWithPath: arguments[2]), width: probe.width,
                                    height: probe.height, options: EncodingOptions(fps: fps))
        let batch = 2 * ProcessInfo.processInfo.activeProcessorCount
        let batches = stride(from: 0, to: names.count, by: batch).map { Array(names[$0..<min($0 + batch, names.count)]) }
        for pass in 0..<writer.passCount {
            try writer.beginPass(pass)
            // The next batch decodes while this one is appended.
            var next = PrefetchedBatch(batches.first ?? [], in: folder)
            for index in batches.indices {
                let frames = next.wait()
                if index + 1 < batches.count { next = PrefetchedBatch(batches[index + 1], in: folder) }
                for frame in frames { try writer.append(try frame.get()) }
            }
        }
        try writer.finish()
    }
}

/// A batch of PNG frames decoding on other threads (on every core) until `wait()` takes it.
private struct PrefetchedBatch {
    private final class Frames: @unchecked Sendable {
        var decoded: [Result<PixelFrame, Error>] = []
    }
    private let frames = Frames()
    private let group = DispatchGroup()

    init(_ names: [String], in folder: URL) {
        let frames = self.frames
        DispatchQueue.global().async(group: group) { frames.decoded = Self.decodeAll(names, in: folder) }
    }

    /// Decodes `names` on every core.
    private static func decodeAll(_ names: [String], in folder: URL) -> [Result<PixelFrame, Error>] {
        var decoded = [Result<PixelFrame, Error>](repeating: .failure(BenchError.usage("not decoded")), count: names.count)
        decoded.withUnsafeMutableBufferPointer { buffer in
            let slots = buffer
            DispatchQueue.concurrentPerform(iterations: names.count) { index in
                slots[index] = Result { () throws -> PixelFrame in try decode(folder.appendingPathComponent(names[index])) }
            }
        }
        return decoded
    }

    /// Decodes with FFmpeg's PNG decoder (`ImageDecoder`), the CLI side's decoder, and
    /// premultiplies what is translucent (`PixelFrame` holds Cairo's premultiplied pixels).
    private static func decode(_ url: URL) throws -> PixelFrame {
        let picture = try ImageDecoder.decode(contentsOf: url)
        var pixels = picture.pixels
        if picture.hasAlpha { premultiply(&pixels) }
        return PixelFrame(width: picture.width, height: picture.height, bytesPerRow: 4 * picture.width, pixels: pixels)
    }

    /// Premultiplies straight BGRA in place, sixteen pixels at a time skipped while all are opaque.
    private static func premultiply(_ pixels: inout [UInt8]) {
        pixels.withUnsafeMutableBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                if offset + 64 <= bytes.count {
                    let sixteen = bytes.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt32>.self)
                    if sixteen & SIMD16(repeating: 0xFF00_0000) == SIMD16(repeating: 0xFF00_0000) { offset += 64; continue }
                }
                let alpha = Int(bytes[offset + 3])
                for channel in offset..<offset + 3 { bytes[channel] = UInt8((Int(bytes[channel]) * alpha + 127) / 255) }
                offset += 4
            }
        }
    }

    func wait() -> [Result<PixelFrame, Error>] {
        group.wait()
        return frames.decoded
    }
}

/// A misused benchmark command.
enum BenchError: Error, CustomStringConvertible {
    case usage(String)
    var description: String {
        switch self { case .usage(let text): "usage: ZoetropeBench \(text)" }
    }
}
