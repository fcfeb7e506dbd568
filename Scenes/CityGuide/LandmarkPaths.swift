import Zoetrope

/// Landmark silhouettes as paths in a box of `size`, standing on its bottom edge.
enum LandmarkPaths {
    static func path(for landmark: City.Landmark, in box: Rect) -> Path {
        let unit: Path
        switch landmark {
        case .eiffelTower: unit = eiffelTower()
        case .bigBen: unit = bigBen()
        case .empireState: unit = empireState()
        case .mountFuji: unit = mountFuji()
        case .operaHouse: unit = operaHouse()
        }
        // Unit shapes are drawn with y up from 0 (ground) to 1 (top), x from 0 to 1.
        let transform = AffineTransform(a: box.width, b: 0, c: 0, d: -box.height, tx: box.minX, ty: box.maxY)
        return unit.applying(transform)
    }

    private static func polygon(_ points: [(Double, Double)]) -> Path {
        var path = Path()
        path.move(to: Point(x: points[0].0, y: points[0].1))
        points.dropFirst().forEach { path.addLine(to: Point(x: $0.0, y: $0.1)) }
        path.closeSubpath()
        return path
    }

    private static func eiffelTower() -> Path {
        var path = Path()
        // Legs curving in to the first platform, an arch between them.
        path.move(to: Point(x: 0.1, y: 0))
        path.addQuadCurve(to: Point(x: 0.34, y: 0.3), control: Point(x: 0.26, y: 0.1))
        path.addLine(to: Point(x: 0.66, y: 0.3))
        path.addQuadCurve(to: Point(x: 0.9, y: 0), control: Point(x: 0.74, y: 0.1))
        path.addLine(to: Point(x: 0.72, y: 0))
        path.addQuadCurve(to: Point(x: 0.28, y: 0), control: Point(x: 0.5, y: 0.2))
        path.closeSubpath()
        path.addPath(polygon([(0.3, 0.3), (0.7, 0.3), (0.7, 0.33), (0.3, 0.33)]))
        var upper = Path()
        upper.move(to: Point(x: 0.35, y: 0.33))
        upper.addQuadCurve(to: Point(x: 0.46, y: 0.62), control: Point(x: 0.42, y: 0.45))
        upper.addLine(to: Point(x: 0.485, y: 0.95))
        upper.addLine(to: Point(x: 0.5, y: 1.0))
        upper.addLine(to: Point(x: 0.515, y: 0.95))
        upper.addLine(to: Point(x: 0.54, y: 0.62))
        upper.addQuadCurve(to: Point(x: 0.65, y: 0.33), control: Point(x: 0.58, y: 0.45))
        upper.closeSubpath()
        path.addPath(upper)
        path.addPath(polygon([(0.43, 0.6), (0.57, 0.6), (0.57, 0.62), (0.43, 0.62)]))
        return path
    }

    private static func bigBen() -> Path {
        var path = polygon([(0.38, 0), (0.62, 0), (0.62, 0.62), (0.64, 0.64), (0.64, 0.72), (0.6, 0.74),
                            (0.5, 1.0), (0.4, 0.74), (0.36, 0.72), (0.36, 0.64), (0.38, 0.62)])
        // Parliament wings on both sides.
        path.addPath(polygon([(0.0, 0), (0.38, 0), (0.38, 0.22), (0.3, 0.22), (0.3, 0.26), (0.22, 0.26),
                              (0.22, 0.22), (0.0, 0.22)]))
        path.addPath(polygon([(0.62, 0), (1.0, 0), (1.0, 0.2), (0.8, 0.2), (0.8, 0.3), (0.74, 0.3), (0.74, 0.2), (0.62, 0.2)]))
        return path
    }

    private static func empireState() -> Path {
        polygon([(0.25, 0), (0.75, 0), (0.75, 0.45), (0.68, 0.45), (0.68, 0.6), (0.62, 0.6), (0.62, 0.7),
                 (0.57, 0.7), (0.57, 0.78), (0.53, 0.78), (0.51, 0.92), (0.5, 1.0), (0.49, 0.92), (0.47, 0.78),
                 (0.43, 0.78), (0.43, 0.7), (0.38, 0.7), (0.38, 0.6), (0.32, 0.6), (0.32, 0.45), (0.25, 0.45)])
    }

    private static func mountFuji() -> Path {
        var path = Path()
        path.move(to: Point(x: -0.1, y: 0))
        path.addQuadCurve(to: Point(x: 0.4, y: 0.92), control: Point(x: 0.28, y: 0.3))
        path.addLine(to: Point(x: 0.6, y: 0.92))
        path.addQuadCurve(to: Point(x: 1.1, y: 0), control: Point(x: 0.72, y: 0.3))
        path.closeSubpath()
        return path
    }

    private static func operaHouse() -> Path {
        var path = polygon([(0.0, 0), (1.0, 0), (1.0, 0.1), (0.0, 0.1)])
        for (start, peak, end, height) in [(0.05, 0.3, 0.38, 0.55), (0.3, 0.52, 0.6, 0.75), (0.52, 0.74, 0.82, 0.62),
                                           (0.74, 0.9, 0.98, 0.42)] {
            var sail = Path()
            sail.move(to: Point(x: start, y: 0.1))
            sail.addQuadCurve(to: Point(x: peak, y: height), control: Point(x: start + 0.02, y: height * 0.8))
            sail.addLine(to: Point(x: end, y: 0.1))
            sail.closeSubpath()
            path.addPath(sail)
        }
        return path
    }
}
