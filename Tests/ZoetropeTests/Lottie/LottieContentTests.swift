import CairoRendering
import XCTest
@testable import Zoetrope

/// Solids, trim paths, track mattes and masks, checked on drawn frames against what the format
/// defines them to show.
final class LottieContentTests: XCTestCase {
    private func centre(_ layers: String, at time: Double = 0) throws -> Point? {
        try LottieFixtures.redCentre(of: LottieScene(document: LottieFixtures.document(layers: layers)), at: time)
    }

    private let redFill = #"{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}"#

    func testASolidCoversItsSizeAboutItsAnchor() throws {
        let solid = ##"{"ty":1,"nm":"solid","ind":1,"ip":0,"op":20,"st":0,"sc":"#ff0000","sw":20,"sh":20,"ks":{"p":{"k":[70,30]},"a":{"k":[10,10]}}}"##
        let found = try XCTUnwrap(centre(solid))
        XCTAssertEqual(found.x, 70, accuracy: 0.05)
        XCTAssertEqual(found.y, 30, accuracy: 0.05)
    }

    func testATrimPathStrokesThePartOfThePathBetweenItsStartAndEnd() throws {
        // A line from x = 10 to 90 trimmed to its first half: red from 10 to 50.
        let line = #"{"ty":"sh","ks":{"k":{"c":false,"v":[[10,50],[90,50]],"i":[[0,0],[0,0]],"o":[[0,0],[0,0]]}}}"#
        let trim = #"{"ty":"tm","s":{"k":0},"e":{"a":1,"k":[{"t":0,"s":[100],"o":{"x":0,"y":0},"i":{"x":1,"y":1}},{"t":10,"s":[50]}]},"o":{"k":0},"m":1}"#
        let stroke = #"{"ty":"st","c":{"k":[1,0,0,1]},"o":{"k":100},"w":{"k":4},"lc":1,"lj":1}"#
        let layer = #"{"ty":4,"nm":"line","ind":1,"ip":0,"op":20,"st":0,"ks":{},"shapes":[\#(line),\#(trim),\#(stroke)]}"#
        XCTAssertEqual(try XCTUnwrap(centre(layer, at: 0)).x, 50, accuracy: 0.05, "the whole line")
        XCTAssertEqual(try XCTUnwrap(centre(layer, at: 1)).x, 30, accuracy: 0.05, "its first half")
    }

    func testAnAlphaMatteShowsTheLayerOnlyWhereTheMatteIs() throws {
        // The matte: a 40 × 40 square about (30, 50). The matted layer: red over the whole canvas.
        let matte = #"{"ty":4,"nm":"matte","ind":1,"td":1,"ip":0,"op":20,"st":0,"ks":{},"shapes":[{"ty":"rc","p":{"k":[30,50]},"s":{"k":[40,40]}},\#(redFill)]}"#
        let content = #"{"ty":4,"nm":"content","ind":2,"tt":1,"ip":0,"op":20,"st":0,"ks":{},"shapes":[{"ty":"rc","p":{"k":[50,50]},"s":{"k":[100,100]}},\#(redFill)]}"#
        let found = try XCTUnwrap(centre(matte + "," + content))
        XCTAssertEqual(found.x, 30, accuracy: 0.05)
        XCTAssertEqual(found.y, 50, accuracy: 0.05)
    }

    func testASubtractedMaskCutsItsPathOut() throws {
        // Red over the whole canvas less the left half (a subtracted mask of x 0…50).
        let mask = #"{"mode":"s","pt":{"k":{"c":true,"v":[[0,0],[50,0],[50,100],[0,100]],"i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}},"o":{"k":100}}"#
        let layer = #"{"ty":4,"nm":"masked","ind":1,"ip":0,"op":20,"st":0,"ks":{},"masksProperties":[\#(mask)],"shapes":[{"ty":"rc","p":{"k":[50,50]},"s":{"k":[100,100]}},\#(redFill)]}"#
        XCTAssertEqual(try XCTUnwrap(centre(layer)).x, 75, accuracy: 0.05)
    }

