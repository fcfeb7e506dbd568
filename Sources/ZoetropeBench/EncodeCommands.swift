import CairoRendering
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

    /// `encode-gif FOLDER FPS out.gif`: the folder's PNG frames (sorted by name) to a GIF with
    /// MediaEncoding's two-pass palette, reading the PNGs again for the second pass.
    static func gif(_ arguments: [String]) throws {
        guard arguments.count == 3, let fps = Int(arguments[1]) else { throw BenchError.usage("encode-gif FOLDER FPS out.gif") }
        let folder = URL(fileURLWithPath: arguments[0])
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }.sorted()
        guard let first = names.first else { throw BenchError.usage("no PNG frames in \(folder.path)") }
        let probe = try Canvas(contentsOfPNG: folder.appendingPathComponent(first))
        let writer = try makeWriter(format: .gif, url: URL(fileURLWithPath: arguments[2]), width: probe.pixelWidth,
                                    height: probe.pixelHeight, options: EncodingOptions(fps: fps))
        for pass in 0..<writer.passCount {
            try writer.beginPass(pass)
            for name in names {
                let canvas = try Canvas(contentsOfPNG: folder.appendingPathComponent(name))
                try canvas.withPremultipliedBGRA { bytes, bytesPerRow in
                    try writer.append(PixelFrame(width: canvas.pixelWidth, height: canvas.pixelHeight,
                                                 bytesPerRow: bytesPerRow, pixels: Array(bytes)))
                }
            }
        }
        try writer.finish()
    }
}

/// A misused benchmark command.
enum BenchError: Error, CustomStringConvertible {
    case usage(String)
    var description: String {
        switch self { case .usage(let text): "usage: ZoetropeBench \(text)" }
    }
}
