extension Transform3D {
    /// A transform split into the components of CSS Transforms Level 2 "Decomposing a 3D matrix"
    /// (the Graphics Gems "unmatrix" algorithm WebKit uses): in Core Animation's row-vector order
    /// the matrix is scale · skew · rotation · translation, followed by the perspective column.
    public struct Decomposition: Hashable, Sendable {
        /// Translation (m41, m42, m43 after normalising m44 to 1).
        public var translation: SIMD3<Double>
        /// Scale along x, y and z; all three are negated when the matrix flips handedness.
        public var scale: SIMD3<Double>
        /// Shear factors xy, xz and yz.
        public var skew: SIMD3<Double>
        /// The perspective column (m14, m24, m34, m44 of the unrotated, unscaled matrix).
        public var perspective: SIMD4<Double>
        /// The rotation as a unit quaternion (x, y, z, w) with w ≥ 0.
        public var quaternion: SIMD4<Double>

        public init(translation: SIMD3<Double> = .zero, scale: SIMD3<Double> = .one, skew: SIMD3<Double> = .zero,
                    perspective: SIMD4<Double> = SIMD4(0, 0, 0, 1), quaternion: SIMD4<Double> = SIMD4(0, 0, 0, 1)) {
            self.translation = translation; self.scale = scale; self.skew = skew
            self.perspective = perspective; self.quaternion = quaternion
        }
    }

    /// The decomposition, or nil when the matrix is not decomposable (m44 = 0, a singular upper 3×3,
    /// or non-finite entries), as the CSS algorithm specifies.
    public func decomposed() -> Decomposition? { decomposed(allowingSingular: false) }

    /// With `allowingSingular`, a singular upper 3×3 without perspective still decomposes: a
    /// collapsed axis gets scale 0 and an arbitrary orthogonal direction (so setting a key such as
    /// "transform.scale" on a zero-scale transform works); shear within a collapsed axis is lost.
    func decomposed(allowingSingular: Bool) -> Decomposition? {
        guard m44 != 0, entries.allSatisfy(\.isFinite) else { return nil }
        let n = entries.map { $0 / m44 }
        let rows = (0..<3).map { SIMD3(n[$0 * 4], n[$0 * 4 + 1], n[$0 * 4 + 2]) }
        let translation = SIMD3(n[12], n[13], n[14])
        let hasPerspective = n[3] != 0 || n[7] != 0 || n[11] != 0
        let upperDeterminant = Self.dot(rows[0], Self.cross(rows[1], rows[2]))
        guard upperDeterminant != 0 || (allowingSingular && !hasPerspective) else { return nil }

        var perspective = SIMD4<Double>(0, 0, 0, 1)
        if hasPerspective {
            // Solve N·p = c where N is the matrix with its last column set to (0, 0, 0, 1).
            var withoutPerspective = Transform3D(entries: n)
            withoutPerspective.m14 = 0; withoutPerspective.m24 = 0; withoutPerspective.m34 = 0; withoutPerspective.m44 = 1
            guard let inverse = withoutPerspective.inverted() else { return nil }
            let c = SIMD4(n[3], n[7], n[11], n[15]), i = inverse.entries
            perspective = SIMD4((0..<4).map { row in (0..<4).reduce(0.0) { $0 + i[row * 4 + $1] * c[$1] } })
        }

        // Gram–Schmidt: rows = diag(scale) · K · Q with K unit lower triangular (the skews).
        var scale = SIMD3<Double>.zero, skew = SIMD3<Double>.zero
        var q = rows
        scale.x = Self.length(q[0])
        q[0] = scale.x > 0 ? q[0] / scale.x : SIMD3(1, 0, 0)
        skew.x = Self.dot(q[0], q[1])
        q[1] -= skew.x * q[0]
        scale.y = Self.length(q[1])
        if scale.y > 0 { q[1] /= scale.y; skew.x /= scale.y } else { q[1] = Self.unitOrthogonal(to: q[0]); skew.x = 0 }
        skew.y = Self.dot(q[0], q[2])
        q[2] -= skew.y * q[0]
        skew.z = Self.dot(q[1], q[2])
        q[2] -= skew.z * q[1]
        scale.z = Self.length(q[2])
        if scale.z > 0 {
            q[2] /= scale.z; skew.y /= scale.z; skew.z /= scale.z
        } else {
            q[2] = Self.cross(q[0], q[1]); skew.y = 0; skew.z = 0
        }
        // A left-handed basis is a flip: negate it and the scales so that q is a rotation.
        if Self.dot(q[0], Self.cross(q[1], q[2])) < 0 {
            scale = -scale
            q = q.map { -$0 }
        }
        return Decomposition(translation: translation, scale: scale, skew: skew, perspective: perspective,
                             quaternion: Self.quaternion(rotationRows: q))
    }

    /// The transform recomposed from its components (the inverse of `decomposed()`, with m44
    /// normalised to 1 when there is no perspective).
    public init(_ d: Decomposition) {
        let q = Self.rotationRows(d.quaternion)
        let upper = [d.scale.x * q[0],
                     d.scale.y * (d.skew.x * q[0] + q[1]),
                     d.scale.z * (d.skew.y * q[0] + d.skew.z * q[1] + q[2])]
        let p = SIMD3(d.perspective.x, d.perspective.y, d.perspective.z)
        var e = [Double]()
        for row in upper { e += [row.x, row.y, row.z, Self.dot(row, p)] }
        e += [d.translation.x, d.translation.y, d.translation.z, Self.dot(d.translation, p) + d.perspective.w]
        self.init(entries: e)
    }

    static func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { (a * b).sum() }
    static func length(_ a: SIMD3<Double>) -> Double { dot(a, a).squareRoot() }
    static func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
    }

    /// A unit vector orthogonal to the unit vector `v`, from the axis least aligned with it.
    private static func unitOrthogonal(to v: SIMD3<Double>) -> SIMD3<Double> {
        let axis: SIMD3<Double> = abs(v.x) < 0.9 ? SIMD3(1, 0, 0) : SIMD3(0, 1, 0)
        let w = axis - dot(axis, v) * v
        return w / length(w)
    }
}
