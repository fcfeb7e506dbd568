#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension Transform3D {
    /// The CSS Transforms "Decomposing a 2D matrix" split of an affine transform, used when both ends
    /// of an interpolation are affine (as WebKit does): in row-vector order the 2×2 part is
    /// diag(scale) · remainder · rotation(angle), then translation. Always succeeds for finite input.
    struct Decomposition2D {
        var translation: SIMD2<Double>
        var scale: SIMD2<Double>
        /// Rotation about z in radians, in (−π, π].
        var angle: Double
        /// What is left after scale and rotation: rows (1, 0) and (m21, m22) — the shear.
        var remainder: SIMD4<Double>

        init(_ t: Transform3D) {
            translation = SIMD2(t.m41, t.m42)
            var row0 = SIMD2(t.m11, t.m12), row1 = SIMD2(t.m21, t.m22)
            scale = SIMD2(((row0 * row0).sum()).squareRoot(), ((row1 * row1).sum()).squareRoot())
            // A negative determinant is a flip: put it on the axis whose unit vectors agree least.
            if row0.x * row1.y - row0.y * row1.x < 0 {
                if row0.x < row1.y { scale.x = -scale.x } else { scale.y = -scale.y }
            }
            // A collapsed axis keeps a unit direction (x, or perpendicular to x) so that it can grow
            // back linearly; the CSS pseudo-code leaves it zero, which squares the scale on the way.
            row0 = scale.x != 0 ? row0 / scale.x : SIMD2(1, 0)
            row1 = scale.y != 0 ? row1 / scale.y : SIMD2(-row0.y, row0.x)
            angle = atan2(row0.y, row0.x)
            // remainder = row · rotation(−angle).
            let (c, s) = (cos(angle), sin(angle))
            remainder = SIMD4(row0.x * c + row0.y * s, -row0.x * s + row0.y * c,
                              row1.x * c + row1.y * s, -row1.x * s + row1.y * c)
        }

        /// The affine transform of these components (z row and perspective left as identity).
        var transform: Transform3D {
            let (c, s) = (cos(angle), sin(angle))
            let r = remainder
            var t = Transform3D.identity
            t.m11 = scale.x * (r[0] * c - r[1] * s); t.m12 = scale.x * (r[0] * s + r[1] * c)
            t.m21 = scale.y * (r[2] * c - r[3] * s); t.m22 = scale.y * (r[2] * s + r[3] * c)
            t.m41 = translation.x; t.m42 = translation.y
            return t
        }

        /// CSS interpolation of decomposed 2D matrices: a flip of x at one end and of y at the other
        /// becomes a half-turn, and the angle takes the shorter way round; all parts blend linearly.
        func interpolated(to other: Decomposition2D, fraction f: Double) -> Decomposition2D {
            var from = self, to = other
            if (from.scale.x < 0 && to.scale.y < 0) || (from.scale.y < 0 && to.scale.x < 0) {
                from.scale = -from.scale
                from.angle += from.angle < 0 ? Double.pi : -Double.pi
            }
            if abs(from.angle - to.angle) > Double.pi {
                if from.angle > to.angle { from.angle -= 2 * Double.pi } else { to.angle -= 2 * Double.pi }
            }
            var result = from
            result.translation = from.translation + (to.translation - from.translation) * f
            result.scale = from.scale + (to.scale - from.scale) * f
            result.angle = from.angle + (to.angle - from.angle) * f
            result.remainder = from.remainder + (to.remainder - from.remainder) * f
            return result
        }
    }
}
