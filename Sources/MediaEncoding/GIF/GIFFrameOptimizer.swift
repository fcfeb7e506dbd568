import Foundation

/// Turns full indexed frames into the smallest GIF frames that show exactly them, as a
/// lossless optimiser such as `gifsicle -O3` would:
///
/// - a frame stores only the rectangle that changed since what the viewer shows;
/// - inside it, pixels that did not change may be written as themselves or as the transparent
///   index; the frame is encoded three ways and the shortest kept: own indices only; each
///   unchanged pixel as whichever continues the LZW match, transparency first (`GIFLZWEncoder`);
///   and gifsicle's run heuristic, stretches of unchanged pixels made transparent when they hold
///   two colours or more (measured on city-guide: each of the three wins on some frames, and
///   together they leave `gifsicle -O3` nothing to gain);
/// - a frame identical to the one before adds its delay to it instead of being stored;
/// - in a transparent GIF, a frame that makes shown pixels transparent has the frame before it
///   cleared after display (disposal "restore to background", over the whole screen).
///
/// A frame is handed back once the next one is known to differ (its delay is final then).
final class GIFFrameOptimizer {
    private let width: Int
    private let height: Int
    private let table: GIFColorTable
    private let encoder = GIFLZWEncoder()
    /// What a viewer shows after the pending frame, in table indices.
    private var canvas: [UInt8]
    private var target: [UInt8]
    private var rectPixels: [UInt8] = []
    private var rectUnchanged: [UInt8] = []
    private var pending: GIFFileFormat.Frame?

    init(width: Int, height: Int, table: GIFColorTable) {
        self.width = width
        self.height = height
        self.table = table
        canvas = [UInt8](repeating: 0, count: width * height)
        target = canvas
    }

    /// Adds the next frame, `paletteuse` indices with `stride` bytes per row, shown for `delay`
    /// centiseconds. Returns the frame before it when that one is complete.
    func add(indices: UnsafePointer<UInt8>, stride: Int, delay: Int) -> GIFFileFormat.Frame? {
        table.remap.withUnsafeBufferPointer { remap in
            target.withUnsafeMutableBufferPointer { target in
                for y in 0..<height {
                    let row = indices + y * stride
                    for x in 0..<width { target[y * width + x] = remap[Int(row[x])] }
                }
            }
        }
        let screen = Rectangle(x: 0, y: 0, width: width, height: height)
        guard var previous = pending else {
            pending = encodedFrame(of: target, in: screen, delay: delay, allowsTransparency: false)
            return nil
        }
        var changed = changedRectangle()
        if let rect = changed, let transparent = table.transparentIndex, needsClearing(rect) {
            // The frame before is redrawn whole (as the screen shows it) and cleared after display.
            let shown = canvas
            previous = encodedFrame(of: shown, in: screen, delay: previous.delay, allowsTransparency: false)
            previous.disposal = .restoreBackground
            canvas = [UInt8](repeating: transparent, count: width * height)
            changed = changedRectangle()
        }
        guard let rect = changed else {
            if previous.delay + delay <= 0xFFFF {
                previous.delay += delay
                pending = previous
                return nil
            }
            pending = encodedFrame(of: target, in: Rectangle(x: 0, y: 0, width: 1, height: 1), delay: delay,
                                   allowsTransparency: false)
            return previous
        }
        pending = encodedFrame(of: target, in: rect, delay: delay, allowsTransparency: table.transparentIndex != nil)
        return previous
    }

    /// The last frame.
    func finish() -> GIFFileFormat.Frame? {
        defer { pending = nil }
        return pending
    }

    /// A rectangle of the screen, in pixels.
    struct Rectangle: Equatable {
        var x: Int, y: Int, width: Int, height: Int
    }

