import MotionCore

/// A projective map of the plane, p ↦ [x y 1]·H with division by w, in Core Animation's
/// row-vector layout. It is what a `Transform3D` does to a flat layer (z = 0) once the result
/// is flattened into the superlayer's plane, as CALayer flattens its sublayers.
struct Homography: Equatable {
    /// Row-major 3 × 3 entries.
    var m: [Double]

    init(_ entries: [Double]) { m = entries }

    /// The z = 0 plane's part of a 4 × 4 transform: rows and columns x, y and w.
    init(_ t: Transform3D) {
        m = [t.m11, t.m12, t.m14, t.m21, t.m22, t.m24, t.m41, t.m42, t.m44]
    }

    init(_ a: AffineTransform) {
        m = [a.a, a.b, 0, a.c, a.d, 0, a.tx, a.ty, 1]
    }

    var isFinite: Bool { m.allSatisfy(\.isFinite) }

    /// The affine map, when there is no perspective (w is a non-zero constant).
    var affine: AffineTransform? {
        guard m[2] == 0, m[5] == 0, m[8] != 0, isFinite else { return nil }
        let w = m[8]
        return AffineTransform(a: m[0] / w, b: m[1] / w, c: m[3] / w, d: m[4] / w, tx: m[6] / w, ty: m[7] / w)
    }

    /// `self` followed by `other`.
    func concatenating(_ other: Homography) -> Homography {
        var r = [Double](repeating: 0, count: 9)
        for row in 0..<3 {
            for col in 0..<3 {
                r[row * 3 + col] = (0..<3).reduce(0) { $0 + m[row * 3 + $1] * other.m[$1 * 3 + col] }
            }
        }
        return Homography(r)
    }

    /// The image of `p`, or nil when it lands on or behind the eye (w ≤ ε).
    func apply(_ p: Point) -> Point? {
        let w = p.x * m[2] + p.y * m[5] + m[8]
        guard w > 1e-6 else { return nil }
        return Point(x: (p.x * m[0] + p.y * m[3] + m[6]) / w, y: (p.x * m[1] + p.y * m[4] + m[7]) / w)
    }

    /// The inverse map, or nil when singular.
    func inverted() -> Homography? {
        let (a, b, c, d, e, f, g, h, i) = (m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7], m[8])
        let det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
        guard det.isFinite, abs(det) > 1e-12 else { return nil }
        let adjugate = [e * i - f * h, c * h - b * i, b * f - c * e,
                        f * g - d * i, a * i - c * g, c * d - a * f,
                        d * h - e * g, b * g - a * h, a * e - b * d]
        return Homography(adjugate.map { $0 / det })
    }
}
