import Foundation

/// Turns full indexed frames into the smallest GIF frames that show exactly them, as a
/// lossless optimiser such as `gifsicle -O3` would:
///
/// - a frame stores only the rectangle that changed since what the viewer shows;
/// - inside it, pixels that did not change may be written as themselves or as the transparent
///   index: gifsicle's run heuristic makes each stretch of unchanged pixels that holds two colours
///   or more transparent and leaves a one-colour stretch as it is, so it can join the runs around
///   it (measured on city-guide and loading-indicator: within 0.3–0.5 % of the best of three
///   encodings — this, own indices only, and each unchanged pixel as whichever continues the LZW
///   match — at a third of their LZW work);
/// - a frame identical to the one before adds its delay to it instead of being stored;
/// - in a transparent GIF, a frame that makes shown pixels transparent has the frame before it
///   cleared after display (disposal "restore to background", over the whole screen).
///
/// After each frame the screen shows exactly that frame, so a frame's encoding depends only on
/// it and the one before: frames are planned in order (cheap) and encoded in parallel, a batch
/// at a time, with the same bytes whatever the batch or the cores. A frame is handed back once
/// the next one is known to differ (its delay is final then).
final class GIFFrameOptimizer {
    /// One rectangle to encode: `source`'s pixels, those equal in `shown` (when given) being
    /// allowed to become transparent.
    private struct Job {
        let source: [UInt8]
        let shown: [UInt8]?
        let rect: PixelRectangle
    }

    /// What a planned frame does to the frames being assembled.
    private enum Step {
        /// A new frame: job `job`, shown for `delay`.
        case frame(job: Int, delay: Int)
        /// The frame before, which left `screen`, lasts `delay` longer.
        case extend(delay: Int, screen: [UInt8])
        /// The frame before is replaced by job `job` (the whole screen) and cleared after display.
        case clearPrevious(job: Int)
    }

    private let width: Int
    private let height: Int
    private let table: GIFColorTable
    private let clears: Bool
    /// What the viewer shows after the last frame planned (that frame), in table indices.
    private var shown: [UInt8]?
    private var pending: GIFFileFormat.Frame?

    /// - Parameter transparentOutput: Whether frames may hold transparent pixels (then the
    ///   screen is cleared when a shown pixel must become transparent).
    init(width: Int, height: Int, table: GIFColorTable, transparentOutput: Bool) {
        self.width = width
        self.height = height
        self.table = table
        clears = transparentOutput && table.transparentIndex != nil
    }

    /// A copy of `paletteuse` indices (`stride` bytes per row), rows packed, for `add`.
    func copyIndices(of indices: UnsafePointer<UInt8>, stride: Int) -> [UInt8] {
        let (width, height) = (self.width, self.height)
        return [UInt8](unsafeUninitializedCapacity: width * height) { target, initialized in
            for y in 0..<height {
                UnsafeMutableRawPointer(target.baseAddress! + y * width).copyMemory(from: indices + y * stride, byteCount: width)
            }
            initialized = width * height
        }
    }

    /// `paletteuse` indices as indices of the colour table, every frame at once on every core.
    private func tableIndices(of frames: [(indices: [UInt8], delay: Int)]) -> [(indices: [UInt8], delay: Int)] {
        guard !table.remapsNothing else { return frames }
        var mapped = [[UInt8]](repeating: [], count: frames.count)
        let remap = table.remap
        mapped.withUnsafeMutableBufferPointer { mapped in
            let slots = mapped
            DispatchQueue.concurrentPerform(iterations: slots.count) { index in
                let source = frames[index].indices
                slots[index] = [UInt8](unsafeUninitializedCapacity: source.count) { target, initialized in
                    remap.withUnsafeBufferPointer { remap in
                        for offset in source.indices { target[offset] = remap[Int(source[offset])] }
                    }
                    initialized = source.count
                }
            }
        }
        return zip(mapped, frames).map { ($0, $1.delay) }
    }