    /// Encodes `source`'s pixels in `rect` (three ways when transparency may stand for unchanged
    /// pixels) and keeps the shortest; the canvas then shows `source` there.
    private func encodedFrame(of source: [UInt8], in rect: Rectangle, delay: Int,
                              allowsTransparency: Bool) -> GIFFileFormat.Frame {
        let (x, y, width, height) = (rect.x, rect.y, rect.width, rect.height)
        let count = width * height
        if rectPixels.count < count {
            rectPixels = [UInt8](repeating: 0, count: count)
            rectUnchanged = [UInt8](repeating: 0, count: count)
        }
        var anyUnchanged = false
        let screenWidth = self.width
        source.withUnsafeBufferPointer { source in
            canvas.withUnsafeMutableBufferPointer { canvas in
                rectPixels.withUnsafeMutableBufferPointer { pixels in
                    rectUnchanged.withUnsafeMutableBufferPointer { unchanged in
                        for row in 0..<height {
                            let from = (y + row) * screenWidth + x, to = row * width
                            for column in 0..<width {
                                let pixel = source[from + column]
                                pixels[to + column] = pixel
                                let same: UInt8 = allowsTransparency && canvas[from + column] == pixel ? 1 : 0
                                unchanged[to + column] = same
                                anyUnchanged = anyUnchanged || same != 0
                                canvas[from + column] = pixel
                            }
                        }
                    }
                }
            }
        }
        let transparent = table.transparentIndex ?? 0
        let codeSize = table.minimumCodeSize
        var candidates: [[UInt8]] = []
        rectPixels.withUnsafeBufferPointer { pixels in
            candidates.append(encoder.encode(pixels.baseAddress!, unchanged: nil, count: count, transparentIndex: transparent,
                                             minimumCodeSize: codeSize))
            guard anyUnchanged else { return }
            rectUnchanged.withUnsafeBufferPointer { unchanged in
                candidates.append(encoder.encode(pixels.baseAddress!, unchanged: unchanged.baseAddress, count: count,
                                                 transparentIndex: transparent, minimumCodeSize: codeSize))
            }
        }
        if anyUnchanged {
            transparentRuns(count: count, transparent: transparent).withUnsafeBufferPointer { runs in
                candidates.append(encoder.encode(runs.baseAddress!, unchanged: nil, count: count, transparentIndex: transparent,
                                                 minimumCodeSize: codeSize))
            }
        }
        let data = candidates.min { $0.count < $1.count }!
        return GIFFileFormat.Frame(x: x, y: y, width: width, height: height, delay: delay, disposal: .keep, data: data)
    }

    /// The rectangle's pixels with each stretch of unchanged pixels that holds two colours or
    /// more made transparent (gifsicle's run heuristic: one colour is left as it is, so it can
    /// join the runs around it).
    private func transparentRuns(count: Int, transparent: UInt8) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
            rectPixels.withUnsafeBufferPointer { pixels in
                rectUnchanged.withUnsafeBufferPointer { unchanged in
                    var sameCount = 0, stretchStart = 0
                    for index in 0..<count {
                        if unchanged[index] == 0 {
                            sameCount = 0
                        } else if sameCount == 0 {
                            stretchStart = index
                            sameCount = 1
                        } else if sameCount == 1 && pixels[index] != out[index - 1] {
                            for earlier in stretchStart..<index { out[earlier] = transparent }
                            sameCount = 2
                        }
                        out[index] = sameCount > 1 ? transparent : pixels[index]
                    }
                }
            }
            initialized = count
        }
    }

    /// The bounding box of the pixels where `target` differs from `canvas`, or nil.
    private func changedRectangle() -> Rectangle? {
        var top = -1, bottom = -1, left = width, right = -1
        canvas.withUnsafeBufferPointer { shown in
            target.withUnsafeBufferPointer { wanted in
                for y in 0..<height {
                    let row = y * width
                    guard memcmp(shown.baseAddress! + row, wanted.baseAddress! + row, width) != 0 else { continue }
                    if top < 0 { top = y }
                    bottom = y
                    var first = 0
                    while shown[row + first] == wanted[row + first] { first += 1 }
                    var last = width - 1
                    while shown[row + last] == wanted[row + last] { last -= 1 }
                    left = min(left, first)
                    right = max(right, last)
                }
            }
        }
        guard top >= 0 else { return nil }
        return Rectangle(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
    }

    /// Whether the target makes a shown pixel inside `rect` transparent, which only clearing
    /// the screen can do.
    private func needsClearing(_ rect: Rectangle) -> Bool {
        guard let transparent = table.transparentIndex else { return false }
        for y in rect.y..<(rect.y + rect.height) {
            for x in rect.x..<(rect.x + rect.width) {
                let index = y * width + x
                if target[index] == transparent && canvas[index] != transparent { return true }
            }
        }
        return false
    }
}

