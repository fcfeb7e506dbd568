import XCTest
@testable import MotionCore

final class Transform3DDecompositionTests: XCTestCase {
    private func assertClose(_ a: Transform3D, _ b: Transform3D, accuracy: Double = 1e-9,
                             file: StaticString = #filePath, line: UInt = #line) {
        for (i, (x, y)) in zip(a.entries, b.entries).enumerated() {
            XCTAssertEqual(x, y, accuracy: accuracy, "entry \(i): \(a) vs \(b)", file: file, line: line)
        }
    }

    func testRoundTripOfComposedTransforms() throws {
        var skew = Transform3D.identity
        skew.m21 = 0.4; skew.m31 = -0.2; skew.m32 = 0.3
        var perspective = Transform3D.identity
        perspective.m34 = -0.002; perspective.m14 = 0.001
        let samples = [
            Transform3D.identity,
            Transform3D(scaleX: 2, y: -3, z: 0.5),
            skew.concatenating(Transform3D(rotationAngle: 2.5, x: 1, y: 1, z: 0)),
            Transform3D(scaleX: 1.5, y: 0.7, z: 2).concatenating(skew).concatenating(Transform3D(rotationAngle: -1.1, x: 0.2, y: -1, z: 0.4))
                .concatenating(Transform3D(translationX: 12, y: -7, z: 3)).concatenating(perspective),
            Transform3D(rotationAngle: .pi, x: 1, y: -1, z: 0),   // half turn: w = 0
        ]
        for t in samples {
            let d = try XCTUnwrap(t.decomposed())
            XCTAssertEqual((d.quaternion * d.quaternion).sum(), 1, accuracy: 1e-12)
            // The decomposition normalises m44 to 1 (the same projective transform).
            assertClose(Transform3D(d), Transform3D(entries: t.entries.map { $0 / t.m44 }))
        }
    }

    func testComponentsOfAKnownTransform() throws {
        let t = Transform3D(scaleX: 2, y: 3, z: 4).concatenating(Transform3D(rotationAngle: 0.6, x: 0, y: 0, z: 1))
            .concatenating(Transform3D(translationX: 5, y: 6, z: 7))
        let d = try XCTUnwrap(t.decomposed())
        XCTAssertEqual(d.translation, SIMD3(5, 6, 7))
        for (a, b) in zip([d.scale.x, d.scale.y, d.scale.z], [2.0, 3, 4]) { XCTAssertEqual(a, b, accuracy: 1e-12) }
        XCTAssertEqual(d.skew.x, 0, accuracy: 1e-12)
        XCTAssertEqual(d.quaternion.z, sin(0.3), accuracy: 1e-12)
        XCTAssertEqual(d.quaternion.w, cos(0.3), accuracy: 1e-12)
        XCTAssertEqual(d.perspective, SIMD4(0, 0, 0, 1))
    }

    func testUndecomposable() {
        var t = Transform3D.identity
        t.m44 = 0
        XCTAssertNil(t.decomposed())
        XCTAssertNil(Transform3D(scaleX: 1, y: 0, z: 1).decomposed())
    }

    func testKeyPathReadsCoreAnimationComponents() {
        let t = Transform3D(scaleX: 2, y: 3, z: 1).concatenating(Transform3D(rotationAngle: 0.7, x: 0, y: 0, z: 1))
            .concatenating(Transform3D(translationX: 10, y: 20, z: 0))
        XCTAssertEqual(t.value(forTransformKey: "rotation.z") as? Double ?? .nan, 0.7, accuracy: 1e-12)
        XCTAssertEqual(t.value(forTransformKey: "transform.rotation") as? Double ?? .nan, 0.7, accuracy: 1e-12)
        XCTAssertEqual(t.value(forTransformKey: "scale.x") as? Double ?? .nan, 2, accuracy: 1e-12)
        XCTAssertEqual(t.value(forTransformKey: "scale.y") as? Double ?? .nan, 3, accuracy: 1e-12)
        XCTAssertEqual(t.value(forTransformKey: "scale") as? Double ?? .nan, 2, accuracy: 1e-12) // (2 + 3 + 1) / 3
        XCTAssertEqual(t.value(forTransformKey: "translation.y") as? Double, 20)
        XCTAssertEqual(t.value(forTransformKey: "translation") as? Size, Size(width: 10, height: 20))
        XCTAssertNil(t.value(forTransformKey: "opacity"))
        let flipped = Transform3D(scaleX: -1, y: 1, z: 1)
        XCTAssertEqual(flipped.value(forTransformKey: "scale.x") as? Double, -1)
        XCTAssertEqual(flipped.value(forTransformKey: "scale.y") as? Double, 1)
        let tilted = Transform3D(rotationAngle: 0.3, x: 1, y: 0, z: 0)
        XCTAssertEqual(tilted.value(forTransformKey: "rotation.x") as? Double ?? .nan, 0.3, accuracy: 1e-12)
        XCTAssertEqual(tilted.value(forTransformKey: "rotation.z") as? Double ?? .nan, 0, accuracy: 1e-12)
    }

