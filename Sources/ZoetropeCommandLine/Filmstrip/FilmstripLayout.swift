import Zoetrope

/// Where a contact sheet puts its frames: `count` instants spread evenly from `start` to `end`
/// (both included), in a grid of `columns`, each thumbnail with its time label underneath and
/// a title line on top. All sizes in points.
struct FilmstripLayout: Equatable {
    static let margin = 20.0
    static let gap = 16.0
    static let titleHeight = 28.0
    static let labelHeight = 22.0

    let times: [Double]
    let columns: Int
    let thumbnailSize: Size

    /// Throws `FilmstripError` for counts, ranges or sizes that make no sheet.
    init(count: Int, columns: Int, start: Double, end: Double, thumbnailSize: Size) throws {
        guard (1...200).contains(count) else { throw FilmstripError.invalid("--frames must be between 1 and 200 (got \(count))") }
        guard columns >= 1 else { throw FilmstripError.invalid("--columns must be at least 1 (got \(columns))") }
        guard start.isFinite, end.isFinite, start >= 0, end >= start else {
            throw FilmstripError.invalid("time range \(start)...\(end) is invalid; --from must be >= 0 and <= --to")
        }
        guard thumbnailSize.width.isFinite, thumbnailSize.height.isFinite,
              thumbnailSize.width >= 8, thumbnailSize.height >= 1, thumbnailSize.width <= 4096, thumbnailSize.height <= 4096 else {
            throw FilmstripError.invalid("thumbnails of \(thumbnailSize.width)×\(thumbnailSize.height) pt are outside 8...4096 pt")
        }
        times = count == 1 ? [start] : (0..<count).map { start + (end - start) * Double($0) / Double(count - 1) }
        self.columns = min(columns, count)
        self.thumbnailSize = thumbnailSize
    }

    var rows: Int { (times.count + columns - 1) / columns }

    /// The whole sheet.
    var size: Size {
        let width = 2 * Self.margin + Double(columns) * thumbnailSize.width + Double(columns - 1) * Self.gap
        let height = 2 * Self.margin + Self.titleHeight
            + Double(rows) * (thumbnailSize.height + Self.labelHeight) + Double(rows - 1) * Self.gap
        return Size(width: width, height: height)
    }

    /// The title line across the top.
    var titleRect: Rect {
        Rect(x: Self.margin, y: Self.margin, width: size.width - 2 * Self.margin, height: Self.titleHeight - 8)
    }

    /// Frame `index`'s thumbnail, left to right, then top to bottom.
    func thumbnailRect(_ index: Int) -> Rect {
        let row = index / columns, column = index % columns
        return Rect(x: Self.margin + Double(column) * (thumbnailSize.width + Self.gap),
                    y: Self.margin + Self.titleHeight + Double(row) * (thumbnailSize.height + Self.labelHeight + Self.gap),
                    width: thumbnailSize.width, height: thumbnailSize.height)
    }

    /// Frame `index`'s time label, under its thumbnail.
    func labelRect(_ index: Int) -> Rect {
        let thumbnail = thumbnailRect(index)
        return Rect(x: thumbnail.minX, y: thumbnail.maxY, width: thumbnail.width, height: Self.labelHeight)
    }

    /// "t = 1.25 s": two decimals, or three when two would show neighbouring frames alike.
    func label(_ index: Int) -> String {
        let step = times.count > 1 ? times[1] - times[0] : 1
        let decimals = step > 0 && step < 0.02 ? 3 : 2
        return "t = " + String(format: "%.\(decimals)f", times[index]) + " s"
    }
}

/// Bad filmstrip settings, worded for the command line.
enum FilmstripError: Error, CustomStringConvertible, Equatable {
    case invalid(String)
    var description: String {
        switch self { case .invalid(let message): message }
    }
}
