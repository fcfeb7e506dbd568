import CairoRendering
import XCTest
@testable import Zoetrope

/// Lottie text layers drawn as Lottie places text: point text's first baseline at the layer's
/// origin (the ink of capitals without descenders ends there), later lines `lh` below, aligned on
/// x = 0 by `j`; paragraph text wrapped in its box; a document shown from its keyframe on.
final class LottieTextTests: XCTestCase {
    private static let fonts = #"{"list":[{"fName":"Inter-Bold","fFamily":"Inter","fStyle":"Bold","ascent":75}]}"#

    /// A 200 × 120 document with one text layer at (`x`, 50) whose keyframes are `documents` (JSON).
    private func scene(_ documents: String, x: Double = 100, animators: String = "") throws -> LottieScene {
        let layer = #"""
        {"ty":5,"nm":"title","ind":1,"ip":0,"op":10,"st":0,"ks":{"p":{"a":0,"k":[\#(x),50]},"a":{"a":0,"k":[0,0]}},
         "t":{"d":{"k":[\#(documents)]},"a":[\#(animators)]}}
        """#
        let json = #"{"v":"5.7.0","fr":10,"ip":0,"op":10,"w":200,"h":120,"fonts":\#(Self.fonts),"assets":[],"layers":[\#(layer)]}"#
        return LottieScene(document: try LottieDocument(data: Data(json.utf8), file: "text.json"))
    }

    private func document(_ text: String, j: Int = 0, frame: Double = 0, extra: String = "") -> String {
        #"{"t":\#(frame),"s":{"t":"\#(text)","f":"Inter-Bold","s":20,"fc":[1,0,0],"j":\#(j),"lh":30\#(extra)}}"#
    }

    /// The red ink's columns and rows (pixels redder than they are green by more than half).
    private func ink(_ scene: LottieScene, at time: Double = 0.2, rows: Range<Int> = 0..<120) throws -> (columns: Range<Int>, rows: Range<Int>) {
        let image = try Scrubber(scene: scene).still(at: time).rgbaImage()
        var minX = Int.max, maxX = -1, minY = Int.max, maxY = -1
        for y in rows { for x in 0..<image.width {
            let p = image.pixel(x: x, y: y)
            if Int(p.r) - Int(p.g) > 128 { minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y) }
        } }
        guard maxX >= 0 else { throw XCTSkip("no ink") }
        return (minX..<maxX + 1, minY..<maxY + 1)
    }

    private let style = TextStyle(font: Font(family: "Inter", size: 20, weight: .bold))

    func testPointTextSitsOnItsBaselineAlignedByJustification() throws {
        let width = try TextMeasurer().measureText("HELLO", style: style).width
        let left = try ink(scene(document("HELLO", j: 0)))
        // Capitals end on the baseline (y 50) and rise about Inter's cap height, 0.727 em (14.5 points).
        XCTAssertEqual(Double(left.rows.upperBound), 50, accuracy: 1)
        XCTAssertEqual(Double(left.rows.count), 0.727 * 20, accuracy: 1.5)
        XCTAssertEqual(Double(left.columns.lowerBound), 100, accuracy: 2.5, "left-aligned: starts at x 0 of the layer")
        XCTAssertEqual(Double(left.columns.count), width, accuracy: 4)
        let right = try ink(scene(document("HELLO", j: 1)))
        XCTAssertEqual(Double(right.columns.upperBound), 100, accuracy: 2.5, "right-aligned: ends at x 0")
        let centred = try ink(scene(document("HELLO", j: 2)))
        XCTAssertEqual(Double(centred.columns.lowerBound + centred.columns.upperBound) / 2, 100, accuracy: 1.5, "centred on x 0")
        XCTAssertEqual(centred.rows, left.rows)
    }

    func testTrackingAddsItsShareOfAnEmAfterEveryCharacter() throws {
        // tr 500: half an em (10 points at 20) after each character. The ink of five letters
        // widens by the four gaps inside it; a centred line counts all five, so its ink sits
        // half a gap left of x 0.
        let plain = try ink(scene(document("HELLO", j: 0), x: 40))
        let tracked = try ink(scene(document("HELLO", j: 0, extra: #","tr":500"#), x: 40))
        XCTAssertEqual(tracked.columns.lowerBound, plain.columns.lowerBound)
        XCTAssertEqual(Double(tracked.columns.count - plain.columns.count), 40, accuracy: 2)
        let centred = try ink(scene(document("HELLO", j: 2, extra: #","tr":500"#)))
        XCTAssertEqual(Double(centred.columns.lowerBound + centred.columns.upperBound) / 2, 100 - 5, accuracy: 1.5)
    }

    func testAStrokeOutlinesTheTextByItsWidth() throws {
        // sc/sw: a stroke 4 points wide centred on the glyphs' edges, so the ink grows by 2 on
        // every side; with no fill (no fc) the outline alone is drawn, not nothing.
        let filled = try ink(scene(document("HELLO")))
        let stroked = try ink(scene(document("HELLO", extra: #","sc":[1,0,0],"sw":4,"of":true"#)))
        XCTAssertEqual(Double(stroked.columns.count - filled.columns.count), 4, accuracy: 1)
        XCTAssertEqual(Double(stroked.rows.count - filled.rows.count), 4, accuracy: 1)
        let outline = #"{"t":0,"s":{"t":"HELLO","f":"Inter-Bold","s":20,"sc":[1,0,0],"sw":4,"j":0,"lh":30}}"#
        XCTAssertEqual(try ink(scene(outline)).columns, stroked.columns)
        // A wide stroke is not cut by the text's layer: 8 points wide, 4 outside on every side,
        // by character too (tracking).
        for extra in ["", #","tr":100"#] {
            let plain = try ink(scene(document("HELLO", extra: extra)))
            let wide = try ink(scene(document("HELLO", extra: #","sc":[1,0,0],"sw":8"# + extra)))
            XCTAssertEqual(Double(plain.columns.lowerBound - wide.columns.lowerBound), 4, accuracy: 1, "left\(extra)")
            XCTAssertEqual(Double(wide.columns.upperBound - plain.columns.upperBound), 4, accuracy: 1, "right\(extra)")
            XCTAssertEqual(Double(plain.rows.lowerBound - wide.rows.lowerBound), 4, accuracy: 1, "top\(extra)")
            XCTAssertEqual(Double(wide.rows.upperBound - plain.rows.upperBound), 4, accuracy: 1, "bottom\(extra)")
        }
    }

    func testAWholeTextAnimatorColoursAndFadesEveryCharacter() throws {
        let selector = #""s":{"t":0,"s":{"a":0,"k":0},"e":{"a":0,"k":100},"o":{"a":0,"k":0},"a":{"a":0,"k":100},"r":1,"b":1,"sh":1}"#
        // fc from green at frame 0 to red at frame 4: red ink from 0.4 s on, none at 0.
        let colour = #"{"nm":"Animator 1",\#(selector),"a":{"fc":{"a":1,"k":[{"t":0,"s":[0,1,0,1],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":4,"s":[1,0,0,1]}]}}}"#
        XCTAssertThrowsError(try ink(scene(document("HELLO"), animators: colour), at: 0), "green at frame 0")
        XCTAssertEqual(try ink(scene(document("HELLO"), animators: colour), at: 0.5).columns, try ink(scene(document("HELLO"))).columns)
        let fade = #"{"nm":"Fade",\#(selector),"a":{"o":{"a":0,"k":0}}}"#
        XCTAssertThrowsError(try ink(scene(document("HELLO"), animators: fade)), "opacity 0 hides the text")
    }

    func testATypewriterShowsTheCharactersItsRangeHasPassed() throws {
        // Opacity 0 on [start, 100 %), start 0 → 100 % over frames 0…10: at frame 4 (0.4 s) start
        // is 40 % of 5 characters, so "HE" shows and "LLO" does not; at frame 10 all five show.
        let typewriter = #"{"nm":"Type","s":{"t":0,"s":{"a":1,"k":[{"t":0,"s":[0],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":10,"s":[100]}]},"#
            + #""e":{"a":0,"k":100},"r":1,"b":1,"sh":1},"a":{"o":{"a":0,"k":0}}}"#
        let scene = try scene(document("HELLO"), x: 40, animators: typewriter)
        XCTAssertThrowsError(try ink(scene, at: 0), "nothing typed yet")
        let typed = try ink(scene, at: 0.4), whole = try ink(self.scene(document("HELLO"), x: 40))
        let width = try TextMeasurer().measureText("HE", style: style).width
        XCTAssertEqual(typed.columns.lowerBound, whole.columns.lowerBound)
        XCTAssertEqual(Double(typed.columns.count), width, accuracy: 3, "the ink of \"HE\"")
        XCTAssertEqual(try ink(scene, at: 1).columns, whole.columns)
    }

    func testAWholeTextPositionAnimatorMovesTheText() throws {
        let selector = #""s":{"t":0,"s":{"a":0,"k":0},"e":{"a":0,"k":100},"o":{"a":0,"k":0},"a":{"a":0,"k":100},"r":1,"b":1,"sh":1}"#
        // p from (0, 0) at frame 0 to (40, −20) at frame 4, linear: half way, (20, −10), at 0.2 s.
        let move = #"{"nm":"Move",\#(selector),"a":{"p":{"a":1,"k":[{"t":0,"s":[0,0],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":4,"s":[40,-20]}]}}}"#
        let plain = try ink(scene(document("HELLO"), x: 40)), moved = try ink(scene(document("HELLO"), x: 40, animators: move))
        XCTAssertEqual(moved.columns.lowerBound - plain.columns.lowerBound, 20)
        XCTAssertEqual(moved.rows.upperBound - plain.rows.upperBound, -10)
        XCTAssertEqual(moved.columns.count, plain.columns.count)
        let end = try ink(scene(document("HELLO"), x: 40, animators: move), at: 0.8)
        XCTAssertEqual([end.columns.lowerBound - plain.columns.lowerBound, end.rows.upperBound - plain.rows.upperBound], [40, -20])
    }

    func testAPositionAnimatorOnPartOfTheTextMovesOnlyItsCharacters() throws {
        // The range [0 %, 40 %) of five characters is "HE", moved 30 points down (weight 1);
        // "LLO" stays on the baseline at y 50.
        let move = #"{"nm":"Drop","s":{"t":0,"s":{"a":0,"k":0},"e":{"a":0,"k":40},"o":{"a":0,"k":0},"r":1,"b":1,"sh":1},"a":{"p":{"a":0,"k":[0,30]}}}"#
        let scene = try scene(document("HELLO"), x: 40, animators: move)
        let plain = try ink(self.scene(document("HELLO"), x: 40))
        let dropped = try ink(scene, rows: 55..<120), staying = try ink(scene, rows: 0..<55)
        let measurer = try TextMeasurer(), he = measurer.measureText("HE", style: style).width
        XCTAssertEqual(dropped.rows.upperBound, plain.rows.upperBound + 30)
        XCTAssertEqual(dropped.columns.lowerBound, plain.columns.lowerBound)
        XCTAssertEqual(Double(dropped.columns.count), he, accuracy: 3, "the ink of \"HE\"")
        XCTAssertEqual(staying.rows.upperBound, plain.rows.upperBound)
        XCTAssertEqual(staying.columns.upperBound, plain.columns.upperBound)
        XCTAssertEqual(Double(staying.columns.lowerBound - plain.columns.lowerBound), he, accuracy: 3, "\"LLO\" where the line puts it")
    }

    /// Selectors based on words, lines and characters without spaces weigh those units as
    /// Bodymovin numbers them: a word takes the space after it, a space takes the number of the
    /// character after it. Opacity 0 on the first half of the units hides exactly those.
    func testSelectorsWeighWordsLinesAndCharactersWithoutSpaces() throws {
        func hiding(_ end: Int, basis: Int) -> String {
            #"{"nm":"Hide","s":{"t":0,"s":{"a":0,"k":0},"e":{"a":0,"k":\#(end)},"r":1,"b":\#(basis),"sh":1},"a":{"o":{"a":0,"k":0}}}"#
        }
        let measurer = try TextMeasurer()
        func width(_ text: String) -> Double { measurer.measureText(text, style: style).width }
        // Words: "HELLO " and "HI"; the first half is the first word.
        let words = try ink(scene(document("HELLO HI"), x: 40, animators: hiding(50, basis: 3)))
        let whole = try ink(scene(document("HELLO HI"), x: 40))
        XCTAssertEqual(words.columns.upperBound, whole.columns.upperBound)
        XCTAssertEqual(Double(words.columns.count), width("HI"), accuracy: 3, "only \"HI\" shows")
        // Lines: the first of two.
        let lines = try scene(document(#"HELLO\rHI"#), x: 40, animators: hiding(50, basis: 4))
        XCTAssertThrowsError(try ink(lines, rows: 0..<60), "the first line hidden")
        XCTAssertEqual(Double(try ink(lines, rows: 60..<120).columns.count), width("HI"), accuracy: 3)
        // Bodymovin's numbering, unit by unit: a space takes the next character's number without
        // spaces (2), a word's number with words (3).
        let text = [["A", "B", " ", "C", "D"], ["E"]]
        XCTAssertTrue(LottieTextRange.units(of: text, basis: 1) == ([0, 1, 2, 3, 4, 5], 6))
        XCTAssertTrue(LottieTextRange.units(of: text, basis: 2) == ([0, 1, 2, 2, 3, 4], 5))
        XCTAssertTrue(LottieTextRange.units(of: text, basis: 3) == ([0, 0, 0, 1, 1, 2], 3))
        XCTAssertTrue(LottieTextRange.units(of: text, basis: 4) == ([0, 0, 0, 0, 0, 1], 2))
        XCTAssertEqual(try Playback.Cursor(Playback(scene: scene(document("AB CD"), animators: hiding(75, basis: 2)))).move(to: 0).takeNotes(), [])
    }

    func testLinesAreTheLineHeightApart() throws {
        let first = try ink(scene(document(#"HELLO\rHI"#)), rows: 0..<60), second = try ink(scene(document(#"HELLO\rHI"#)), rows: 60..<120)
        XCTAssertEqual(second.rows.upperBound - first.rows.upperBound, 30, "lh 30 between baselines")
        XCTAssertLessThan(second.columns.count, first.columns.count)
    }

    func testEachDocumentShowsFromItsKeyframe() throws {
        let scene = try scene(document("HELLO") + "," + document("HI", frame: 5))
        let measurer = try TextMeasurer()
        XCTAssertEqual(Double(try ink(scene, at: 0.2).columns.count), measurer.measureText("HELLO", style: style).width, accuracy: 4)
        XCTAssertEqual(Double(try ink(scene, at: 0.7).columns.count), measurer.measureText("HI", style: style).width, accuracy: 4)
    }

    func testParagraphTextWrapsInItsBox() throws {
        // A box 100 points wide at (−90, −40) in the layer (x 10…110 in the document), lines 30 apart.
        let box = try scene(document("HELLO HELLO HELLO", extra: #","ps":[-90,-40],"sz":[100,80]"#))
        let all = try ink(box)
        XCTAssertGreaterThanOrEqual(all.columns.lowerBound, 10)
        XCTAssertLessThanOrEqual(all.columns.upperBound, 110)
        let first = try ink(box, rows: 0..<40), second = try ink(box, rows: 40..<70)
        XCTAssertEqual(second.rows.upperBound - first.rows.upperBound, 30)
        // The first baseline one ascent (about an em) below the box's top at y 10.
        XCTAssertEqual(Double(first.rows.upperBound), 10 + 20, accuracy: 4)
    }
}
