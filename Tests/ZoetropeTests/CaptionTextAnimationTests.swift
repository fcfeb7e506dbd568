import CairoRendering
import XCTest
@testable import Zoetrope

/// Caption text animations and title cards: each preset's runs at known instants from its
/// definition (Core Animation's ease-out as the cubic Bézier (0, 0) (0.58, 1) solved here, the
/// typing rate, the words' shares of the caption's time), finished animations drawing exactly the
/// pixels of the unanimated caption, and a title card's backdrop, centring and cue.
final class CaptionTextAnimationTests: XCTestCase {
    private static let font = Font.system(size: 20, weight: .semibold)

    /// One caption on a black canvas of `size`, from 0 to `length` seconds, white text on no box.
    private struct OneCaption: Scene {
        static let name = "one-caption"
        static let summary = "test scene"
        var size = Size(width: 400, height: 200)
        var text = "Swipe from city to city and see what is near"
        var detail: String?
        var length = 2.0
        var style = CaptionStyle(placement: .center, font: CaptionTextAnimationTests.font, backgroundColor: .clear, fadeDuration: 0)
        var duration: Double { 3 }
        var fps: Int { 30 }
        init(variant _: String?) throws {}
        init(style: (inout CaptionStyle) -> Void = { _ in }) { style(&self.style) }
        func setUp(on stage: Stage) {
            stage.rootLayer.backgroundColor = .black
            if let detail {
                stage.titleCard(text, subtitle: detail, from: 0, to: length, style: style)
            } else {
                stage.caption(text, from: 0, to: length, style: style)
            }
        }
    }

    /// Core Animation's ease-out, `kCAMediaTimingFunctionEaseOut` = cubic Bézier (0, 0), (0.58, 1):
    /// y at the parameter where x = `progress`, by bisection.
    private func easeOut(_ progress: Double) -> Double {
        func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double { 3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t }
        var low = 0.0, high = 1.0
        for _ in 0..<60 { let mid = (low + high) / 2; if bezier(mid, 0, 0.58) < progress { low = mid } else { high = mid } }
        return bezier((low + high) / 2, 0, 1)
    }

    private func lines(_ texts: [String], height: Double = 24) -> [CaptionLine] {
        texts.enumerated().map { index, text in
            CaptionLine(text: text, frame: Rect(x: 10, y: 100 + Double(index) * height, width: 200, height: height),
                        style: TextStyle(font: Self.font, color: .white))
        }
    }

    func testLinesFadeInOneAfterAnotherAlongEaseOut() {
        let three = lines(["one", "two", "three"])
        let runs = CaptionTextAnimation.fadeLines(stagger: 0.15, duration: 0.4).runs(of: three, elapsed: 0.35, span: 2) { _, _ in 0 }
        // Line i starts 0.15 i s in: 0.35 s is 7/8, 1/2 and 1/8 of their 0.4 s.
        XCTAssertEqual(runs.map(\.text), ["one", "two", "three"])
        for (run, fraction) in zip(runs, [0.875, 0.5, 0.125]) { XCTAssertEqual(run.opacity, easeOut(fraction), accuracy: 1e-6) }
        XCTAssertEqual(runs.map(\.rect), three.map(\.frame), "fading lines stay in place")
        let early = CaptionTextAnimation.fadeLines(stagger: 0.15, duration: 0.4).runs(of: three, elapsed: 0.1, span: 2) { _, _ in 0 }
        XCTAssertEqual(early.map(\.text), ["one"], "lines not started are not drawn")
    }

    func testLinesRiseIntoPlace() {
        let two = lines(["one", "two"])
        let runs = CaptionTextAnimation.slideLines(stagger: 0.2, duration: 0.5, distance: 0.6).runs(of: two, elapsed: 0.45, span: 2) { _, _ in 0 }
        // 0.45 s: 9/10 and 1/2 of the way; each starts 0.6 line heights (24 points) below.
        for (run, (line, fraction)) in zip(runs, zip(two, [0.9, 0.5])) {
            XCTAssertEqual(run.rect.minY - line.frame.minY, (1 - easeOut(fraction)) * 0.6 * 24, accuracy: 1e-6)
            XCTAssertEqual(run.rect.minX, line.frame.minX)
            XCTAssertEqual(run.opacity, easeOut(fraction), accuracy: 1e-6)
        }
        let done = CaptionTextAnimation.slideLines(stagger: 0.2, duration: 0.5, distance: 0.6).runs(of: two, elapsed: 0.75, span: 2) { _, _ in 0 }
        XCTAssertEqual(done.map(\.rect), two.map(\.frame))
        XCTAssertEqual(done.map(\.opacity), [1, 1])
    }

