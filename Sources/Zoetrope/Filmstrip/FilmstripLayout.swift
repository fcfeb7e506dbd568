import MediaEncoding

/// Where a filmstrip puts its frames, in points.
///
/// A **contact sheet** (`zoetrope filmstrip`) shows thumbnails in a grid of `columns`, each with
/// its time label underneath, a title line on top, margins and gaps around. A **strip** (the
/// `.frames(at:)` snapshot strategy) is the frames at full size side by side, nothing else.
public struct FilmstripLayout: Equatable, Sendable {
    /// What surrounds the frames.
    public enum Style: Equatable, Sendable {
        /// Margins, gaps, a title and time labels on a light sheet.
        case contactSheet
        /// Only the frames, edge to edge, left to right.
        case strip
    }

    /// The contact sheet's margins, gaps, title band and label band.
    public static let margin = 20.0
    public static let gap = 16.0
    public static let titleHeight = 28.0
    public static let labelHeight = 22.0
    /// The most frames one filmstrip shows.
    public static let maximumFrameCount = 200

    public let style: Style
    /// The instant of each frame, in the order shown.
    public let times: [Double]
    public let columns: Int
    public let thumbnailSize: Size

    /// Frames at `times`. Throws `FilmstripError` for counts, columns, times or sizes that make
    /// no filmstrip.
    public init(style: Style, times: [Double], columns: Int, thumbnailSize: Size) throws {
        guard (1...Self.maximumFrameCount).contains(times.count) else {
            throw FilmstripError.frameCountOutOfRange(times.count)
        }
        guard columns >= 1 else { throw FilmstripError.tooFewColumns(columns) }
        guard times.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
            throw FilmstripError.invalidTimes(times)
        }
        guard thumbnailSize.width.isFinite, thumbnailSize.height.isFinite,
              thumbnailSize.width >= 1, thumbnailSize.height >= 1, thumbnailSize.width <= 4096, thumbnailSize.height <= 4096 else {
            throw FilmstripError.thumbnailSizeOutOfRange(thumbnailSize)
        }
        self.style = style
        self.times = times
        self.columns = min(columns, times.count)
        self.thumbnailSize = thumbnailSize
    }

    /// A contact sheet of `count` instants spread evenly from `start` to `end`, both included.
    public init(count: Int, columns: Int, start: Double, end: Double, thumbnailSize: Size) throws {
        guard (1...Self.maximumFrameCount).contains(count) else {
            throw FilmstripError.frameCountOutOfRange(count)
        }
        guard start.isFinite, end.isFinite, start >= 0, end >= start else {
            throw FilmstripError.invalidRange(start: start, end: end)
        }
        let times = count == 1 ? [start] : (0..<count).map { start + (end - start) * Double($0) / Double(count - 1) }
        try self.init(style: .contactSheet, times: times, columns: columns, thumbnailSize: thumbnailSize)
    }

    /// The frames at `times`, each `frameSize` points, side by side.
    public static func strip(times: [Double], frameSize: Size) throws -> FilmstripLayout {
        try FilmstripLayout(style: .strip, times: times, columns: max(times.count, 1), thumbnailSize: frameSize)
    }

    public var rows: Int { (times.count + columns - 1) / columns }

    private var margin: Double { style == .contactSheet ? Self.margin : 0 }
    private var gap: Double { style == .contactSheet ? Self.gap : 0 }
    private var titleHeight: Double { style == .contactSheet ? Self.titleHeight : 0 }
    private var labelHeight: Double { style == .contactSheet ? Self.labelHeight : 0 }

    /// The whole filmstrip.
    public var size: Size {
        let width = 2 * margin + Double(columns) * thumbnailSize.width + Double(columns - 1) * gap
        let height = 2 * margin + titleHeight + Double(rows) * (thumbnailSize.height + labelHeight) + Double(rows - 1) * gap
        return Size(width: width, height: height)
    }

    /// The title line across the top (contact sheets).
    public var titleRect: Rect {
        Rect(x: margin, y: margin, width: size.width - 2 * margin, height: max(titleHeight - 8, 0))
    }

    /// Frame `index`'s rectangle, left to right, then top to bottom.
    public func thumbnailRect(_ index: Int) -> Rect {
        let row = index / columns, column = index % columns
        return Rect(x: margin + Double(column) * (thumbnailSize.width + gap),
                    y: margin + titleHeight + Double(row) * (thumbnailSize.height + labelHeight + gap),
                    width: thumbnailSize.width, height: thumbnailSize.height)
    }

    /// Frame `index`'s time label, under its thumbnail (contact sheets).
    public func labelRect(_ index: Int) -> Rect {
        let thumbnail = thumbnailRect(index)
        return Rect(x: thumbnail.minX, y: thumbnail.maxY, width: thumbnail.width, height: labelHeight)
    }

    /// "t = 1.25 s": two decimals, or three when two would show neighbouring frames alike.
    public func label(_ index: Int) -> String {
        let step = times.count > 1 ? abs(times[1] - times[0]) : 1
        let decimals = step > 0 && step < 0.02 ? 3 : 2
        return "t = " + String(format: "%.\(decimals)f", times[index]) + " s"
    }
}

/// A filmstrip that cannot be laid out.
public enum FilmstripError: Error, CustomStringConvertible, Equatable, CategorizedError {
    /// Not within 1...`FilmstripLayout.maximumFrameCount` frames.
    case frameCountOutOfRange(Int)
    /// Fewer than one column.
    case tooFewColumns(Int)
    /// Times that are not all finite and at least 0.
    case invalidTimes([Double])
    /// Frames whose sides are not within 1...4096 points.
    case thumbnailSizeOutOfRange(Size)
    /// A range whose start is below 0 or after its end.
    case invalidRange(start: Double, end: Double)

    public var category: ErrorCategory { .usage }

    public var description: String {
        switch self {
        case .frameCountOutOfRange(let count): "a filmstrip shows 1 to \(FilmstripLayout.maximumFrameCount) frames (got \(count))"
        case .tooFewColumns(let columns): "a filmstrip needs at least 1 column (got \(columns))"
        case .invalidTimes(let times): "filmstrip times must be finite and >= 0 (got \(times))"
        case .thumbnailSizeOutOfRange(let size): "frames of \(size.width)×\(size.height) pt are outside 1...4096 pt"
        case let .invalidRange(start, end): "time range \(start)...\(end) is invalid; the start must be >= 0 and <= the end"
        }
    }
}