    /// Adds the next frames (`paletteuse` indices, as `copyIndices` returns them, each shown for
    /// its delay in centiseconds). Returns the frames completed, in order.
    func add(_ frames: [(indices: [UInt8], delay: Int)]) -> [GIFFileFormat.Frame] {
        let frames = tableIndices(of: frames)
        var jobs: [Job] = []
        var steps: [Step] = []
        let screen = PixelRectangle(x: 0, y: 0, width: width, height: height)
        for frame in frames {
            defer { shown = frame.indices }
            guard var base = shown else {
                jobs.append(Job(source: frame.indices, shown: nil, rect: screen))
                steps.append(.frame(job: jobs.count - 1, delay: frame.delay))
                continue
            }
            var changed = changedRectangle(from: base, to: frame.indices)
            if let rect = changed, let transparent = table.transparentIndex, clears,
               needsClearing(from: base, to: frame.indices, in: rect) {
                jobs.append(Job(source: base, shown: nil, rect: screen))
                steps.append(.clearPrevious(job: jobs.count - 1))
                base = [UInt8](repeating: transparent, count: width * height)
                // A wholly transparent frame still needs a frame of its own after the clearing.
                changed = changedRectangle(from: base, to: frame.indices) ?? PixelRectangle(x: 0, y: 0, width: 1, height: 1)
            }
            if let rect = changed {
                jobs.append(Job(source: frame.indices, shown: table.transparentIndex == nil ? nil : base, rect: rect))
                steps.append(.frame(job: jobs.count - 1, delay: frame.delay))
            } else {
                steps.append(.extend(delay: frame.delay, screen: base))
            }
        }
        let encoded = encode(jobs)
        var completed: [GIFFileFormat.Frame] = []
        for step in steps {
            switch step {
            case let .frame(job, delay):
                if let pending { completed.append(pending) }
                let rect = jobs[job].rect
                pending = GIFFileFormat.Frame(x: rect.x, y: rect.y, width: rect.width, height: rect.height, delay: delay,
                                              disposal: .keep, data: encoded[job])
            case let .extend(delay, screen):
                guard var previous = pending else { continue }
                if previous.delay + delay <= 0xFFFF {
                    previous.delay += delay
                    pending = previous
                } else {
                    // GIF delays stop at 655.35 s: a 1×1 frame repeating the screen's corner carries the rest.
                    completed.append(previous)
                    let corner = Job(source: screen, shown: nil, rect: PixelRectangle(x: 0, y: 0, width: 1, height: 1))
                    pending = GIFFileFormat.Frame(x: 0, y: 0, width: 1, height: 1, delay: delay, disposal: .keep,
                                                  data: Self.encode(corner, screenWidth: width, table: table,
                                                                    encoder: GIFLZWEncoder()))
                }
            case let .clearPrevious(job):
                guard let previous = pending else { continue }
                pending = GIFFileFormat.Frame(x: 0, y: 0, width: width, height: height, delay: previous.delay,
                                              disposal: .restoreBackground, data: encoded[job])
            }
        }
        return completed
    }

    /// The last frame.
    func finish() -> GIFFileFormat.Frame? {
        defer { pending = nil }
        return pending
    }

    /// Encodes every job, on every core; results in job order.
    private func encode(_ jobs: [Job]) -> [[UInt8]] {
        var results = [[UInt8]](repeating: [], count: jobs.count)
        let (table, width) = (self.table, self.width)
        results.withUnsafeMutableBufferPointer { buffer in
            let slots = buffer
            DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
                slots[index] = Self.encode(jobs[index], screenWidth: width, table: table, encoder: GIFLZWEncoder())
            }
        }
        return results
    }

    /// The LZW data of `job`'s rectangle, its stretches of unchanged pixels made transparent
    /// where that helps (`transparentRuns`).
    private static func encode(_ job: Job, screenWidth: Int, table: GIFColorTable, encoder: GIFLZWEncoder) -> [UInt8] {
        let rect = job.rect, count = rect.width * rect.height
        let transparent = table.transparentIndex ?? 0
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { pixels, initialized in
            job.source.withUnsafeBufferPointer { source in
                for row in 0..<rect.height {
                    let from = (rect.y + row) * screenWidth + rect.x
                    UnsafeMutableRawPointer(pixels.baseAddress! + row * rect.width)
                        .copyMemory(from: source.baseAddress! + from, byteCount: rect.width)
                }
            }
            initialized = count
            guard let shown = job.shown else { return }
            shown.withUnsafeBufferPointer { shown in
                transparentRuns(pixels, shown: shown, rect: rect, screenWidth: screenWidth, transparent: transparent)
            }
        }
        return pixels.withUnsafeBufferPointer {
            encoder.encode($0.baseAddress!, count: count, minimumCodeSize: table.minimumCodeSize)
        }
    }

    /// Makes each stretch of `pixels` (the rectangle's, row after row) equal to what `shown` (the
    /// screen) has there transparent when it holds two colours or more (gifsicle's run heuristic:
    /// one colour is left as it is, so it can join the runs around it).
    private static func transparentRuns(_ pixels: UnsafeMutableBufferPointer<UInt8>, shown: UnsafeBufferPointer<UInt8>,
                                        rect: PixelRectangle, screenWidth: Int, transparent: UInt8) {
        var sameCount = 0, stretchStart = 0, index = 0
        for row in 0..<rect.height {
            let screenRow = (rect.y + row) * screenWidth + rect.x
            for column in 0..<rect.width {
                defer { index += 1 }
                guard shown[screenRow + column] == pixels[index] else {
                    sameCount = 0
                    continue
                }
                if sameCount == 0 {
                    stretchStart = index
                    sameCount = 1
                } else if sameCount == 1 && pixels[index] != pixels[index - 1] {
                    for earlier in stretchStart..<index { pixels[earlier] = transparent }
                    sameCount = 2
                }
                if sameCount > 1 { pixels[index] = transparent }
            }
        }
    }

    /// The bounding box of the pixels where `to` differs from `from`, or nil.
    private func changedRectangle(from: [UInt8], to: [UInt8]) -> PixelRectangle? {
        from.withUnsafeBytes { shown in
            to.withUnsafeBytes { wanted in
                PixelRectangle.changed(from: shown.baseAddress!, to: wanted.baseAddress!, width: width, height: height,
                                       bytesPerPixel: 1, bytesPerRow: width)
            }
        }
    }

    /// Whether `to` makes a pixel of `from` inside `rect` transparent, which only clearing the
    /// screen can do.
    private func needsClearing(from: [UInt8], to: [UInt8], in rect: PixelRectangle) -> Bool {
        guard let transparent = table.transparentIndex else { return false }
        for y in rect.y..<(rect.y + rect.height) {
            for x in rect.x..<(rect.x + rect.width) {
                let index = y * width + x
                if to[index] == transparent && from[index] != transparent { return true }
            }
        }
        return false
    }
}