    func testTheTypewriterTypesWholeCharactersLineAfterLine() {
        // "Hi 👋🏽 " is five characters: the waving hand with its skin tone is one.
        let two = lines(["Hi 👋🏽 ", "there"])
        func typed(_ elapsed: Double) -> [String] {
            CaptionTextAnimation.typewriter(charactersPerSecond: 10).runs(of: two, elapsed: elapsed, span: 2) { _, _ in 0 }.map(\.text)
        }
        XCTAssertEqual(typed(0.05), [])
        XCTAssertEqual(typed(0.35), ["Hi "])
        XCTAssertEqual(typed(0.45), ["Hi 👋🏽"])
        XCTAssertEqual(typed(0.65), ["Hi 👋🏽 ", "t"])
        XCTAssertEqual(typed(5), ["Hi 👋🏽 ", "there"])
        let runs = CaptionTextAnimation.typewriter(charactersPerSecond: 10).runs(of: two, elapsed: 0.65, span: 2) { _, _ in 0 }
        XCTAssertEqual(runs.map(\.rect), two.map(\.frame), "typed text stays where the whole line goes")
    }

    func testWordsLightUpInProportionToTheirLetters() {
        let two = lines(["Swipe from ", "city to city"])
        let yellow = Color(hex: 0xFFD60A)
        // 5 + 4 + 4 + 2 + 4 = 19 letters over 1.9 s: the words' turns start at 0, 0.5, 0.9, 1.3 and 1.5 s.
        var advanced: [String] = []
        let runs = CaptionTextAnimation.highlightWords(yellow).runs(of: two, elapsed: 0.95, span: 1.9) { text, _ in
            advanced.append(text)
            return 37
        }
        XCTAssertEqual(runs.map(\.text), ["Swipe from ", "city ", "to city"])
        XCTAssertEqual(runs.map(\.style.color), [yellow, yellow, .white])
        XCTAssertEqual(advanced, ["city "], "the rest of a line starts where the lit words end")
        XCTAssertEqual(runs[2].rect.minX, two[1].frame.minX + 37)
        let before = CaptionTextAnimation.highlightWords(yellow).runs(of: two, elapsed: 0.49, span: 1.9) { _, _ in 0 }
        XCTAssertEqual(before.map(\.text), ["Swipe ", "from ", "city to city"])
        XCTAssertEqual(before.map(\.style.color), [yellow, .white, .white])
    }

    /// A finished animation draws each line where the caption without one draws it: the same pixels.
    func testFinishedAnimationsDrawTheUnanimatedCaption() throws {
        let plain = try Exporter(scene: OneCaption { $0.maximumWidth = 0.5 }).still(at: 1.5).rgbaImage()
        XCTAssertGreaterThan(inkRows(plain).count, 30, "the text wraps to more than one line")
        for animation in [CaptionTextAnimation.fadeLines(), .slideLines(), .typewriter(charactersPerSecond: 100),
                          .highlightWords(.white)] {
            let animated = try Exporter(scene: OneCaption { $0.maximumWidth = 0.5; $0.textAnimation = animation }).still(at: 1.5).rgbaImage()
            XCTAssertLessThanOrEqual(largestDifference(plain, animated), 2, "\(animation)")
        }
    }

    func testTheTypewritersTextGrowsFromItsLeftEdge() throws {
        let scene = OneCaption { $0.textAnimation = .typewriter(charactersPerSecond: 10) }
        let full = inkColumns(try Exporter(scene: scene).still(at: 1.9).rgbaImage())
        let partial = inkColumns(try Exporter(scene: scene).still(at: 0.55).rgbaImage())
        // Five characters typed, "Swipe": the same left edge as the whole line, and about as wide as
        // the word measured alone.
        let swipe = try TextMeasurer().measureText("Swipe", style: TextStyle(font: Self.font))
        XCTAssertEqual(partial.lowerBound, full.lowerBound)
        XCTAssertEqual(Double(partial.count), swipe.width, accuracy: 3)
    }

