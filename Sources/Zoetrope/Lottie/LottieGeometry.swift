import Foundation

/// The paths of a group's geometry items (`rc`, `el`, `sr`, `sh`) as one animated path: a lone `sh`
/// keeps its keyframes and easing; fixed items are joined once; anything else (an animated
/// rectangle or ellipse, several animated paths) is sampled at every frame of its keyframes'
/// span, exact at frames and straight between them.
enum LottieGeometry {
    /// Bodymovin's ellipse constant: the control-point distance of a quarter circle, in radii.
    static let kappa = 0.5519150244935105707435627

    /// `rounding`: the radius of a Round Corners item (`rd`) applying to the items; a rounded path
    /// is sampled like a joined one.
    static func path(of items: [LottieShape], rounding: LottieAnimated<[Double]>? = nil) -> LottieAnimated<Path> {
        if rounding == nil, items.count == 1, case .path(let bezier) = items[0] { return bezier.map(\.path) }
        func sample(_ frame: Double) -> Path {
            let path = joined(items, atFrame: frame)
            guard let rounding else { return path }
            return LottieRoundedCorners.round(path, radius: rounding.scalar(atFrame: frame))
        }
        let ranges = items.flatMap(Self.frameRanges) + [rounding?.frameRange].compactMap { $0 }
        guard let first = ranges.map(\.lowerBound).min(), let last = ranges.map(\.upperBound).max() else {
            return .fixed(sample(0))
        }
        return sampled(from: first, to: last, sample)
    }

    /// Keyframes of `sample` at every whole frame from `first` to `last` (and at both ends), linear between.
    static func sampled<Value>(from first: Double, to last: Double, _ sample: (Double) -> Value) -> LottieAnimated<Value> {
        var frames = [first]
        var frame = first.rounded(.down) + 1
        while frame < last { frames.append(frame); frame += 1 }
        if last > first { frames.append(last) }
        return frames.count == 1 ? .fixed(sample(first)) : .keyframed(frames.map { LottieKeyframe(frame: $0, value: sample($0)) })
    }

    private static func frameRanges(_ item: LottieShape) -> [ClosedRange<Double>] {
        switch item {
        case let .rectangle(position, size, roundness, _): [position.frameRange, size.frameRange, roundness.frameRange].compactMap { $0 }
        case let .ellipse(position, size, _): [position.frameRange, size.frameRange].compactMap { $0 }
        case let .path(bezier): [bezier.frameRange].compactMap { $0 }
        case let .polystar(star): star.properties.compactMap(\.frameRange)
        default: []
        }
    }

    private static func joined(_ items: [LottieShape], atFrame frame: Double) -> Path {
        var path = Path()
        for item in items { path.addPath(self.path(of: item, atFrame: frame)) }
        return path
    }

    /// One item's path at `frame`, drawn as Bodymovin draws it: a rectangle from its top right
    /// corner and an ellipse from its top, clockwise (`d` 3 reverses: counter-clockwise).
    static func path(of item: LottieShape, atFrame frame: Double) -> Path {
        switch item {
        case let .rectangle(position, size, roundness, reversed):
            let p = position.value(atFrame: frame), s = size.value(atFrame: frame)
            let w = s.first ?? 0, h = s.count > 1 ? s[1] : 0
            let r = min(max(roundness.scalar(atFrame: frame), 0), min(w, h) / 2)
            return rectangle(center: LottieTransformLayers.point(p), width: w, height: h, radius: r, reversed: reversed)
        case let .ellipse(position, size, reversed):
            let p = LottieTransformLayers.point(position.value(atFrame: frame)), s = size.value(atFrame: frame)
            return ellipse(center: p, rx: (s.first ?? 0) / 2, ry: (s.count > 1 ? s[1] : 0) / 2, reversed: reversed)
        case let .polystar(star):
            return polystar(star, atFrame: frame)
        case let .path(bezier):
            return bezier.value(atFrame: frame) { $0.interpolated(to: $1, fraction: $2) }.path
        default:
            return Path()
        }
    }

