import CairoRendering
import XCTest
@testable import Zoetrope

/// Behaviours the real-file corpus showed wrong against the reference renderer, each pinned by
/// a small document: when a layer's keyframes happen, time remapping, a trim growing from an
/// empty 100 % or turned past the path's end, keyframed gradient stops, a stroke's dash list.
final class LottieCorpusBehaviourTests: XCTestCase {
    private let linear = #""o":{"x":0,"y":0},"i":{"x":1,"y":1}"#

    /// A keyframe's `t` is a frame of the layer's composition whatever the layer's `st`: lottie-ios
    /// (`CompositionLayer.displayWithFrame`) and rlottie (`Layer::update`) both read the layer's own
    /// properties at the composition's frame, and move only a precomposition's children by `st`.
    func testALayersOwnKeyframesAreInItsCompositionsFramesWhateverItsStartTime() throws {
        let square = LottieFixtures.redSquare(position: #"{"a":1,"k":[{"t":0,"s":[10,50],\#(linear)},{"t":10,"s":[90,50]}]}"#)
            .replacingOccurrences(of: #""st":0"#, with: #""st":5"#)
        let scene = LottieScene(document: try LottieFixtures.document(layers: square))
        // Frame 5 of 10 (0.5 s at 10 fps): halfway from 10 to 90.
        XCTAssertEqual(try XCTUnwrap(LottieFixtures.redCentre(of: scene, at: 0.5)).x, 50, accuracy: 0.05)
        XCTAssertEqual(try XCTUnwrap(LottieFixtures.redCentre(of: scene, at: 0.2)).x, 26, accuracy: 0.05)
    }

    /// A precomposition with `st` 5 shows its composition's frame f − 5 at the outer frame f.
    func testAPrecompositionsStartTimeMovesItsChildren() throws {
        let square = LottieFixtures.redSquare(position: #"{"a":1,"k":[{"t":0,"s":[10,50],\#(linear)},{"t":10,"s":[90,50]}]}"#)
        let precomp = #"{"ty":0,"nm":"pre","refId":"inner","ind":1,"ip":0,"op":20,"st":5,"w":100,"h":100,"ks":{}}"#
        let document = try LottieFixtures.document(layers: precomp, assets: #"[{"id":"inner","layers":[\#(square)]}]"#)
        let scene = LottieScene(document: document)
        // Outer frame 8 is inner frame 3: 10 + 80 × 0.3.
        XCTAssertEqual(try XCTUnwrap(LottieFixtures.redCentre(of: scene, at: 0.8)).x, 34, accuracy: 0.05)
    }

    /// Time remapping (`tm`, lottie-ios's `PreCompositionLayer`): the precomposition shows its
    /// composition at the curve's value (seconds) at the parent's frame, whatever its `st`. A
    /// curve from 1 s at frame 0 down to 0 s at frame 10 plays the square backwards; held after.
    func testTimeRemappingShowsTheInnerCompositionAtTheCurvesTime() throws {
        let square = LottieFixtures.redSquare(position: #"{"a":1,"k":[{"t":0,"s":[10,50],\#(linear)},{"t":10,"s":[90,50]}]}"#)
        let precomp = #"""
        {"ty":0,"nm":"pre","refId":"inner","ind":1,"ip":0,"op":20,"st":7,"w":100,"h":100,"ks":{},
         "tm":{"a":1,"k":[{"t":0,"s":[1],\#(linear)},{"t":10,"s":[0]}]}}
        """#
        let document = try LottieFixtures.document(layers: precomp, assets: #"[{"id":"inner","layers":[\#(square)]}]"#)
        let scene = LottieScene(document: document)
        // Outer frame f (f ≤ 10) shows inner time 1 − f/10 s, inner frame 10 − f: x = 90 − 8f.
        for (time, x) in [(0.0, 90.0), (0.25, 70.0), (0.6, 42.0), (1.0, 10.0), (1.5, 10.0)] {
            XCTAssertEqual(try XCTUnwrap(LottieFixtures.redCentre(of: scene, at: time)).x, x, accuracy: 0.05, "at \(time) s")
        }
    }

    /// A trim whose start falls from 100 % to 0 while its end stays at 100 % draws the path from its
    /// end backwards: nothing at first, half of it halfway, all of it at the end (Switch.json's check).
    func testATrimGrowingFromAnEmptyEndDrawsThePath() throws {
        let line = #"""
        {"ty":4,"nm":"line","ind":1,"ip":0,"op":20,"st":0,"ks":{},"shapes":[{"ty":"gr","it":[
          {"ty":"sh","ks":{"a":0,"k":{"c":false,"v":[[10,50],[90,50]],"i":[[0,0],[0,0]],"o":[[0,0],[0,0]]}}},
          {"ty":"tm","s":{"a":1,"k":[{"t":0,"s":[100],\#(linear)},{"t":10,"s":[0]}]},"e":{"a":0,"k":100},"o":{"a":0,"k":0},"m":1},
          {"ty":"st","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":4},"lc":1,"lj":1},{"ty":"tr"}]}]}
        """#
        let scene = LottieScene(document: try LottieFixtures.document(layers: line))
        XCTAssertNil(try LottieFixtures.redCentre(of: scene, at: 0))
        // Halfway the visible half is 50…90, centred on 70; at the end 10…90, centred on 50.
        XCTAssertEqual(try XCTUnwrap(LottieFixtures.redCentre(of: scene, at: 0.5)).x, 70, accuracy: 0.5)
        XCTAssertEqual(try XCTUnwrap(LottieFixtures.redCentre(of: scene, at: 1.5)).x, 50, accuracy: 0.5)
    }

    /// A trim turned by its offset past the path's end goes on from the path's start, as Lottie
    /// draws it: 50–100 % turned by 90° (a quarter) is 75–100 % and 0–25 % of the line.
    func testATrimTurnedPastThePathsEndContinuesFromItsStart() throws {
        let line = #"""
        {"ty":4,"nm":"line","ind":1,"ip":0,"op":20,"st":0,"ks":{},"shapes":[{"ty":"gr","it":[
          {"ty":"sh","ks":{"a":0,"k":{"c":false,"v":[[10,50],[90,50]],"i":[[0,0],[0,0]],"o":[[0,0],[0,0]]}}},
          {"ty":"tm","s":{"a":0,"k":50},"e":{"a":0,"k":100},"o":{"a":0,"k":90},"m":1},
          {"ty":"st","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":4},"lc":1,"lj":1},{"ty":"tr"}]}]}
        """#
        let canvas = try Scrubber(scene: LottieScene(document: try LottieFixtures.document(layers: line))).still(at: 0)
        let scale = Double(canvas.pixelWidth) / 100
        func isRed(_ x: Double) -> Bool {
            canvas.premultipliedPixel(x: Int(x * scale), y: Int(50 * scale)).map { Int($0.r) - Int($0.g) > 128 } ?? false
        }
        // 10 + 80 × [0.75, 1] = 70…90 and 10 + 80 × [0, 0.25] = 10…30.
        for x in [12.0, 20, 28, 72, 80, 88] { XCTAssertTrue(isRed(x), "drawn at x = \(x)") }
        for x in [32.0, 50, 68] { XCTAssertFalse(isRed(x), "not drawn at x = \(x)") }
    }

    /// Keyframed stops (`g.k`) animate the gradient: two stops from red to blue over frames 0–10,
    /// linear, are the even mix of both at frame 5.
    func testKeyframedGradientStopsAnimateTheColours() throws {
        let box = #"""
        {"ty":4,"nm":"box","ind":1,"ip":0,"op":20,"st":0,"ks":{},"shapes":[{"ty":"gr","it":[
          {"ty":"rc","p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0}},
          {"ty":"gf","t":1,"s":{"a":0,"k":[0,50]},"e":{"a":0,"k":[100,50]},"o":{"a":0,"k":100},
           "g":{"p":2,"k":{"a":1,"k":[{"t":0,"s":[0,1,0,0,1,1,0,0],\#(linear)},{"t":10,"s":[0,0,0,1,1,0,0,1]}]}}},{"ty":"tr"}]}]}
        """#
        let scene = LottieScene(document: try LottieFixtures.document(layers: box))
        for (time, red) in [(0.0, 1.0), (0.5, 0.5), (1.0, 0.0)] {
            let canvas = try Scrubber(scene: scene).still(at: time)
            let pixel = try XCTUnwrap(canvas.premultipliedPixel(x: canvas.pixelWidth / 2, y: canvas.pixelHeight / 2))
            XCTAssertEqual(Double(pixel.r), 255 * red, accuracy: 2, "red at \(time) s")
            XCTAssertEqual(Double(pixel.b), 255 * (1 - red), accuracy: 2, "blue at \(time) s")
        }
    }

    /// A stroke's `d` is its dash list (dash, gap, offset), not a path direction: a 4-on 4-off dash
    /// along a line leaves gaps.
    func testAStrokesDashListIsReadAsDashes() throws {
        let line = #"""
        {"ty":4,"nm":"dashed","ind":1,"ip":0,"op":20,"st":0,"ks":{},"shapes":[{"ty":"gr","it":[
          {"ty":"sh","ks":{"a":0,"k":{"c":false,"v":[[10,50],[90,50]],"i":[[0,0],[0,0]],"o":[[0,0],[0,0]]}}},
          {"ty":"st","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":4},"lc":1,"lj":1,
           "d":[{"n":"d","nm":"dash","v":{"a":0,"k":4}},{"n":"g","nm":"gap","v":{"a":0,"k":4}},{"n":"o","nm":"offset","v":{"a":0,"k":0}}]},
          {"ty":"tr"}]}]}
        """#
        let scene = LottieScene(document: try LottieFixtures.document(layers: line))
        let canvas = try Scrubber(scene: scene).still(at: 0)
        let scale = Double(canvas.pixelWidth) / 100
        let row = Int(50 * scale)
        let red = (0..<canvas.pixelWidth).map { x in
            canvas.premultipliedPixel(x: x, y: row).map { Int($0.r) - Int($0.g) > 128 } ?? false
        }
        // 80 points of line in 4-point dashes: ten dashes, each starting where the one before
        // ended plus its gap.
        let dashStarts = (1..<red.count).filter { red[$0] && !red[$0 - 1] }.count + (red[0] ? 1 : 0)
        XCTAssertEqual(dashStarts, 10)
    }
}