    func testATitleCardCoversTheSceneAndCentresItsTitleOverItsSubtitle() throws {
        var scene = OneCaption()
        scene.style = .titleCard
        scene.text = "City Guide"
        scene.detail = "Every city in your pocket"
        scene.size = Size(width: 640, height: 360)
        let exporter = Exporter(scene: scene)
        let card = try exporter.still(at: 1).rgbaImage()
        // The backdrop, opaque, in the corners.
        XCTAssertTrue(card.pixel(x: 2, y: 2) == (0x0E, 0x0E, 0x14, 255), "\(card.pixel(x: 2, y: 2))")
        // The title (white) centred across the canvas, the subtitle (80 % white) under it.
        let blocks = inkBlocks(card)
        XCTAssertEqual(blocks.count, 2, "the title and the subtitle")
        let title = blocks[0], subtitle = blocks[1]
        XCTAssertEqual(title.brightest, 255)
        XCTAssertEqual(Double(subtitle.brightest), 0.8 * 255 + 0.2 * 0x0E, accuracy: 2)
        XCTAssertEqual(Double(title.columns.lowerBound + title.columns.upperBound) / 2, 320, accuracy: 2)
        XCTAssertEqual(Double(subtitle.columns.lowerBound + subtitle.columns.upperBound) / 2, 320, accuracy: 2)
        // Half way through the 0.3 s fade in, half the backdrop over the black scene.
        let fading = try exporter.still(at: 0.15).rgbaImage().pixel(x: 2, y: 2)
        XCTAssertEqual(Double(fading.b), Double(0x14) / 2, accuracy: 1.5)
        // Rising in: 0.2 s into the title's 0.5 s, lower than where it rests by (1 − easeOut(0.4)) × 0.6 of
        // its line's height (36-point bold type: 10 % of the 360-point side).
        let rising = try XCTUnwrap(inkBlocks(try exporter.still(at: 0.2).rgbaImage()).first)
        let lineHeight = try TextMeasurer().measureText("City Guide", style: TextStyle(font: .system(size: 36, weight: .bold))).height
        XCTAssertEqual(Double(rising.rows.lowerBound - title.rows.lowerBound), (1 - easeOut(0.4)) * 0.6 * lineHeight, accuracy: 1.5)
        // The cue has both lines.
        XCTAssertEqual(try exporter.captionCues(for: try exporter.plan(forOutput: "/tmp/card.mp4").settings).map(\.text),
                       ["City Guide\nEvery city in your pocket"])
    }

    // MARK: - Pixels

    private func ink(_ image: RGBAImage, where isInk: ((r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool)
        -> (columns: Range<Int>, rows: Range<Int>) {
        var minX = Int.max, maxX = -1, minY = Int.max, maxY = -1
        for y in 0..<image.height { for x in 0..<image.width where isInk(image.pixel(x: x, y: y)) {
            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
        } }
        return maxX < 0 ? (0..<0, 0..<0) : (minX..<maxX + 1, minY..<maxY + 1)
    }

    /// Bands of rows with text in them (red above 40: the black scene and the card's backdrop are
    /// darker), top to bottom, with their columns and brightest red.
    private func inkBlocks(_ image: RGBAImage) -> [(rows: Range<Int>, columns: Range<Int>, brightest: UInt8)] {
        var blocks: [(rows: Range<Int>, columns: Range<Int>, brightest: UInt8)] = []
        var current: (rows: Range<Int>, columns: Range<Int>, brightest: UInt8)?
        for y in 0..<image.height {
            let inked = (0..<image.width).filter { image.pixel(x: $0, y: y).r > 40 }
            guard let first = inked.first, let last = inked.last else {
                if let done = current { blocks.append(done); current = nil }
                continue
            }
            let brightest = inked.map { image.pixel(x: $0, y: y).r }.max()!
            if let block = current {
                current = (block.rows.lowerBound..<y + 1, min(block.columns.lowerBound, first)..<max(block.columns.upperBound, last + 1),
                           max(block.brightest, brightest))
            } else {
                current = (y..<y + 1, first..<last + 1, brightest)
            }
        }
        if let done = current { blocks.append(done) }
        return blocks
    }

    private func inkColumns(_ image: RGBAImage) -> Range<Int> { ink(image) { $0.r > 60 }.columns }
    private func inkRows(_ image: RGBAImage) -> Range<Int> { ink(image) { $0.r > 60 }.rows }

    private func largestDifference(_ a: RGBAImage, _ b: RGBAImage) -> Int {
        var largest = 0
        for y in 0..<a.height { for x in 0..<a.width {
            let p = a.pixel(x: x, y: y), q = b.pixel(x: x, y: y)
            largest = max(largest, abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)))
        } }
        return largest
    }
}
