import XCTest
@testable import Zoetrope

/// In and out points, parenting, anchors and precompositions, checked on drawn frames against
/// Lottie's definitions: a layer shows in [ip, op) of its composition; a point q of a layer lands
/// at p + R · S · (q − a) in its parent; a precomposition's frame is (frame − st) / sr.
final class LottieLayerStructureTests: XCTestCase {
    private func centre(_ layers: String, at time: Double, assets: String = "[]") throws -> Point? {
        try LottieFixtures.redCentre(of: LottieScene(document: LottieFixtures.document(layers: layers, assets: assets)), at: time)
    }

    func testALayerIsShownFromItsInPointUntilItsOutPoint() throws {
        let layer = LottieFixtures.redSquare(position: #"{"a":0,"k":[50,50]}"#, ip: 5, op: 10)
        XCTAssertNil(try centre(layer, at: 0.45), "before ip")
        XCTAssertNotNil(try centre(layer, at: 0.5), "at ip")
        XCTAssertNotNil(try centre(layer, at: 0.95))
        XCTAssertNil(try centre(layer, at: 1.0), "at op")
    }

    func testAnchorRotationAndScaleComposeAsLottiesMatrix() throws {
        // p + R(90°) · S(100 %) · (0 − a) with a = (10, 0): (50, 50) + (0, −10).
        let layer = #"""
        {"ty":4,"nm":"square","ind":1,"ip":0,"op":20,"st":0,"ks":{"p":{"a":0,"k":[50,50]},"a":{"a":0,"k":[10,0]},"r":{"a":0,"k":90}},
         "shapes":[{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[10,10]}},{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}]}
        """#
        let found = try XCTUnwrap(centre(layer, at: 0))
        XCTAssertEqual(found.x, 50, accuracy: 0.05)
        XCTAssertEqual(found.y, 40, accuracy: 0.05)
    }

    func testAParentedLayersPositionComposesUnderItsParentsTransform() throws {
        // Parent at (50, 10), turned 90° and scaled 200 %: the child's (20, 0) lands at
        // (50, 10) + R(90°) · (40, 0) = (50, 50). The parent, a null, draws nothing.
        let parent = #"{"ty":3,"nm":"parent","ind":1,"ip":0,"op":20,"st":0,"ks":{"p":{"a":0,"k":[50,10]},"r":{"a":0,"k":90},"s":{"a":0,"k":[200,200]}}}"#
        let child = LottieFixtures.redSquare(position: #"{"a":0,"k":[20,0]}"#, extra: #""parent":1,"#)
        let found = try XCTUnwrap(centre(parent + "," + child, at: 0))
        XCTAssertEqual(found.x, 50, accuracy: 0.05)
        XCTAssertEqual(found.y, 50, accuracy: 0.05)
    }

    func testAParentsAnimationMovesItsChild() throws {
        let parent = #"{"ty":3,"nm":"parent","ind":1,"ip":0,"op":20,"st":0,"ks":{"p":{"a":1,"k":[{"t":0,"s":[0,0],"o":{"x":0,"y":0},"i":{"x":1,"y":1}},{"t":10,"s":[40,0]}]}}}"#
        let child = LottieFixtures.redSquare(position: #"{"a":0,"k":[30,50]}"#, extra: #""parent":1,"#)
        XCTAssertEqual(try XCTUnwrap(centre(parent + "," + child, at: 0.5)).x, 50, accuracy: 0.05, "30 + half of 40")
    }

    func testAPrecompositionsLayersRunOnItsStartTime() throws {
        let assets = #"[{"id":"inner","layers":[\#(LottieFixtures.redSquare(position: #"{"a":0,"k":[50,50]}"#, ip: 0, op: 5))]}]"#
        let precomp = #"{"ty":0,"nm":"pre","refId":"inner","ind":1,"ip":0,"op":20,"st":10,"w":100,"h":100,"ks":{}}"#
        XCTAssertNil(try centre(precomp, at: 0.95, assets: assets), "inner frame −0.5")
        XCTAssertNotNil(try centre(precomp, at: 1.05, assets: assets), "inner frame 0.5")
        XCTAssertNil(try centre(precomp, at: 1.55, assets: assets), "inner frame 5.5, past the inner out point")
    }

    func testAPrecompositionsStretchSlowsItsAnimation() throws {
        let inner = LottieFixtures.redSquare(position: #"{"a":1,"k":[{"t":0,"s":[10,50],"o":{"x":0,"y":0},"i":{"x":1,"y":1}},{"t":10,"s":[90,50]}]}"#)
        let assets = #"[{"id":"inner","layers":[\#(inner)]}]"#
        let precomp = #"{"ty":0,"nm":"pre","refId":"inner","ind":1,"ip":0,"op":20,"st":0,"sr":2,"w":100,"h":100,"ks":{}}"#
        XCTAssertEqual(try XCTUnwrap(centre(precomp, at: 1.0, assets: assets)).x, 50, accuracy: 0.05, "frame 10 is inner frame 5")
    }

    /// A layer parented to itself (no exporter writes one) is placed by its own transform once.
    func testALayerParentedToItselfIsPlacedByItsTransformOnce() throws {
        let layer = LottieFixtures.redSquare(index: 1, position: #"{"k":[30,40]}"#, extra: #""parent":1,"#)
        let centre = try XCTUnwrap(LottieFixtures.redCentre(of: LottieScene(document: LottieFixtures.document(layers: layer)), at: 0))
        XCTAssertEqual(centre.x, 30, accuracy: 0.05)
        XCTAssertEqual(centre.y, 40, accuracy: 0.05)
        let document = try LottieFixtures.document(layers: layer)
        let composition = LottieComposition(document: document)
        _ = composition.layers(of: document.layers)
        XCTAssertEqual(composition.notes,
                       ["Lottie: layer 'square' (frames 0–20): its parents come back to layer 1, which no exporter writes: parented up to there"])
    }
}
