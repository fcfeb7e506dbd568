extension TimingFunction {
    /// Writes control point `idx` of the curve as two Floats, x then y, into `values`
    /// (CAMediaTimingFunction.getControlPoint(at:values:)). Index 0 is the start (0, 0),
    /// 1 and 2 are the two Bézier control points, 3 is the end (1, 1).
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        precondition((0...3).contains(idx), "CAMediaTimingFunction.getControlPoint(at:values:): index \(idx) is not 0...3")
        let points = [Point(x: 0, y: 0), controlPoint1, controlPoint2, Point(x: 1, y: 1)]
        ptr[0] = Float(points[idx].x)
        ptr[1] = Float(points[idx].y)
    }
}
