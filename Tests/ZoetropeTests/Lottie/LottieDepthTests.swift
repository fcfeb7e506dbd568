import XCTest
@testable import Zoetrope

/// 3D layers (`ddd`): lottie-web's `TransformProperty` matrix — the point turned about z, y, x,
/// then by the orientation — seen without a camera, orthographically, as lottie-web's SVG renderer
/// and lottie-ios's Core Animation engine draw them. The expected pixels come from that matrix:
/// lottie-web's rotateY(θ) takes (x, y, 0) to (x cos θ, y, x sin θ) and rotateX(φ) takes
/// (x, y, z) to (x, y cos φ + z sin φ, z cos φ − y sin φ).
final class LottieDepthTests: XCTestCase {
    /// A red 60 × 60 solid centred on (50, 50) of the 100 × 100 document, a 3D layer with `turns`
    /// (JSON fields of its `ks`) and the other layer fields `extra`.
    private func solid(turns: String, position: String = "[50,50,0]", extra: String = "") -> String {
        ##"{"ty":1,"nm":"card","ind":2,\##(extra)"ddd":1,"ip":0,"op":20,"st":0,"sc":"#ff0000","sw":60,"sh":60,"##
            + ##""ks":{"a":{"k":[30,30,0]},"p":{"k":\##(position)},\##(turns)}}"##
    }

    private func redness(_ layers: String) throws -> (Int, Int) -> Bool {
        let document = try LottieFixtures.document(layers: layers)
        let canvas = try Scrubber(scene: LottieScene(document: document)).still(at: 0)
        return { x, y in
            guard let pixel = canvas.premultipliedPixel(x: x, y: y) else { return false }
            return pixel.r > 200 && pixel.g < 60
        }
    }

    private func redWidth(alongRow y: Int, _ isRed: (Int, Int) -> Bool) -> Int { (0..<100).filter { isRed($0, y) }.count }
    private func redHeight(alongColumn x: Int, _ isRed: (Int, Int) -> Bool) -> Int { (0..<100).filter { isRed(x, $0) }.count }

    func testATurnAboutYOrXForeshortensTheLayerByTheCosine() throws {
        // 60 · cos 60° = 30 across, the other side whole.
        let aboutY = try redness(solid(turns: #""ry":{"k":60}"#))
        XCTAssertEqual(redWidth(alongRow: 50, aboutY), 30, accuracy: 1)
        XCTAssertEqual(redHeight(alongColumn: 50, aboutY), 60, accuracy: 1)
        let aboutX = try redness(solid(turns: #""rx":{"k":60}"#))
        XCTAssertEqual(redWidth(alongRow: 50, aboutX), 60, accuracy: 1)
        XCTAssertEqual(redHeight(alongColumn: 50, aboutX), 30, accuracy: 1)
        // Not noted as something not drawn.
        let document = try LottieFixtures.document(layers: solid(turns: #""ry":{"k":60}"#))
        let composition = LottieComposition(document: document)
        _ = composition.layers(of: document.layers)
        XCTAssertEqual(composition.notes, [])
    }

    func testTurnsComposeInDepthYThenX() throws {
        // ry 60 then rx 60: (x, y) → (x/2, y/2 + 3x/4) about the centre — the right edge comes
        // down, the left goes up. Turned in the other order, or flattened between the turns, the
        // square would not shear so.
        let isRed = try redness(solid(turns: #""ry":{"k":60},"rx":{"k":60}"#))
        XCTAssertTrue(isRed(60, 75), "(20, 20) about the centre lands at (10, 25)")
        XCTAssertTrue(isRed(40, 25), "(−20, −20) lands at (−10, −25)")
        XCTAssertFalse(isRed(60, 25))
        XCTAssertFalse(isRed(40, 75))
        XCTAssertEqual(redHeight(alongColumn: 60, isRed), 30, accuracy: 1, "each column is as tall as cos 60° makes it")
    }

    func testAChildsTurnsComposeWithItsThreeDParentsInDepth() throws {
        // The child turned 60° about x, inside a 3D null turned 60° about y: (x, y) → (x/2 + 3y/4, y/2).
        let parent = #"{"ty":3,"nm":"pivot","ind":1,"ddd":1,"ip":0,"op":20,"st":0,"ks":{"p":{"k":[50,50,0]},"ry":{"k":60}}}"#
        let child = solid(turns: #""rx":{"k":60}"#, position: "[0,0,0]", extra: #""parent":1,"#)
        let isRed = try redness(child + "," + parent)
        XCTAssertTrue(isRed(75, 60), "(20, 20) lands at (25, 10)")
        XCTAssertTrue(isRed(25, 40), "(−20, −20) lands at (−25, −10)")
        XCTAssertFalse(isRed(25, 60))
        XCTAssertFalse(isRed(75, 40))
    }

    func testAnOrientationTurnsAfterTheRotations() throws {
        // or [60, 0, 0] with ry 60: rotateY(60°) first, then the orientation's x, as rx would.
        let isRed = try redness(solid(turns: #""ry":{"k":60},"or":{"k":[60,0,0]}"#))
        XCTAssertTrue(isRed(60, 75))
        XCTAssertTrue(isRed(40, 25))
        XCTAssertFalse(isRed(60, 25))
    }

    func testAKeyframedTurnAnimates() throws {
        // ry from 0 to 90 over frames 0…10 (10 fps), linear: at 0.5 s the angle is 45°, 60 · cos 45°
        // ≈ 42.4 across; at 1 s the card is edge on.
        let turn = #""ry":{"a":1,"k":[{"t":0,"s":[0],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":10,"s":[90]}]}"#
        let scene = try LottieScene(document: LottieFixtures.document(layers: solid(turns: turn)))
        func width(at time: Double) throws -> Int {
            let canvas = try Scrubber(scene: scene).still(at: time)
            return (0..<100).filter { x in canvas.premultipliedPixel(x: x, y: 50).map { $0.r > 128 && $0.g < 128 } ?? false }.count
        }
        XCTAssertEqual(try width(at: 0), 60, accuracy: 1)
        XCTAssertEqual(Double(try width(at: 0.5)), 60 * cos(Double.pi / 4), accuracy: 1.5)
        XCTAssertLessThanOrEqual(try width(at: 1), 1)
    }
}
