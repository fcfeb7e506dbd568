import Foundation
import MediaEncoding
import Zoetrope

/// What one build of a package records of its scenes for `review`, in a folder of its own: the
/// protocol between `review` and the `review-capture` command of each revision's build.
///
/// - `index.json`: every scene with its size in pixels, frame rate and frame count (default
///   variant, the scene's own settings), for choosing and sharding the scenes to compare;
/// - `<scene>/digests.txt`: a 64-bit digest of each frame's pixels, one per line in hex, so two
///   builds' frames are compared without storing them;
/// - `<scene>/trace.txt`: the scene's trace (`zoetrope trace`'s text);
/// - `<scene>/curves.json`: every numeric component of every traced property per frame.
struct ReviewCapture {
    /// A scene as `index.json` lists it.
    struct SceneEntry: Codable, Equatable {
        let name: String
        let pixelWidth: Int
        let pixelHeight: Int
        let fps: Int
        let frameCount: Int

        /// The work of rendering it, for balancing shards: pixels × frames.
        var cost: Double { Double(pixelWidth) * Double(pixelHeight) * Double(frameCount) }
    }

    /// The traced values as curves: one series per layer, key path and component.
    struct Curves: Codable, Equatable {
        /// Seconds of scene time of each frame.
        let times: [Double]
        /// By name, "layer key.component" ("card frame.y", "indicator percent"); a value is nil
        /// in frames where the layer or key is absent.
        let series: [String: [Double?]]
    }

    let folder: URL

    private var indexURL: URL { folder.appendingPathComponent("index.json") }
    private func sceneFolder(_ name: String) -> URL { folder.appendingPathComponent(name, isDirectory: true) }

    func writeIndex(_ scenes: [SceneEntry]) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Self.encoder.encode(scenes).write(to: indexURL, options: .atomic)
    }

    func index() throws -> [SceneEntry] {
        try JSONDecoder().decode([SceneEntry].self, from: Data(contentsOf: indexURL))
    }

    func write(scene name: String, digests: [UInt64], trace: String, curves: Curves) throws {
        let folder = sceneFolder(name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let digestText = digests.map { String(format: "%016llx", $0) }.joined(separator: "\n") + "\n"
        try Data(digestText.utf8).write(to: folder.appendingPathComponent("digests.txt"), options: .atomic)
        try Data(trace.utf8).write(to: folder.appendingPathComponent("trace.txt"), options: .atomic)
        try Self.encoder.encode(curves).write(to: folder.appendingPathComponent("curves.json"), options: .atomic)
    }

    func digests(of name: String) throws -> [UInt64] {
        let text = try String(contentsOf: sceneFolder(name).appendingPathComponent("digests.txt"), encoding: .utf8)
        return text.split(separator: "\n").compactMap { UInt64($0, radix: 16) }
    }

    func trace(of name: String) throws -> String {
        try String(contentsOf: sceneFolder(name).appendingPathComponent("trace.txt"), encoding: .utf8)
    }

    func curves(of name: String) throws -> Curves {
        try JSONDecoder().decode(Curves.self, from: Data(contentsOf: sceneFolder(name).appendingPathComponent("curves.json")))
    }

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }
}

extension ReviewCapture.Curves {
    /// The curves of a trace recording: each traced property's numeric components, frame by frame.
    init(_ recording: TraceRecording) {
        var series: [String: [Double?]] = [:]
        for (position, frame) in recording.frames.enumerated() {
            for layer in frame.layers {
                for property in layer.properties ?? [] {
                    for component in property.value?.numericComponents ?? [] {
                        let name = "\(layer.name) \(property.key)" + (component.name.isEmpty ? "" : ".\(component.name)")
                        series[name, default: Array(repeating: nil, count: recording.frames.count)][position] = component.value
                    }
                }
            }
        }
        self.init(times: recording.frames.map(\.time), series: series)
    }
}

/// A 64-bit digest of a frame's visible pixels (row padding excluded): equal frames have equal
/// digests, and a changed pixel changes the digest but with odds of 2⁻⁶⁴. Not cryptographic: it
/// tells two renders of trusted code apart, as fast as the frame can be read.
enum FrameDigest {
    static func of(_ frame: PixelFrame) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(frame.width) &* 0x9e37_79b9_7f4a_7c15 ^ UInt64(frame.height)
        let rowBytes = frame.width * 4
        frame.pixels.withUnsafeBytes { buffer in
            for row in 0..<frame.height {
                let start = row * frame.bytesPerRow
                var offset = 0
                while offset + 8 <= rowBytes {
                    hash = mix(hash, buffer.loadUnaligned(fromByteOffset: start + offset, as: UInt64.self))
                    offset += 8
                }
                while offset < rowBytes {
                    hash = mix(hash, UInt64(buffer[start + offset]))
                    offset += 1
                }
            }
        }
        return hash
    }

    /// One word into the hash: multiply-xorshift, as in splitmix64's finaliser.
    @inline(__always)
    private static func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
        var h = (hash ^ word) &* 0xbf58_476d_1ce4_e5b9
        h ^= h >> 31
        return h
    }
}
