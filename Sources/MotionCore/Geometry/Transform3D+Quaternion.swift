#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Rotations as unit quaternions (x, y, z, w) and as the rows of 3×3 rotation matrices in Core
/// Animation's row-vector layout (a point p maps to p·R).
extension Transform3D {
    /// The rows of the row-vector rotation matrix of a unit quaternion.
    static func rotationRows(_ q: SIMD4<Double>) -> [SIMD3<Double>] {
        let (x, y, z, w) = (q.x, q.y, q.z, q.w)
        return [SIMD3(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)),
                SIMD3(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)),
                SIMD3(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y))]
    }

    /// The unit quaternion of a row-vector rotation matrix, with w ≥ 0 (the convention of the CSS
    /// decomposition). Shepperd's method: stable also near half turns, where the CSS pseudo-code's
    /// sign tests lose the axis.
    static func quaternion(rotationRows q: [SIMD3<Double>]) -> SIMD4<Double> {
        // r(i, j) is the column-vector matrix entry, the transpose of the row-vector one.
        let r = { (i: Int, j: Int) in q[j][i] }
        let trace = r(0, 0) + r(1, 1) + r(2, 2)
        var result: SIMD4<Double>
        if trace > 0 {
            let s = 0.5 / (trace + 1).squareRoot()
            result = SIMD4((r(2, 1) - r(1, 2)) * s, (r(0, 2) - r(2, 0)) * s, (r(1, 0) - r(0, 1)) * s, 0.25 / s)
        } else if r(0, 0) > r(1, 1) && r(0, 0) > r(2, 2) {
            let s = 2 * (1 + r(0, 0) - r(1, 1) - r(2, 2)).squareRoot()
            result = SIMD4(0.25 * s, (r(0, 1) + r(1, 0)) / s, (r(0, 2) + r(2, 0)) / s, (r(2, 1) - r(1, 2)) / s)
        } else if r(1, 1) > r(2, 2) {
            let s = 2 * (1 + r(1, 1) - r(0, 0) - r(2, 2)).squareRoot()
            result = SIMD4((r(0, 1) + r(1, 0)) / s, 0.25 * s, (r(1, 2) + r(2, 1)) / s, (r(0, 2) - r(2, 0)) / s)
        } else {
            let s = 2 * (1 + r(2, 2) - r(0, 0) - r(1, 1)).squareRoot()
            result = SIMD4((r(0, 2) + r(2, 0)) / s, (r(1, 2) + r(2, 1)) / s, 0.25 * s, (r(1, 0) - r(0, 1)) / s)
        }
        if result.w < 0 { result = -result }
        return result / (result * result).sum().squareRoot()
    }

    /// Spherical linear interpolation as in CSS Transforms Level 2 ("Interpolation of decomposed 3D
    /// matrix values"): no flip to the shorter arc, like WebKit. Works for fractions outside [0, 1]
    /// (extrapolation); nearly equal quaternions use a normalised linear blend instead of WebKit's
    /// early return, so that tiny rotations still move.
    static func slerp(_ a: SIMD4<Double>, _ b: SIMD4<Double>, fraction t: Double) -> SIMD4<Double> {
        let product = min(max((a * b).sum(), -1), 1)
        if abs(product) > 1 - 1e-12 {
            let blended = a + (b - a) * t
            let length = (blended * blended).sum().squareRoot()
            return length > 0 ? blended / length : a
        }
        let theta = acos(product)
        let w = sin(t * theta) / (1 - product * product).squareRoot()
        return a * (cos(t * theta) - product * w) + b * w
    }

    /// Euler angles (x, y, z) with R = Rx · Ry · Rz in row-vector order (rotate about x first, then y,
    /// then z), each as CATransform3DMakeRotation about that axis.
    static func eulerAngles(rotationRows q: [SIMD3<Double>]) -> SIMD3<Double> {
        let y = asin(min(max(-q[0][2], -1), 1))
        if abs(cos(y)) < 1e-12 {
            // Gimbal lock: x and z rotate about the same axis; put it all in z.
            return SIMD3(0, y, atan2(-q[1][0], q[1][1]))
        }
        return SIMD3(atan2(q[1][2], q[2][2]), y, atan2(q[0][1], q[0][0]))
    }

    /// The quaternion of the rotation Rx · Ry · Rz (see `eulerAngles(rotationRows:)`).
    static func quaternion(eulerAngles e: SIMD3<Double>) -> SIMD4<Double> {
        let r = Transform3D(rotationAngle: e.x, x: 1, y: 0, z: 0)
            .concatenating(Transform3D(rotationAngle: e.y, x: 0, y: 1, z: 0))
            .concatenating(Transform3D(rotationAngle: e.z, x: 0, y: 0, z: 1))
        return quaternion(rotationRows: [SIMD3(r.m11, r.m12, r.m13), SIMD3(r.m21, r.m22, r.m23), SIMD3(r.m31, r.m32, r.m33)])
    }
}
