/// Paths interpolate (CAShapeLayer `path`) point by point when both have the same sequence of
/// element kinds; otherwise a value on its own switches from one to the other at the halfway
/// mark. Animations never get there: Core Animation leaves the result undefined for paths of
/// different structure, so an animation resamples such paths to one structure along their
/// length first (`resampledAlike`) and notes it when added. Adding and subtracting are
/// point-wise, on paths resampled alike when their structures differ, so an additive animation
/// onto a path of another structure still moves; the empty path is the neutral element.
extension Path: Interpolatable {
    public static var zero: Path { Path() }

    public func interpolated(to other: Path, fraction: Double) -> Path {
        guard let pairs = matchedElements(other) else { return fraction < 0.5 ? self : other }
        return Path(elements: pairs.map { a, b in a.combined(with: b) { $0.interpolated(to: $1, fraction: fraction) } })
    }

    public func adding(_ other: Path) -> Path {
        if isEmpty { return other }
        guard let pairs = matchedElements(other) ?? resampledPairs(other) else { return self }
        return Path(elements: pairs.map { a, b in a.combined(with: b) { $0.adding($1) } })
    }

    public func subtracting(_ other: Path) -> Path {
        guard let pairs = matchedElements(other) ?? resampledPairs(other) else { return self }
        return Path(elements: pairs.map { a, b in a.combined(with: b) { $0.subtracting($1) } })
    }

    /// True when both paths have the same element kinds in the same order.
    public func hasMatchingStructure(_ other: Path) -> Bool { matchedElements(other) != nil }

    private func matchedElements(_ other: Path) -> [(Element, Element)]? {
        guard elements.count == other.elements.count else { return nil }
        let pairs = Array(zip(elements, other.elements))
        return pairs.allSatisfy { $0.kind == $1.kind } ? pairs : nil
    }

    /// The elements of both paths resampled to one structure, paired.
    private func resampledPairs(_ other: Path) -> [(Element, Element)]? {
        let alike = Path.resampledAlike([self, other])
        return alike[0].matchedElements(alike[1])
    }
}

extension Path.Element {
    /// The element's case without its points.
    var kind: Int {
        switch self {
        case .move: return 0
        case .line: return 1
        case .quadCurve: return 2
        case .curve: return 3
        case .closeSubpath: return 4
        }
    }

    /// Combines corresponding points of two elements of the same kind.
    func combined(with other: Path.Element, _ f: (Point, Point) -> Point) -> Path.Element {
        switch (self, other) {
        case let (.move(a), .move(b)): return .move(to: f(a, b))
        case let (.line(a), .line(b)): return .line(to: f(a, b))
        case let (.quadCurve(a, ca), .quadCurve(b, cb)): return .quadCurve(to: f(a, b), control: f(ca, cb))
        case let (.curve(a, a1, a2), .curve(b, b1, b2)): return .curve(to: f(a, b), control1: f(a1, b1), control2: f(a2, b2))
        default: return self
        }
    }
}