    func testAPolygonsFirstPointIsStraightUp() throws {
        // A triangle of radius 30 about (50, 50): apex at (50, 20), base at y = 50 + 30 · sin 30° = 65.
        let triangle = #"{"ty":"sr","sy":2,"p":{"k":[50,50]},"pt":{"k":3},"r":{"k":0},"or":{"k":30},"os":{"k":0}}"#
        let layer = #"{"ty":4,"nm":"triangle","ind":1,"ip":0,"op":20,"st":0,"ks":{},"shapes":[\#(triangle),\#(redFill)]}"#
        let canvas = try Scrubber(scene: LottieScene(document: LottieFixtures.document(layers: layer))).still(at: 0)
        XCTAssertEqual(try XCTUnwrap(canvas.premultipliedPixel(x: 50, y: 25)).g, 0, "inside, near the apex")
        XCTAssertEqual(try XCTUnwrap(canvas.premultipliedPixel(x: 50, y: 68)).g, 255, "below the base")
        XCTAssertEqual(try XCTUnwrap(canvas.premultipliedPixel(x: 50, y: 62)).g, 0, "above the base")
    }

    func testARoundedPolygonsPointsHaveTangentsAlongItsCircle() throws {
        // A square polygon (4 points) of radius 40 about (50, 50), outer roundness 100 %: the top
        // point (50, 10) leaves to the right by a quarter of the arc between points, 2π · 40 / 16.
        let star = LottiePolystar(isStar: false, position: .fixed([50, 50]), points: .fixed([4]), rotation: .fixed([0]),
                                  outerRadius: .fixed([40]), innerRadius: .fixed([0]), outerRoundness: .fixed([100]),
                                  innerRoundness: .fixed([0]), reversed: false)
        let reach = 2 * Double.pi * 40 / 16
        guard case let .curve(to, control1, control2) = LottieGeometry.polystar(star, atFrame: 0).elements[1] else {
            return XCTFail("a rounded polygon is drawn with curves")
        }
        XCTAssertEqual(control1.x, 50 + reach, accuracy: 1e-9)
        XCTAssertEqual(control1.y, 10, accuracy: 1e-9)
        XCTAssertEqual(to.x, 90, accuracy: 1e-9, "the next point, clockwise: (90, 50)")
        XCTAssertEqual(to.y, 50, accuracy: 1e-9)
        XCTAssertEqual(control2.x, 90, accuracy: 1e-9)
        XCTAssertEqual(control2.y, 50 - reach, accuracy: 1e-9, "arriving downward along the circle")
    }

