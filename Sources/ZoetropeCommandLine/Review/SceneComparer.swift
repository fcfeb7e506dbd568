import CairoRendering
import Foundation
import Zoetrope

/// One revision's build as a review sees it: its executable and what it captured.
struct ReviewSide {
    /// "base" or "head".
    let name: String
    let executable: URL
    let capture: ReviewCapture

    /// Runs the build's own command line (`render`, `review-capture`); throws its last lines on failure.
    func run(_ arguments: [String]) throws {
        let result = try ChildProcess.run([executable.path] + arguments)
        guard result.status == 0 else {
            throw ReviewError.commandFailed("\(name): \(executable.lastPathComponent) \(arguments.first ?? "")", result.lastLines(4))
        }
    }
}

/// Compares one scene's two captures: frame digests first, then the frames whose digests differ
/// pixel by pixel within the perceptual tolerance (both sides render them as PNG), the traces
/// line by line and the curves value by value. A changed scene gets both renders as MP4 and the
/// first frame of each changed range as stills in its folder beside the page.
struct SceneComparer {
    let base: ReviewSide
    let head: ReviewSide
    /// Where a scene's videos and stills go: `<pageFolder>/<scene>/`.
    let pageFolder: URL
    /// Scratch space for the PNG frames.
    let workFolder: URL
    let tolerance = ComparisonTolerance.perceptual
    /// Stills drawn per scene at most (one per changed range).
    static let maximumStills = 6

    func review(_ name: String, base baseEntry: ReviewCapture.SceneEntry?, head headEntry: ReviewCapture.SceneEntry?) throws -> SceneReview {
        guard let baseEntry else { return SceneReview(name: name, status: .added, entry: headEntry!) }
        guard let headEntry else { return SceneReview(name: name, status: .removed, entry: baseEntry) }
        var review = SceneReview(name: name, status: .unchanged, entry: headEntry)
        let sameSize = baseEntry.pixelWidth == headEntry.pixelWidth && baseEntry.pixelHeight == headEntry.pixelHeight
        if baseEntry != headEntry { review.baseEntry = baseEntry }

        let baseDigests = try base.capture.digests(of: name), headDigests = try head.capture.digests(of: name)
        let shared = min(baseDigests.count, headDigests.count)
        let differing = (0..<shared).filter { baseDigests[$0] != headDigests[$0] }
        var changed = Array(shared..<max(baseDigests.count, headDigests.count))
        var differences: [Int: Double] = [:]
        if !differing.isEmpty {
            if sameSize {
                differences = try framesBeyondTolerance(of: name, among: differing)
                changed += differences.keys
                review.framesWithinTolerance = differing.count - differences.count
            } else {
                changed += differing
            }
        }
        review.changedFrames = changed.consecutiveRanges

        let baseTrace = try base.capture.trace(of: name), headTrace = try head.capture.trace(of: name)
        if baseTrace != headTrace { review.traceDiff = LineDiff(expected: baseTrace, actual: headTrace).description }
        review.changedCurves = Self.changedCurves(try base.capture.curves(of: name), try head.capture.curves(of: name))

        if !review.changedFrames.isEmpty || review.traceDiff != nil || !review.changedCurves.isEmpty || !sameSize {
            review.status = .changed
        }
        if !review.changedFrames.isEmpty {
            try renderVideos(of: name)
            review.hasVideos = true
            if sameSize { review.stills = try stills(of: name, ranges: review.changedFrames, differences: differences) }
        }
        return review
    }

    /// Renders both sides' frames as PNG (once per scene); the frames among `candidates` that
    /// differ beyond the tolerance, each with its mean channel difference.
    private func framesBeyondTolerance(of name: String, among candidates: [Int]) throws -> [Int: Double] {
        let baseFrames = try frames(of: name, side: base), headFrames = try frames(of: name, side: head)
        var failing: [Int: Double] = [:]
        for index in candidates {
            let comparison = try ImageComparison(expected: try RGBAImage(contentsOfPNG: baseFrames(index)),
                                                 actual: try RGBAImage(contentsOfPNG: headFrames(index)), tolerance: tolerance)
            if !comparison.passes { failing[index] = comparison.meanChannelDifference }
        }
        return failing
    }

    /// The side's frames of `name` as PNG files, rendered on first use; a frame index's file.
    private func frames(of name: String, side: ReviewSide) throws -> (Int) -> URL {
        let folder = workFolder.appendingPathComponent("\(side.name)/\(name)", isDirectory: true)
        if !FileManager.default.fileExists(atPath: folder.path) {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try side.run(["render", name, "-o", folder.appendingPathComponent("f-%05d.png").path, "--quiet"])
        }
        return { index in folder.appendingPathComponent(String(format: "f-%05d.png", index)) }
    }

    private func sceneFolder(_ name: String) throws -> URL {
        let folder = pageFolder.appendingPathComponent(name, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    private func renderVideos(of name: String) throws {
        let folder = try sceneFolder(name)
        for side in [base, head] {
            try side.run(["render", name, "-o", folder.appendingPathComponent("\(side.name).mp4").path, "--quiet"])
        }
    }

    /// The most different frame of each changed range, from both sides, and their difference.
    private func stills(of name: String, ranges: [ClosedRange<Int>], differences: [Int: Double]) throws -> [SceneReview.Still] {
        let folder = try sceneFolder(name)
        let baseFrames = try frames(of: name, side: base), headFrames = try frames(of: name, side: head)
        return try ranges.prefix(Self.maximumStills).compactMap { range -> SceneReview.Still? in
            // Frames one side lacks have no difference to show.
            guard let frame = range.filter({ differences[$0] != nil }).max(by: { differences[$0]! < differences[$1]! }) else { return nil }
            let baseName = "frame-\(frame)-base.png", headName = "frame-\(frame)-head.png", differenceName = "frame-\(frame)-difference.png"
            try FileManager.default.copyItem(at: baseFrames(frame), to: folder.appendingPathComponent(baseName))
            try FileManager.default.copyItem(at: headFrames(frame), to: folder.appendingPathComponent(headName))
            let comparison = try ImageComparison(expected: try RGBAImage(contentsOfPNG: baseFrames(frame)),
                                                 actual: try RGBAImage(contentsOfPNG: headFrames(frame)), tolerance: tolerance)
            try comparison.writeDiffImage(to: folder.appendingPathComponent(differenceName))
            return SceneReview.Still(frame: frame, base: baseName, head: headName, difference: differenceName)
        }
    }

    /// Curves present on one side only, or whose values differ by more than 1e-9 in any frame.
    static func changedCurves(_ base: ReviewCapture.Curves, _ head: ReviewCapture.Curves) -> [SceneReview.ChangedCurve] {
        let names = Set(base.series.keys).union(head.series.keys).sorted()
        return names.compactMap { name in
            let baseValues = base.series[name] ?? [], headValues = head.series[name] ?? []
            let same = baseValues.count == headValues.count && zip(baseValues, headValues).allSatisfy { a, b in
                switch (a, b) {
                case (nil, nil): true
                case let (a?, b?): abs(a - b) <= 1e-9 || a == b
                default: false
                }
            }
            if same { return nil }
            let times = head.times.count >= base.times.count ? head.times : base.times
            return SceneReview.ChangedCurve(name: name, times: times, base: baseValues, head: headValues)
        }
    }
}
