import XCTest
@testable import MotionCore

/// Expected values follow CSS Transforms Level 2 (decompose, interpolate parts, recompose) and are
/// built independently from the elementary CATransform3D constructors.
final class Transform3DInterpolationTests: XCTestCase {
    private func assertClose(_ a: Transform3D, _ b: Transform3D, accuracy: Double = 1e-9,
                             file: StaticString = #filePath, line: UInt = #line) {
        for (i, (x, y)) in zip(a.entries, b.entries).enumerated() {
            XCTAssertEqual(x, y, accuracy: accuracy, "entry \(i): \(a) vs \(b)", file: file, line: line)
        }
    }

    private func rotation(_ angle: Double, _ x: Double, _ y: Double, _ z: Double) -> Transform3D {
        Transform3D(rotationAngle: angle, x: x, y: y, z: z)
    }

    private var perspective: Transform3D {
        var p = Transform3D.identity
        p.m34 = -1.0 / 500
        return p
    }

    func testRotationMidpointIsHalfRotationNotShrunkMatrix() {
        let mid = Transform3D.identity.interpolated(to: rotation(.pi / 2, 0, 0, 1), fraction: 0.5)
        assertClose(mid, rotation(.pi / 4, 0, 0, 1))
        // Entry-wise blending would give m11 = 0.5, a shrunk matrix.
        XCTAssertEqual(mid.m11, (0.5).squareRoot(), accuracy: 1e-12)
        assertClose(Transform3D.identity.interpolated(to: rotation(.pi / 2, 0, 0, 1), fraction: 0.25), rotation(.pi / 8, 0, 0, 1))
    }

    func testAffineRotationTakesTheShorterWay() {
        // 3π/2 is the same matrix as −π/2: the midpoint is −π/4.
        let mid = Transform3D.identity.interpolated(to: rotation(3 * .pi / 2, 0, 0, 1), fraction: 0.5)
        assertClose(mid, rotation(-.pi / 4, 0, 0, 1))
    }

    func testThreeDimensionalRotationSlerpsAboutTheSameAxis() {
        let axis = (1.0, 2.0, -0.5)
        let end = rotation(2.0, axis.0, axis.1, axis.2)
        for f in [0.1, 0.5, 0.8, 1.2] {
            assertClose(Transform3D.identity.interpolated(to: end, fraction: f), rotation(2.0 * f, axis.0, axis.1, axis.2))
        }
    }

    func testPerspectiveIsPreserved() {
        // The usual CA pattern: t.m34 = -1/500; CATransform3DRotate(t, angle, 0, 1, 0).
        let from = perspective.rotated(by: 0, x: 0, y: 1, z: 0)
        let to = perspective.rotated(by: .pi / 2, x: 0, y: 1, z: 0)
        let mid = from.interpolated(to: to, fraction: 0.5)
        assertClose(mid, perspective.rotated(by: .pi / 4, x: 0, y: 1, z: 0))
        XCTAssertEqual(mid.m34, -1.0 / 500 * cos(Double.pi / 4), accuracy: 1e-12)
    }

    func testScaleAndTranslationInterpolateLinearly() {
        let mid = Transform3D(scaleX: 1, y: 1, z: 1).interpolated(to: Transform3D(scaleX: 3, y: 5, z: 1), fraction: 0.5)
        assertClose(mid, Transform3D(scaleX: 2, y: 3, z: 1))
        let moved = Transform3D(translationX: 0, y: 0, z: 0).interpolated(to: Transform3D(translationX: 10, y: 20, z: 30), fraction: 0.25)
        assertClose(moved, Transform3D(translationX: 2.5, y: 5, z: 7.5))
    }

    func testCombinedAffinePartsBlendSeparately() {
        func make(_ s: Double, _ angle: Double, _ tx: Double, _ ty: Double) -> Transform3D {
            Transform3D(scaleX: s, y: s, z: 1).concatenating(rotation(angle, 0, 0, 1)).concatenating(Transform3D(translationX: tx, y: ty, z: 0))
        }
        assertClose(make(2, 0, 0, 0).interpolated(to: make(4, .pi / 2, 100, 50), fraction: 0.5), make(3, .pi / 4, 50, 25))
    }

