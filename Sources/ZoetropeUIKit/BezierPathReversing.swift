extension UIBezierPath {
    /// A new path with the same shape traced the other way (UIBezierPath.reversing()): each
    /// subpath starts at its old end and runs back through its segments, curves keeping their
    /// shape with their control points swapped; a closed subpath stays closed, its closing line
    /// made explicit.
    public func reversing() -> UIBezierPath {
        var reversed = Path()
        var segments: [(start: CGPoint, end: CGPoint, element: Path.Element)] = []
        var subpathStart = CGPoint.zero
        var current = CGPoint.zero

        func flush(closed: Bool) {
            guard !segments.isEmpty else { return }
            if closed, current != subpathStart {
                segments.append((current, subpathStart, .line(to: subpathStart)))
            }
            reversed.move(to: segments[segments.count - 1].end)
            for (start, _, element) in segments.reversed() {
                switch element {
                case .line: reversed.addLine(to: start)
                case let .quadCurve(_, c): reversed.addQuadCurve(to: start, control: c)
                case let .curve(_, c1, c2): reversed.addCurve(to: start, control1: c2, control2: c1)
                case .move, .closeSubpath: break
                }
            }
            if closed { reversed.closeSubpath() }
            segments = []
        }

        for element in cgPath.elements {
            switch element {
            case .move(let p):
                flush(closed: false)
                subpathStart = p
                current = p
            case .closeSubpath:
                flush(closed: true)
                current = subpathStart
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
                segments.append((current, p, element))
                current = p
            }
        }
        flush(closed: false)
        return UIBezierPath(cgPath: reversed)
    }
}