    func testKeyPathWritesOneComponentAndKeepsTheOthers() throws {
        let base = Transform3D(scaleX: 2, y: 2, z: 1).concatenating(Transform3D(translationX: 10, y: 20, z: 0))
        let rotated = try XCTUnwrap(base.setting(1.2, forTransformKey: "transform.rotation.z"))
        assertClose(rotated, Transform3D(scaleX: 2, y: 2, z: 1).concatenating(Transform3D(rotationAngle: 1.2, x: 0, y: 0, z: 1))
            .concatenating(Transform3D(translationX: 10, y: 20, z: 0)))
        assertClose(try XCTUnwrap(base.setting(5.0, forTransformKey: "translation.x")),
                    Transform3D(scaleX: 2, y: 2, z: 1).concatenating(Transform3D(translationX: 5, y: 20, z: 0)))
        assertClose(try XCTUnwrap(base.setting(Size(width: 1, height: 2), forTransformKey: "translation")),
                    Transform3D(scaleX: 2, y: 2, z: 1).concatenating(Transform3D(translationX: 1, y: 2, z: 0)))
        assertClose(try XCTUnwrap(base.setting(3.0, forTransformKey: "scale")),
                    Transform3D(scaleX: 3, y: 3, z: 3).concatenating(Transform3D(translationX: 10, y: 20, z: 0)))
        // A full turn set through the key is the identity rotation again, not an error.
        assertClose(try XCTUnwrap(Transform3D.identity.setting(2 * Double.pi, forTransformKey: "rotation")), .identity)
        // Leaving the plane: rotation about x after a z rotation (R = Rx · Ry · Rz).
        let spun = try XCTUnwrap(Transform3D(rotationAngle: 0.5, x: 0, y: 0, z: 1).setting(0.25, forTransformKey: "rotation.x"))
        assertClose(spun, Transform3D(rotationAngle: 0.25, x: 1, y: 0, z: 0).concatenating(Transform3D(rotationAngle: 0.5, x: 0, y: 0, z: 1)))
        XCTAssertEqual(spun.value(forTransformKey: "rotation.z") as? Double ?? .nan, 0.5, accuracy: 1e-12)
        // A collapsed transform can be scaled back up.
        assertClose(try XCTUnwrap(Transform3D(scaleX: 0, y: 0, z: 0).setting(1.0, forTransformKey: "scale")), .identity)
        XCTAssertNil(base.setting("big", forTransformKey: "scale"))
        XCTAssertNil(base.setting(1.0, forTransformKey: "translation"))
        XCTAssertNil(base.setting(1.0, forTransformKey: "bounds"))
    }

    func testKeyPathOnThreeDimensionalTransformKeepsPerspective() throws {
        var p = Transform3D.identity
        p.m34 = -1.0 / 500
        let t = p.rotated(by: 0.4, x: 0, y: 1, z: 0)
        XCTAssertEqual(t.value(forTransformKey: "rotation.y") as? Double ?? .nan, 0.4, accuracy: 1e-12)
        assertClose(try XCTUnwrap(t.setting(0.9, forTransformKey: "rotation.y")), p.rotated(by: 0.9, x: 0, y: 1, z: 0))
    }
}
