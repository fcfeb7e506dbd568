/// Transform animation follows Core Animation and CSS Transforms Level 2:
///
/// - **Interpolation** decomposes both ends and blends the parts, so a rotation animates as a
///   rotation instead of shrinking through the entry-wise average. When both ends are affine the
///   2-D decomposition is used (translation, scale, angle the shorter way round, shear); otherwise
///   the 3-D one (translation, scale, skew, perspective linearly, rotation quaternion by slerp).
///   Perspective (m34) is a component of its own and is kept. When an end cannot be decomposed
///   (a singular matrix such as scale 0, or m44 = 0) the entries are blended one by one.
/// - **Addition** concatenates, as additive and cumulative transform animations do in Core
///   Animation: `base.adding(delta)` applies `delta` first, in the layer's own coordinates, then
///   `base` — the order of CATransform3DTranslate/Scale/Rotate(base, …). Its identity, `zero`, is
///   the identity transform.
/// - **Subtraction** undoes that: `a.subtracting(b)` is `a` concatenated with the inverse of `b`,
///   so `b.adding(a.subtracting(b)) == a`. When `b` is singular there is no inverse and the
///   entry-wise difference is returned.
extension Transform3D: Interpolatable {
    /// The identity transform: the neutral element of concatenation.
    public static var zero: Transform3D { .identity }

    public func interpolated(to other: Transform3D, fraction: Double) -> Transform3D {
        if fraction == 0 { return self }
        if fraction == 1 { return other }
        if isAffine && other.isAffine, isFinite, other.isFinite {
            return Decomposition2D(self).interpolated(to: Decomposition2D(other), fraction: fraction).transform
        }
        guard let from = decomposed(), let to = other.decomposed() else {
            return entrywiseInterpolated(to: other, fraction: fraction)
        }
        let f = fraction
        return Transform3D(Decomposition(translation: from.translation + (to.translation - from.translation) * f,
                                         scale: from.scale + (to.scale - from.scale) * f,
                                         skew: from.skew + (to.skew - from.skew) * f,
                                         perspective: from.perspective + (to.perspective - from.perspective) * f,
                                         quaternion: Self.slerp(from.quaternion, to.quaternion, fraction: f)))
    }

    /// Concatenation: `other` first, then `self` (see the extension's notes).
    public func adding(_ other: Transform3D) -> Transform3D { other.concatenating(self) }

    /// `self` concatenated with the inverse of `other`; entry-wise difference when `other` is singular.
    public func subtracting(_ other: Transform3D) -> Transform3D {
        guard let inverse = other.inverted() else {
            return Transform3D(entries: zip(entries, other.entries).map { $0 - $1 })
        }
        return concatenating(inverse)
    }

    /// Blends the 16 entries independently.
    public func entrywiseInterpolated(to other: Transform3D, fraction: Double) -> Transform3D {
        Transform3D(entries: zip(entries, other.entries).map { $0.interpolated(to: $1, fraction: fraction) })
    }

    /// True when every entry is a finite number.
    public var isFinite: Bool { entries.allSatisfy(\.isFinite) }
}
