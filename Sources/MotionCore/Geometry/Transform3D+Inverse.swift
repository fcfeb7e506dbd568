extension Transform3D {
    /// The determinant of the 4×4 matrix.
    public var determinant: Double {
        let e = entries
        func minor(_ r: [Int], _ c: [Int]) -> Double {
            let m = { (i: Int, j: Int) in e[r[i] * 4 + c[j]] }
            return m(0, 0) * (m(1, 1) * m(2, 2) - m(1, 2) * m(2, 1))
                - m(0, 1) * (m(1, 0) * m(2, 2) - m(1, 2) * m(2, 0))
                + m(0, 2) * (m(1, 0) * m(2, 1) - m(1, 1) * m(2, 0))
        }
        var sum = 0.0
        for column in 0..<4 {
            let others = (0..<4).filter { $0 != column }
            let sign: Double = column % 2 == 0 ? 1 : -1
            sum += sign * e[column] * minor([1, 2, 3], others)
        }
        return sum
    }

    /// The inverse transform (CATransform3DInvert), or nil when the matrix is singular or not finite.
    ///
    /// Gauss–Jordan elimination with partial pivoting; a pivot smaller than 1e-14 times the largest
    /// entry counts as singular.
    public func inverted() -> Transform3D? {
        var a = entries
        guard a.allSatisfy(\.isFinite) else { return nil }
        let tolerance = 1e-14 * (a.map(abs).max() ?? 0)
        var inverse = Transform3D.identity.entries
        for column in 0..<4 {
            let pivotRow = (column..<4).max { abs(a[$0 * 4 + column]) < abs(a[$1 * 4 + column]) }!
            let pivot = a[pivotRow * 4 + column]
            guard abs(pivot) > tolerance else { return nil }
            if pivotRow != column {
                for j in 0..<4 {
                    a.swapAt(pivotRow * 4 + j, column * 4 + j)
                    inverse.swapAt(pivotRow * 4 + j, column * 4 + j)
                }
            }
            for j in 0..<4 {
                a[column * 4 + j] /= pivot
                inverse[column * 4 + j] /= pivot
            }
            for row in 0..<4 where row != column {
                let factor = a[row * 4 + column]
                guard factor != 0 else { continue }
                for j in 0..<4 {
                    a[row * 4 + j] -= factor * a[column * 4 + j]
                    inverse[row * 4 + j] -= factor * inverse[column * 4 + j]
                }
            }
        }
        return Transform3D(entries: inverse)
    }
}
