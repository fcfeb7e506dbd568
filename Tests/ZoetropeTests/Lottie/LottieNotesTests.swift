import XCTest
@testable import Zoetrope

/// What is not drawn is named once, with the layer and its frames, and the rest is drawn.
final class LottieNotesTests: XCTestCase {
    func testSkippedFeaturesAreNamedWithTheLayerAndItsFramesAndTheRestIsDrawn() throws {
        let layer = #"""
        {"ty":4,"nm":"square","ind":1,"ip":2,"op":18,"st":0,"ks":{"p":{"a":0,"k":[50,50],"x":"wiggle(2, 5)"}},
         "shapes":[{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[10,10]}},{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}},
                   {"ty":"mm","nm":"Merge 1","mm":3},{"ty":"mm","nm":"Merge 2","mm":3}]}
        """#
        let text = #"{"ty":5,"nm":"title","ind":2,"ip":0,"op":20,"st":0,"ks":{},"t":{"d":{"k":[{"t":0,"s":{"t":"Hi","s":20,"fc":[0,0,1]}}]},"a":[{"s":{"e":{"a":0,"k":50},"rn":1},"a":{"o":{"a":0,"k":0}}}]}}"#
        let document = try LottieFixtures.document(layers: layer + "," + text)
        let composition = LottieComposition(document: document)
        _ = composition.layers(of: document.layers)
        XCTAssertEqual(composition.notes, [
            "Lottie: layer 'square' (frames 2–18): expressions not drawn",
            "Lottie: layer 'square' (frames 2–18): merge paths (subtract) not drawn",
            "Lottie: layer 'title' (frames 0–20): text animators in random order not drawn",
        ])
        let centre = try XCTUnwrap(LottieFixtures.redCentre(of: LottieScene(document: document), at: 0.5))
        XCTAssertEqual(centre.x, 50, accuracy: 0.05, "the square is drawn at its value without the expression")
    }

    func testTheNotesReachTheRender() throws {
        let layer = #"{"ty":13,"nm":"camera","ind":1,"ip":0,"op":20,"st":0,"ks":{}}"#
        let stage = try Playback.Cursor(Playback(scene: LottieScene(document: LottieFixtures.document(layers: layer)))).move(to: 0)
        XCTAssertEqual(stage.takeNotes(), ["Lottie: layer 'camera' (frames 0–20): camera layers not drawn"])
    }
}
