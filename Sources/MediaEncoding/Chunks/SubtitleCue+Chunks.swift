import Foundation

/// A chunk's file carries no subtitle track — a track cannot be cut at frames and copied back
/// together — but the whole render's cues as container metadata, from which `ChunkJoiner` encodes
/// the single render's track again.
extension SubtitleCue {
    /// The container metadata key of a chunk's cues.
    static let metadataKey = "zoetrope_subtitles"

    /// `cues` as the value stored under `metadataKey`: JSON, keys sorted.
    static func metadataValue(_ cues: [SubtitleCue]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(cues), as: UTF8.self)
    }

    /// The cues stored as `value`, or nil when it is not such a value.
    static func cues(metadataValue value: String) -> [SubtitleCue]? {
        try? JSONDecoder().decode([SubtitleCue].self, from: Data(value.utf8))
    }
}
