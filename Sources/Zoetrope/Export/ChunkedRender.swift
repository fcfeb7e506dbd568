import Foundation
import MediaEncoding

/// Joins the chunks of a render split across processes or machines (`RenderSettings.chunk`,
/// `zoetrope render --chunk i/n`) into the file one process would have written.
///
/// Video chunks (MP4, MOV, WebM) are joined by `ChunkJoiner` without re-encoding. PNG sequence
/// chunks already carry their frames' numbers in the whole render; joining them gathers the
/// frames under one pattern, checking that none is missing or given twice. Like every export,
/// the output appears only when the join succeeded.
public enum ChunkedRender {
    /// Joins `parts` (video chunk files, or PNG sequence patterns with `%d`) into `path`, whose
    /// format must be the parts'.
    @discardableResult
    public static func join(_ parts: [String], to path: String) throws -> ChunkJoiner.Summary {
        guard !parts.isEmpty else { throw ChunkError.cannotJoin("give the chunks to join") }
        let format = try OutputFormat.forPath(path)
        if let pattern = format.pattern {
            return try joinSequences(parts, into: try FrameFileNamePattern(pattern))
        }
        for part in parts {
            if let partFormat = try? OutputFormat.forPath(part), partFormat != format {
                throw ChunkError.cannotJoin("'\(part)' is \(partFormat.name) and '\(path)' is \(format.name): join chunks into their own format")
            }
        }
        return try OutputDestination.produce(at: path, kind: .file) { destination in
            try ChunkJoiner.join(parts, into: destination.temporaryURL, format: format)
        }
    }

    /// Gathers the frames of PNG sequence chunks (patterns) under `output`'s pattern. Every frame
    /// is checked whole first (`PNGChunks`: every chunk and CRC down to IEND), and the frames of
    /// chunks record their place (`ChunkPlacement+PNG`): all must be of one render, each part
    /// must hold exactly its chunk's frames, and the render must be complete up to its last
    /// frame; the record is dropped from the gathered frames. Nothing is written unless all of it holds.
    private static func joinSequences(_ parts: [String], into output: FrameFileNamePattern) throws -> ChunkJoiner.Summary {
        var sources: [Int: URL] = [:]
        var placements: [(part: String, placement: ChunkPlacement?)] = []
        for part in parts {
            guard try OutputFormat.forPath(part).pattern != nil else {
                throw ChunkError.cannotJoin("'\(part)' is not a PNG sequence pattern (with %d) like '\(output.pattern)'")
            }
            let frames = try frames(of: try FrameFileNamePattern(part)).sorted { $0.0 < $1.0 }
            var placement: ChunkPlacement?
            for (position, (index, url)) in frames.enumerated() {
                if let earlier = sources[index] {
                    throw ChunkError.cannotJoin("frame \(index) is both \(earlier.path) and \(url.path)")
                }
                sources[index] = url
                let recorded = try checkedRecord(of: url)
                if position == 0 { placement = recorded }
                guard recorded == placement else {
                    throw ChunkError.cannotJoin("\(url.path) and \(frames[0].1.path) record different chunks; give each chunk's frames alone")
                }
            }
            if let placement, frames.map(\.0) != Array(placement.frames) {
                throw ChunkError.cannotJoin("'\(part)' holds \(frames.count) frames, but chunk \(placement.chunk) has "
                    + "\(placement.frames.count) (frames \(placement.frames.lowerBound)…\(placement.frames.upperBound - 1)); render it again")
            }
            if !frames.isEmpty { placements.append((part, placement)) }
        }
        let count = sources.count
        guard count > 0 else { throw ChunkError.cannotJoin("no frames match \(parts.joined(separator: ", "))") }
        if let gap = (0..<count).first(where: { sources[$0] == nil }) {
            let next = sources.keys.filter { $0 > gap }.min() ?? gap
            throw ChunkError.cannotJoin("frames \(gap)…\(next - 1) are missing: give every chunk's frames")
        }
        try checkCompleteness(of: placements, frameCount: count)
        try OutputDestination.produce(at: output.pattern, kind: .sequence(output, replacesOtherFrames: true)) { destination in
            let written = try FrameFileNamePattern(destination.temporaryURL.path)
            for index in 0..<count {
                let target = URL(fileURLWithPath: try written.path(ofFrame: index))
                try PartialOutputs.shared.writing { try copy(sources[index]!, to: target) }
            }
        }
        return ChunkJoiner.Summary(chunks: parts.count, frames: count)
    }

    /// The chunk placement the frame at `url` records (nil for a frame of a render not split
    /// into chunks), after checking the file is a whole PNG.
    private static func checkedRecord(of url: URL) throws -> ChunkPlacement? {
        let data = try readFrame(url)
        do { try PNGChunks.checkWhole(data) } catch let damage as PNGChunks.Damage {
            throw ChunkError.cannotJoin("\(url.path) \(damage); render its chunk again")
        }
        return ChunkPlacement.recorded(inPNG: data)
    }

    /// The frames a pattern names in its folder, by index.
    private static func frames(of pattern: FrameFileNamePattern) throws -> [(Int, URL)] {
        let folder = URL(fileURLWithPath: pattern.pattern).deletingLastPathComponent()
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: folder.path) } catch {
            throw ChunkError.cannotJoin("cannot read the folder of '\(pattern.pattern)': \(error.localizedDescription)")
        }
        return names.compactMap { name in pattern.frameIndex(ofFileName: name).map { ($0, folder.appendingPathComponent(name)) } }
    }

    /// Checks that chunks of one render, recorded in their first frames, make up all of it: the
    /// `frameCount` frames gathered must be the render's, its last frame included. Sequences
    /// written without chunks record nothing and are taken as they are.
    private static func checkCompleteness(of placements: [(part: String, placement: ChunkPlacement?)], frameCount: Int) throws {
        guard let (firstPart, first) = placements.first(where: { $0.placement != nil }).map({ ($0.part, $0.placement!) }) else { return }
        for (part, placement) in placements {
            guard let placement else {
                throw ChunkError.cannotJoin("'\(part)' holds no chunk's frames, '\(firstPart)' does: give the chunks of one render")
            }
            guard placement.render == first.render, placement.totalFrames == first.totalFrames,
                  placement.chunk.count == first.chunk.count else {
                throw ChunkError.cannotJoin("'\(part)' and '\(firstPart)' are chunks of different renders (scene or settings differ)")
            }
        }
        guard frameCount == first.totalFrames else {
            throw ChunkError.cannotJoin("frames \(frameCount)…\(first.totalFrames - 1) of the render's \(first.totalFrames) are missing: "
                + "give every chunk's frames (the last chunk's too)")
        }
    }

    private static func readFrame(_ url: URL) throws -> Data {
        do { return try Data(contentsOf: url) } catch {
            throw ChunkError.cannotJoin("cannot read \(url.path): \(error.localizedDescription)")
        }
    }

    /// The frame without its chunk record: the single render's bytes.
    private static func copy(_ source: URL, to target: URL) throws {
        let data = ChunkPlacement.removingRecord(fromPNG: try readFrame(source))
        do { try data.write(to: target) } catch {
            throw ExportError.unwritableOutput(target.path, reason: "cannot copy \(source.path): \(error.localizedDescription)")
        }
    }
}