    func testASkewShearsAlongItsAxisAsBodymovinsMatrixDoes() throws {
        // K = Rz(−sa) · H · Rz(sa), H: x − tan(sk) · y. With sk 45 and sa 0, the square's centre
        // 10 below the anchor moves 10 left: (50, 40) + (−10, 10). With sa 90, a centre 10 right
        // of the anchor moves 10 down: (50, 40) + (10, 10).
        func centre(anchor: String, axis: Double) throws -> Point {
            let ks = #"{"p":{"k":[50,40]},"a":{"k":\#(anchor)},"sk":{"k":45},"sa":{"k":\#(axis)}}"#
            let layer = LottieFixtures.redSquare(index: 1, position: #"{"k":[0,0]}"#).replacingOccurrences(of: #""ks":{"p":{"k":[0,0]}}"#, with: #""ks":"# + ks)
            return try XCTUnwrap(self.centre(layer))
        }
        let alongX = try centre(anchor: "[0,-10]", axis: 0)
        XCTAssertEqual(alongX.x, 40, accuracy: 0.05)
        XCTAssertEqual(alongX.y, 50, accuracy: 0.05)
        let alongY = try centre(anchor: "[-10,0]", axis: 90)
        XCTAssertEqual(alongY.x, 60, accuracy: 0.05)
        XCTAssertEqual(alongY.y, 50, accuracy: 0.05)
    }

    func testAGaussianBlurSpreadsTheLayerByPointThreeOfItsBlurrinessAsItsDimensionsSay() throws {
        // Blurriness 20: σ = 0.3 × 20 = 6 points (lottie-web's and Skottie's kBlurrinessToSigma).
        // Across the square's left edge at x 20 the coverage is Φ(d / σ), d from the edge; on
        // white, red minus green is the coverage.
        func layer(dimensions: Int) -> String {
            let blur = #"{"ty":29,"nm":"Gaussian Blur","en":1,"ef":[{"ty":0,"nm":"Blurriness","v":{"k":20}},"#
                + #"{"ty":7,"nm":"Blur Dimensions","v":{"k":\#(dimensions)}}]}"#
            return #"{"ty":4,"nm":"blurred","ind":1,"ip":0,"op":20,"st":0,"ks":{},"ef":[\#(blur)],"#
                + #""shapes":[{"ty":"rc","p":{"k":[50,50]},"s":{"k":[60,60]}},{"ty":"fl","c":{"k":[1,0,0,1]},"o":{"k":100}}]}"#
        }
        let document = try LottieFixtures.document(layers: layer(dimensions: 1))
        let canvas = try Scrubber(scene: LottieScene(document: document)).still(at: 0)
        for x in [10, 14, 19, 20, 26] {
            let pixel = try XCTUnwrap(canvas.premultipliedPixel(x: x, y: 50))
            let coverage = (Double(pixel.r) - Double(pixel.g)) / 255, z = (Double(x) + 0.5 - 20) / 6
            XCTAssertEqual(coverage, 0.5 * erfc(-z / 2.squareRoot()), accuracy: 0.03, "x \(x)")
        }
        // Blur Dimensions 2: across only, so the square's top edge at y 20 stays sharp.
        let across = try Scrubber(scene: LottieScene(document: LottieFixtures.document(layers: layer(dimensions: 2)))).still(at: 0)
        let above = try XCTUnwrap(across.premultipliedPixel(x: 50, y: 19)), below = try XCTUnwrap(across.premultipliedPixel(x: 50, y: 20))
        XCTAssertEqual([above.r, above.g], [255, 255], "white above the edge")
        XCTAssertEqual([below.r, below.g], [255, 0], "red below it")
        let left = try XCTUnwrap(across.premultipliedPixel(x: 20, y: 50))
        XCTAssertEqual((Double(left.r) - Double(left.g)) / 255, 0.5 * erfc(-(0.5 / 6) / 2.squareRoot()), accuracy: 0.03)
    }

    func testARadialGradientsHighlightMovesItsFirstStopOffTheCentre() throws {
        // Red at the focal point to white on the circle about (50, 50) through (90, 50). With no
        // highlight (70, 50) is halfway out: t = 20 / 40, green 255 · 0.5. A highlight of 50 % at
        // 0° puts the focal point there: the first stop, pure red.
        func green(at x: Int, highlight: Double) throws -> UInt8 {
            let gradient = #"{"ty":"gf","t":2,"s":{"k":[50,50]},"e":{"k":[90,50]},"h":{"k":\#(highlight)},"a":{"k":0},"#
                + #""g":{"p":2,"k":{"k":[0,1,0,0,1,1,1,1]}},"o":{"k":100}}"#
            let square = #"{"ty":"rc","p":{"k":[50,50]},"s":{"k":[100,100]}}"#
            let layer = #"{"ty":4,"nm":"radial","ind":1,"ip":0,"op":20,"st":0,"ks":{},"shapes":[\#(square),\#(gradient)]}"#
            let canvas = try Scrubber(scene: LottieScene(document: LottieFixtures.document(layers: layer))).still(at: 0)
            return try XCTUnwrap(canvas.premultipliedPixel(x: x, y: 50)).g
        }
        XCTAssertEqual(Double(try green(at: 70, highlight: 0)), 255 * 20.5 / 40, accuracy: 3)
        XCTAssertLessThanOrEqual(try green(at: 70, highlight: 50), 8)
        XCTAssertEqual(try green(at: 95, highlight: 50), 255, "beyond the circle: the last stop")
    }

    func testALayersBlendModeCombinesItWithTheLayersBelow() throws {
        // Red over green: screen gives 1 − (1 − a)(1 − b) per channel, yellow; multiply a · b, black.
        func centre(blendMode: Int) throws -> (r: UInt8, g: UInt8, b: UInt8) {
            let red = ##"{"ty":1,"nm":"red","ind":1,"ip":0,"op":20,"st":0,"bm":\##(blendMode),"sc":"#ff0000","sw":100,"sh":100,"ks":{}}"##
            let green = ##"{"ty":1,"nm":"green","ind":2,"ip":0,"op":20,"st":0,"sc":"#00ff00","sw":100,"sh":100,"ks":{}}"##
            let canvas = try Scrubber(scene: LottieScene(document: LottieFixtures.document(layers: red + "," + green))).still(at: 0)
            let pixel = try XCTUnwrap(canvas.premultipliedPixel(x: 50, y: 50))
            return (pixel.r, pixel.g, pixel.b)
        }
        let normal = try centre(blendMode: 0), screen = try centre(blendMode: 2), multiply = try centre(blendMode: 1)
        XCTAssertEqual([normal.r, normal.g, normal.b], [255, 0, 0])
        XCTAssertEqual([screen.r, screen.g, screen.b], [255, 255, 0])
        XCTAssertEqual([multiply.r, multiply.g, multiply.b], [0, 0, 0])
        let document = try LottieFixtures.document(layers: ##"{"ty":1,"nm":"glow","ind":1,"ip":0,"op":20,"st":0,"bm":16,"sc":"#ff0000","sw":10,"sh":10,"ks":{}}"##)
        let composition = LottieComposition(document: document)
        _ = composition.layers(of: document.layers)
        XCTAssertEqual(composition.notes, ["Lottie: layer 'glow' (frames 0–20): blend mode add not drawn"])
    }

    func testADropShadowEffectIsTheLayersShadowAsLottieIOSMapsIt() throws {
        // A 20 × 20 red solid at (40, 40); black shadow, opacity 255 of 255, softness 0, 10 away:
        // direction 180 (down) covers y 60…70 below it, 90 (right) x 60…70 beside it.
        func canvas(direction: Double) throws -> Canvas {
            let values = #"[{"ty":2,"nm":"Shadow Color","v":{"k":[0,0,0,1]}},{"ty":0,"nm":"Opacity","v":{"k":255}},"#
                + #"{"ty":0,"nm":"Direction","v":{"k":\#(direction)}},{"ty":0,"nm":"Distance","v":{"k":10}},{"ty":0,"nm":"Softness","v":{"k":0}}]"#
            let solid = ##"{"ty":1,"nm":"card","ind":1,"ip":0,"op":20,"st":0,"sc":"#ff0000","sw":20,"sh":20,"ks":{"p":{"k":[40,40]}},"##
                + #""ef":[{"ty":25,"nm":"Drop Shadow","en":1,"ef":\#(values)}]}"#
            return try Scrubber(scene: LottieScene(document: LottieFixtures.document(layers: solid))).still(at: 0)
        }
        func grey(_ canvas: Canvas, _ x: Int, _ y: Int) throws -> [UInt8] {
            let p = try XCTUnwrap(canvas.premultipliedPixel(x: x, y: y))
            return [p.r, p.g, p.b]
        }
        let down = try canvas(direction: 180), right = try canvas(direction: 90)
        XCTAssertEqual(try grey(down, 50, 50), [255, 0, 0], "the layer over its shadow")
        XCTAssertEqual(try grey(down, 50, 65), [0, 0, 0], "the shadow below")
        XCTAssertEqual(try grey(down, 50, 75), [255, 255, 255])
        XCTAssertEqual(try grey(down, 65, 50), [255, 255, 255])
        XCTAssertEqual(try grey(right, 65, 50), [0, 0, 0], "the shadow to the right")
        XCTAssertEqual(try grey(right, 50, 65), [255, 255, 255])
    }

    /// A linear gradient from red at x = 10 to white at x = 90: its redness falls linearly, so
    /// the centre of the red is a third of the way, x = 10 + 80 / 3.
    private let redToWhite = #""t":1,"s":{"k":[10,50]},"e":{"k":[90,50]},"g":{"p":2,"k":{"k":[0,1,0,0,1,1,1,1]}}"#

    func testAGradientFillRunsFromItsStartToItsEndPoint() throws {
        let fill = #"{"ty":"gf",\#(redToWhite),"o":{"k":100},"r":1}"#
        let layer = #"{"ty":4,"nm":"bar","ind":1,"ip":0,"op":20,"st":0,"ks":{},"shapes":[{"ty":"rc","p":{"k":[50,50]},"s":{"k":[80,20]}},\#(fill)]}"#
        let found = try XCTUnwrap(centre(layer))
        XCTAssertEqual(found.x, 10 + 80.0 / 3, accuracy: 0.3)
        XCTAssertEqual(found.y, 50, accuracy: 0.05)
    }

    /// A square growing from 20 to 80 points about (50, 50), filled with a gradient red at both
    /// ends: at the end its corners (10…90) are red, though its first keyframe covered 40…60.
    func testAGradientFillsAPathThatGrowsPastItsFirstKeyframe() throws {
        let size = #"{"a":1,"k":[{"t":0,"s":[20,20],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":10,"s":[80,80]}]}"#
        let fill = #"{"ty":"gf","t":1,"s":{"k":[10,50]},"e":{"k":[90,50]},"g":{"p":2,"k":{"k":[0,1,0,0,1,1,0,0]}},"o":{"k":100},"r":1}"#
        let layer = #"{"ty":4,"nm":"growing","ind":1,"ip":0,"op":20,"st":0,"ks":{},"shapes":[{"ty":"rc","p":{"k":[50,50]},"s":\#(size)},\#(fill)]}"#
        let scene = LottieScene(document: try LottieFixtures.document(layers: layer))
        let cursor = Playback.Cursor(Playback(scene: scene))
        XCTAssertEqual(try cursor.move(to: 1.5).takeNotes(), [], "nothing skipped")
        let end = try Scrubber(scene: scene).still(at: 1.5)
        for (x, y) in [(11, 11), (88, 11), (11, 88), (88, 88), (50, 50)] {
            let pixel = try XCTUnwrap(end.premultipliedPixel(x: x, y: y))
            XCTAssertEqual([pixel.r, pixel.g, pixel.b, pixel.a], [255, 0, 0, 255], "(\(x), \(y)) inside the grown square")
        }
        // The document's background elsewhere: no red.
        XCTAssertEqual(try XCTUnwrap(end.premultipliedPixel(x: 5, y: 50)).g, 255, "outside it")
        let start = try Scrubber(scene: scene).still(at: 0)
        XCTAssertEqual(try XCTUnwrap(start.premultipliedPixel(x: 30, y: 30)).g, 255, "the first keyframe's square is 40…60")
        XCTAssertEqual(try XCTUnwrap(start.premultipliedPixel(x: 45, y: 45)).g, 0)
    }

    /// The Fill effect draws the layer in its colour with the layer's alpha times the effect's
    /// opacity (lottie-web's and Skottie's Fill): a red square filled blue at 0.5 over the white
    /// background is (0.5, 0.5, 1) inside and white beside; its inversion is named.
    func testTheFillEffectDrawsTheLayerInItsColourAtItsOpacity() throws {
        func effect(invert: Int) -> String {
            #"{"ty":21,"nm":"Fill","en":1,"ef":[{"ty":10,"nm":"Fill Mask","v":{"k":0}},{"ty":7,"nm":"All Masks","v":{"k":0}},"#
                + #"{"ty":2,"nm":"Color","v":{"k":[0,0,1,1]}},{"ty":7,"nm":"Invert","v":{"k":\#(invert)}},"#
                + #"{"ty":0,"nm":"Horizontal Feather","v":{"k":0}},{"ty":0,"nm":"Vertical Feather","v":{"k":0}},{"ty":0,"nm":"Opacity","v":{"k":0.5}}]}"#
        }
        let square = #"{"ty":4,"nm":"square","ind":1,"ip":0,"op":20,"st":0,"ks":{},"ef":[\#(effect(invert: 0))],"#
            + #""shapes":[{"ty":"rc","p":{"k":[50,50]},"s":{"k":[40,40]}},{"ty":"fl","c":{"k":[1,0,0,1]},"o":{"k":100}}]}"#
        let scene = LottieScene(document: try LottieFixtures.document(layers: square))
        XCTAssertEqual(try Playback.Cursor(Playback(scene: scene)).move(to: 0).takeNotes(), [])
        let canvas = try Scrubber(scene: scene).still(at: 0)
        let inside = try XCTUnwrap(canvas.premultipliedPixel(x: 50, y: 50)), beside = try XCTUnwrap(canvas.premultipliedPixel(x: 10, y: 50))
        for (drawn, expected) in zip([inside.r, inside.g, inside.b], [127.5, 127.5, 255.0]) {
            XCTAssertEqual(Double(drawn), expected, accuracy: 1, "half blue over white")
        }
        XCTAssertEqual([beside.r, beside.g, beside.b], [255, 255, 255])
        let inverted = LottieScene(document: try LottieFixtures.document(layers: square.replacingOccurrences(of: effect(invert: 0), with: effect(invert: 1))))
        XCTAssertEqual(try Playback.Cursor(Playback(scene: inverted)).move(to: 0).takeNotes(),
                       ["Lottie: layer 'square' (frames 0–20): a Fill effect's inversion not drawn"])
    }

    func testAGradientStrokeRunsAlongItsPath() throws {
        let line = #"{"ty":"sh","ks":{"k":{"c":false,"v":[[10,50],[90,50]],"i":[[0,0],[0,0]],"o":[[0,0],[0,0]]}}}"#
        let stroke = #"{"ty":"gs",\#(redToWhite),"o":{"k":100},"w":{"k":4},"lc":1,"lj":2}"#
        let layer = #"{"ty":4,"nm":"line","ind":1,"ip":0,"op":20,"st":0,"ks":{},"shapes":[\#(line),\#(stroke)]}"#
        let found = try XCTUnwrap(centre(layer))
        XCTAssertEqual(found.x, 10 + 80.0 / 3, accuracy: 0.3)
        XCTAssertEqual(found.y, 50, accuracy: 0.05)
    }

    func testAnEmbeddedImageIsDrawnAboutItsAnchor() throws {
        // A 2 × 2 red PNG scaled 1000 %: 20 × 20 about (60, 40).
        let png = "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAFElEQVR4nGP8z8Dwn4GBgYGJAQoAHxcCAk+Uzr4AAAAASUVORK5CYII="
        let assets = #"[{"id":"red","w":2,"h":2,"u":"","p":"data:image/png;base64,\#(png)","e":1}]"#
        let layer = #"{"ty":2,"nm":"picture","refId":"red","ind":1,"ip":0,"op":20,"st":0,"ks":{"p":{"k":[60,40]},"a":{"k":[1,1]},"s":{"k":[1000,1000]}}}"#
        let scene = LottieScene(document: try LottieFixtures.document(layers: layer, assets: assets))
        let found = try XCTUnwrap(LottieFixtures.redCentre(of: scene, at: 0))
        XCTAssertEqual(found.x, 60, accuracy: 0.05)
        XCTAssertEqual(found.y, 40, accuracy: 0.05)
    }

    func testARepeaterDrawsCopiesEachMovedByItsTransform() throws {
        // Two copies of a square at (50, 20): the second turned 90° clockwise about (50, 50),
        // to (80, 50). The centre of both is (65, 35).
        let square = #"{"ty":"rc","p":{"k":[50,20]},"s":{"k":[10,10]}}"#
        let repeater = #"{"ty":"rp","c":{"k":2},"o":{"k":0},"m":1,"tr":{"a":{"k":[50,50]},"p":{"k":[0,0]},"s":{"k":[100,100]},"r":{"k":90},"so":{"k":100},"eo":{"k":100}}}"#
        let layer = #"{"ty":4,"nm":"copies","ind":1,"ip":0,"op":20,"st":0,"ks":{},"shapes":[\#(square),\#(redFill),\#(repeater)]}"#
        let found = try XCTUnwrap(centre(layer))
        XCTAssertEqual(found.x, 65, accuracy: 0.05)
        XCTAssertEqual(found.y, 35, accuracy: 0.05)
    }
}
