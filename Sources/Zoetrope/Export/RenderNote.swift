import MediaEncoding

/// Something a user should know before a render starts, found while planning it (`RenderPlan.notes`).
/// The description speaks the library's words; a command line names its own flags and commands
/// (`message(naming:)`).
public enum RenderNote: Equatable, Sendable, CustomStringConvertible {
    /// The render is one chunk: these frames of the whole render's `total`, drawn from
    /// `drawnFrom` when its encoder segment starts earlier.
    case chunk(Chunk, frames: Range<Int>, of: Int, drawnFrom: Int?)
    /// The range ends `end` seconds into a scene of `duration` seconds: the last state is held.
    case endPastScene(Double, duration: Double)
    /// An odd pixel size, padded to the even `encoded` size 4:2:0 video needs.
    case oddSizePadded(width: Int, height: Int, encodedWidth: Int, encodedHeight: Int)
    /// The render meets a target (`OutputTarget`): what it was set to.
    case target(OutputTarget, summary: String)
    /// Frames a few pixels short of the target's picture size, padded to it.
    case paddedForTarget(width: Int, height: Int, encoded: PixelSize)
    /// Frames of another shape than the target's pictures, centred in them on the background.
    case letterboxedForTarget(width: Int, height: Int, encoded: PixelSize)

    public var description: String { message(naming: .library) }

    /// The note, calling the values and tools it mentions by `names`.
    package func message(naming names: RenderWording) -> String {
        switch self {
        case let .chunk(chunk, frames, total, drawnFrom):
            let lead = drawnFrom.map { " (drawn from frame \($0), where its encoder segment starts)" } ?? ""
            return "chunk \(chunk): frames \(frames.lowerBound)…\(frames.upperBound - 1) of \(total)\(lead); "
                + "join the chunks with \(names.joinChunks)"
        case let .endPastScene(end, duration):
            return "\(names.end) \(end) is past the scene's end (\(duration) s): the last \(end - duration) s show it standing still"
        case let .oddSizePadded(width, height, encodedWidth, encodedHeight):
            return "\(width)×\(height) pixels is odd; the video is \(encodedWidth)×\(encodedHeight), "
                + "repeating the last column or row (4:2:0 video needs even sizes; choose \(names.scale) to avoid it)"
        case let .target(target, summary):
            return "\(target.rawValue): \(summary)"
        case let .paddedForTarget(width, height, encoded):
            return "the scene drawn at \(width)×\(height) pixels is padded to \(encoded), repeating the last column or row"
        case let .letterboxedForTarget(width, height, encoded):
            return "the scene drawn at \(width)×\(height) pixels is centred in \(encoded) on its background"
        }
    }
}
