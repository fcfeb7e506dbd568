extension TraceFormat {
    /// `path` as SVG path data (`M0 0 L10 0 Q… C… Z`), each number with at most `decimals`
    /// decimals and no trailing zeros, so traces show a shape layer's path as SVG reads it.
    public static func svgPathData(_ path: Path, decimals: Int) -> String {
        func coordinates(_ points: Point...) -> String {
            points.map { "\(svgNumber($0.x, decimals: decimals)) \(svgNumber($0.y, decimals: decimals))" }.joined(separator: " ")
        }
        return path.elements.map { element in
            switch element {
            case let .move(p): "M" + coordinates(p)
            case let .line(p): "L" + coordinates(p)
            case let .quadCurve(p, c): "Q" + coordinates(c, p)
            case let .curve(p, c1, c2): "C" + coordinates(c1, c2, p)
            case .closeSubpath: "Z"
            }
        }.joined(separator: " ")
    }

    /// `value` as `number(_:decimals:)` writes it, less trailing zeros (and a trailing point).
    private static func svgNumber(_ value: Double, decimals: Int) -> String {
        var text = number(value, decimals: decimals)
        guard text.contains(".") else { return text }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