    static func rectangle(center c: Point, width w: Double, height h: Double, radius r: Double, reversed: Bool) -> Path {
        let left = c.x - w / 2, right = c.x + w / 2, top = c.y - h / 2, bottom = c.y + h / 2
        // Corners clockwise from the top right: each is (corner, the point before, the point after).
        var corners: [(Point, Point, Point)] = [
            (Point(x: right, y: top), Point(x: right - r, y: top), Point(x: right, y: top + r)),
            (Point(x: right, y: bottom), Point(x: right, y: bottom - r), Point(x: right - r, y: bottom)),
            (Point(x: left, y: bottom), Point(x: left + r, y: bottom), Point(x: left, y: bottom - r)),
            (Point(x: left, y: top), Point(x: left, y: top + r), Point(x: left + r, y: top)),
        ]
        if reversed { corners = corners.reversed().map { ($0.0, $0.2, $0.1) } }
        var path = Path()
        for (index, (corner, before, after)) in corners.enumerated() {
            if index == 0 { path.move(to: before) } else { path.addLine(to: before) }
            guard r > 0 else { continue }
            path.addCurve(to: after, control1: before.interpolated(to: corner, fraction: kappa),
                         control2: after.interpolated(to: corner, fraction: kappa))
        }
        path.closeSubpath()
        return path
    }

    /// A star's points alternate between the outer and inner radius, a polygon's lie on the outer;
    /// the first is straight up, turned clockwise by the rotation (Bodymovin's polystar). A point
    /// with roundness has tangents along the circle through it, each reaching roundness × a quarter
    /// of the arc of its radius between two points (2π r / 4n for n points).
    static func polystar(_ star: LottiePolystar, atFrame frame: Double) -> Path {
        let centre = LottieTransformLayers.point(star.position.value(atFrame: frame))
        let count = min(max(Int(star.points.scalar(atFrame: frame).rounded()), 0), 10_000)
        let outer = star.outerRadius.scalar(atFrame: frame), inner = star.innerRadius.scalar(atFrame: frame)
        let outerRoundness = star.outerRoundness.scalar(atFrame: frame) / 100, innerRoundness = star.innerRoundness.scalar(atFrame: frame) / 100
        let vertices = star.isStar ? 2 * count : count
        guard vertices > 2 else { return Path() }
        let direction = star.reversed ? -1.0 : 1.0
        let start = (star.rotation.scalar(atFrame: frame) - 90) * .pi / 180, step = 2 * .pi / Double(vertices) * direction
        var bezier = LottieBezier(closed: true, vertices: [], inTangents: [], outTangents: [])
        for index in 0..<vertices {
            let isInner = star.isStar && index % 2 == 1
            let radius = isInner ? inner : outer
            let angle = start + step * Double(index)
            // Along the circle, in the direction the points are drawn.
            let reach = 2 * .pi * radius / Double(4 * count) * (isInner ? innerRoundness : outerRoundness) * direction
            let along = Point(x: -sin(angle) * reach, y: cos(angle) * reach)
            bezier.vertices.append(Point(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle)))
            bezier.outTangents.append(along)
            bezier.inTangents.append(Point(x: -along.x, y: -along.y))
        }
        guard outerRoundness != 0 || innerRoundness != 0 else { return straightPolygon(bezier.vertices) }
        return bezier.path
    }

    private static func straightPolygon(_ vertices: [Point]) -> Path {
        var path = Path()
        for (index, point) in vertices.enumerated() {
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
        return path
    }

    static func ellipse(center c: Point, rx: Double, ry: Double, reversed: Bool) -> Path {
        let kx = rx * kappa, ky = ry * kappa
        let top = Point(x: c.x, y: c.y - ry), right = Point(x: c.x + rx, y: c.y), bottom = Point(x: c.x, y: c.y + ry), left = Point(x: c.x - rx, y: c.y)
        var path = Path()
        path.move(to: top)
        if reversed {
            path.addCurve(to: left, control1: Point(x: c.x - kx, y: top.y), control2: Point(x: left.x, y: c.y - ky))
            path.addCurve(to: bottom, control1: Point(x: left.x, y: c.y + ky), control2: Point(x: c.x - kx, y: bottom.y))
            path.addCurve(to: right, control1: Point(x: c.x + kx, y: bottom.y), control2: Point(x: right.x, y: c.y + ky))
            path.addCurve(to: top, control1: Point(x: right.x, y: c.y - ky), control2: Point(x: c.x + kx, y: top.y))
        } else {
            path.addCurve(to: right, control1: Point(x: c.x + kx, y: top.y), control2: Point(x: right.x, y: c.y - ky))
            path.addCurve(to: bottom, control1: Point(x: right.x, y: c.y + ky), control2: Point(x: c.x + kx, y: bottom.y))
            path.addCurve(to: left, control1: Point(x: c.x - kx, y: bottom.y), control2: Point(x: left.x, y: c.y + ky))
            path.addCurve(to: top, control1: Point(x: left.x, y: c.y - ky), control2: Point(x: c.x - kx, y: top.y))
        }
        path.closeSubpath()
        return path
    }
}