    func testCombinedThreeDimensionalPartsBlendSeparately() {
        // Translation in x and y only, so that m44 stays 1 and no normalisation is involved.
        func make(_ s: Double, _ angle: Double, _ tx: Double) -> Transform3D {
            Transform3D(scaleX: s, y: s, z: s).concatenating(rotation(angle, 1, 0, 0))
                .concatenating(Transform3D(translationX: tx, y: 10, z: 0)).concatenating(perspective)
        }
        assertClose(make(1, 0, 0).interpolated(to: make(2, 1, -40), fraction: 0.5), make(1.5, 0.5, -20))
    }

    func testSingularEndFallsBackToEntrywise() {
        let from = Transform3D(scaleX: 0, y: 0, z: 1).concatenating(rotation(0.3, 0, 1, 0))
        let to = rotation(1, 0, 1, 0)
        XCTAssertNil(from.decomposed())
        assertClose(from.interpolated(to: to, fraction: 0.3), from.entrywiseInterpolated(to: to, fraction: 0.3))
    }

    func testZeroScaleGrowsLinearly() {
        let from = Transform3D(scaleX: 0, y: 0, z: 1)
        assertClose(from.interpolated(to: .identity, fraction: 0.3), Transform3D(scaleX: 0.3, y: 0.3, z: 1))
        assertClose(from.interpolated(to: rotation(.pi / 2, 0, 0, 1), fraction: 0.5),
                    Transform3D(scaleX: 0.5, y: 0.5, z: 1).concatenating(rotation(.pi / 4, 0, 0, 1)))
    }

    func testFlipInterpolatesThroughZeroScale() {
        // CSS 2-D rule: scale(-1, 1) → identity passes through scale(0, 1).
        let mid = Transform3D(scaleX: -1, y: 1, z: 1).interpolated(to: .identity, fraction: 0.5)
        assertClose(mid, Transform3D(scaleX: 0, y: 1, z: 1))
    }

    func testEndpointsAreExact() {
        let a = rotation(0.4, 1, 1, 0).concatenating(perspective), b = Transform3D(translationX: 3, y: 4, z: 5)
        XCTAssertEqual(a.interpolated(to: b, fraction: 0), a)
        XCTAssertEqual(a.interpolated(to: b, fraction: 1), b)
    }

    func testAddingConcatenatesAndSubtractingInverts() {
        let base = rotation(.pi / 2, 0, 0, 1), delta = Transform3D(translationX: 10, y: 0, z: 0)
        // delta applies first (in the layer's own coordinates), then base: (10, 0) → (0, 10).
        XCTAssertEqual(base.adding(delta), delta.concatenating(base))
        XCTAssertEqual(base.adding(delta).project(Point(x: 0, y: 0)).y, 10, accuracy: 1e-12)
        XCTAssertEqual(Transform3D.zero, .identity)
        let a = rotation(0.7, 1, 2, 3).concatenating(Transform3D(translationX: 5, y: -2, z: 1)).concatenating(perspective)
        assertClose(base.adding(a.subtracting(base)), a)
    }

    func testInverse() {
        let t = Transform3D(scaleX: 2, y: 3, z: 4).concatenating(rotation(0.9, 1, -1, 2))
            .concatenating(Transform3D(translationX: 7, y: 8, z: 9)).concatenating(perspective)
        assertClose(t.concatenating(t.inverted()!), .identity, accuracy: 1e-12)
        assertClose(t.inverted()!.concatenating(t), .identity, accuracy: 1e-12)
        XCTAssertEqual(t.determinant * t.inverted()!.determinant, 1, accuracy: 1e-12)
        XCTAssertEqual(Transform3D(scaleX: 2, y: 3, z: 4).determinant, 24, accuracy: 1e-12)
        XCTAssertNil(Transform3D(scaleX: 0, y: 1, z: 1).inverted())
        var broken = Transform3D.identity
        broken.m22 = .nan
        XCTAssertNil(broken.inverted())
    }
}
