import Foundation
import MotionCore

extension LayerRenderer {
    /// Fills a `GradientLayer`'s bounds (rounded by `cornerRadius` and `maskedCorners`, as a
    /// background is) with its gradient. `startPoint` and `endPoint` are unit coordinates of the
    /// bounds; beyond the first and last stop the end colours continue.
    /// - axial: along the line from start to end;
    /// - radial: ellipses centred on start, the last stop on the ellipse through end with radii
    ///   |Δx| and |Δy| (in points); when one of them is 0 the other gives a circle;
    /// - conic: swept clockwise on screen around start, location 0 pointing at end
    ///   (see `drawConicGradient`).
    func drawGradient(_ gradient: GradientLayer, in context: CairoGraphicsContext) {
        let stops = gradient.stops
        let bounds = gradient.bounds
        guard !stops.isEmpty, bounds.width > 0, bounds.height > 0 else { return }
        func unit(_ p: Point) -> Point {
            Point(x: bounds.minX + p.x * bounds.width, y: bounds.minY + p.y * bounds.height)
        }
        let start = unit(gradient.startPoint), end = unit(gradient.endPoint)
        guard start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite else { return }
        context.saveGState()
        defer { context.restoreGState() }
        context.beginPath()
        context.addRoundedRect(bounds, radius: gradient.cornerRadius, corners: gradient.maskedCorners)
        context.clip()
        switch gradient.type {
        case .axial:
            context.drawLinearGradient(stops, start: start, end: end)
        case .radial:
            var rx = abs(end.x - start.x), ry = abs(end.y - start.y)
            if rx == 0 { rx = ry }
            if ry == 0 { ry = rx }
            guard rx > 0 else {
                // A zero-size ellipse: everything lies beyond the last stop.
                context.setFillColor(stops.max { $0.location < $1.location }!.color)
                context.fill(bounds)
                return
            }
            context.translateBy(x: start.x, y: start.y)
            context.scaleBy(x: rx, y: ry)
            context.drawRadialGradient(stops, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 1)
        case .conic:
            let angle = start == end ? 0 : atan2(end.y - start.y, end.x - start.x)
            context.drawConicGradient(stops, center: start, startAngle: angle)
        }
    }
}
