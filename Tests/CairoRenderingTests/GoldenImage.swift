import CairoRendering
import Foundation
import XCTest

/// Golden-image assertions against PNGs in Tests/CairoRenderingTests/Golden/.
///
/// Run with `CAIRO_GOLDEN_RECORD=1` to (re)write goldens that are missing or no longer match;
/// such a run fails on purpose so that recording never passes silently.
enum GoldenImage {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    static var isRecording: Bool { ProcessInfo.processInfo.environment["CAIRO_GOLDEN_RECORD"] == "1" }
    /// Where failing comparisons leave the actual image and the diff.
    static let failureDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("CairoRenderingTests-failures")

    static func assertMatches(_ canvas: Canvas, named name: String, tolerance: ComparisonTolerance = .rendering,
                              file: StaticString = #filePath, line: UInt = #line) throws {
        let goldenURL = directory.appendingPathComponent("\(name).png")
        let actual = canvas.rgbaImage()
        guard FileManager.default.fileExists(atPath: goldenURL.path) else {
            if isRecording {
                try canvas.writePNG(to: goldenURL)
                XCTFail("recorded missing golden \(goldenURL.path); look at it, then re-run without CAIRO_GOLDEN_RECORD", file: file, line: line)
            } else {
                XCTFail("no golden image \(goldenURL.path); run with CAIRO_GOLDEN_RECORD=1 to record it", file: file, line: line)
            }
            return
        }
        let expected = try RGBAImage(contentsOfPNG: goldenURL)
        let comparison: ImageComparison
        do {
            comparison = try ImageComparison(expected: expected, actual: actual, tolerance: tolerance)
        } catch {
            if isRecording { try canvas.writePNG(to: goldenURL) }
            XCTFail("\(name): \(error)", file: file, line: line)
            return
        }
        guard !comparison.passes else { return }
        if isRecording {
            try canvas.writePNG(to: goldenURL)
            XCTFail("re-recorded changed golden \(goldenURL.path) (\(comparison.summary))", file: file, line: line)
            return
        }
        try FileManager.default.createDirectory(at: failureDirectory, withIntermediateDirectories: true)
        let actualURL = failureDirectory.appendingPathComponent("\(name)-actual.png")
        let diffURL = failureDirectory.appendingPathComponent("\(name)-diff.png")
        try canvas.writePNG(to: actualURL)
        try comparison.writeDiffImage(to: diffURL)
        XCTFail("\(name) differs from its golden: \(comparison.summary); actual \(actualURL.path), diff \(diffURL.path)",
                file: file, line: line)
    }
}
