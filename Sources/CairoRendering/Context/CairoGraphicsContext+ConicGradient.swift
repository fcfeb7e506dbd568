import CCairo
import Foundation
import MotionCore

extension CairoGraphicsContext {
    /// Fills the clip with a conic (angular) gradient around `center`: location 0 points at
    /// `startAngle` (radians from +x toward +y, so clockwise on screen) and the locations sweep a
    /// full turn; before the first and after the last stop the end colours continue.
    ///
    /// Cairo has no conic gradient, so it is built as a Cairo mesh pattern of thin wedges (at most
    /// π/16 wide) reaching past the clip, each a Coons patch whose colour runs linearly with the
    /// angle from one edge to the other. Between stops the colour is thus exactly linear in the
    /// angle; the arcs are cubic Béziers, which only bend the wedges' outer edges (outside the clip).
    public func drawConicGradient(_ stops: [GradientStop], center: Point, startAngle: Double) {
        guard !state.isDegenerate, center.isFinite, startAngle.isFinite else { return }
        let ramp = Self.conicRamp(stops)
        guard !ramp.isEmpty, let radius = reachFromClip(center),
              let mesh = try? CairoPattern(taking: cairo_pattern_create_mesh(), call: "cairo_pattern_create_mesh") else { return }
        let maxWedge = Double.pi / 16
        for (from, to) in zip(ramp, ramp.dropFirst()) where to.location > from.location {
            let span = (to.location - from.location) * 2 * .pi
            let pieces = max(1, Int((span / maxWedge).rounded(.up)))
            for piece in 0..<pieces {
                let f0 = Double(piece) / Double(pieces), f1 = Double(piece + 1) / Double(pieces)
                let a0 = startAngle + 2 * .pi * (from.location + (to.location - from.location) * f0)
                let a1 = startAngle + 2 * .pi * (from.location + (to.location - from.location) * f1)
                addWedge(to: mesh.pointer, center: center, radius: radius, from: a0, to: a1,
                         colors: (from.color.mixed(with: to.color, by: f0), from.color.mixed(with: to.color, by: f1)))
            }
        }
        cairo_save(cr)
        cairo_set_source(cr, mesh.pointer)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// The stops sorted and clamped to [0, 1], with the end colours repeated at 0 and 1.
    private static func conicRamp(_ stops: [GradientStop]) -> [GradientStop] {
        let sorted = stops.filter { !$0.location.isNaN }.enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map { GradientStop(color: $0.element.color, location: min(max($0.element.location, 0), 1)) }
        guard let first = sorted.first, let last = sorted.last else { return [] }
        return [GradientStop(color: first.color, location: 0)] + sorted + [GradientStop(color: last.color, location: 1)]
    }

    /// A radius from `center` (user space) that reaches every corner of the clip, plus a margin.
    private func reachFromClip(_ center: Point) -> Double? {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        let corners = [(x0, y0), (x1, y0), (x0, y1), (x1, y1)]
        let reach = corners.map { hypot($0.0 - center.x, $0.1 - center.y) }.max() ?? 0
        guard reach.isFinite, x1 > x0, y1 > y0 else { return nil }
        return reach * 1.1 + 1
    }

    /// One wedge patch: centre → arc start → (arc) → arc end → centre, with `colors.0` along the
    /// start edge and `colors.1` along the end edge.
    private func addWedge(to mesh: OpaquePointer, center: Point, radius: Double, from a0: Double, to a1: Double,
                          colors: (Color, Color)) {
        let k = 4.0 / 3.0 * tan((a1 - a0) / 4)
        func point(_ a: Double) -> (Double, Double) { (center.x + radius * cos(a), center.y + radius * sin(a)) }
        let p0 = point(a0), p1 = point(a1)
        cairo_mesh_pattern_begin_patch(mesh)
        cairo_mesh_pattern_move_to(mesh, center.x, center.y)
        cairo_mesh_pattern_line_to(mesh, p0.0, p0.1)
        cairo_mesh_pattern_curve_to(mesh, p0.0 - k * radius * sin(a0), p0.1 + k * radius * cos(a0),
                                    p1.0 + k * radius * sin(a1), p1.1 - k * radius * cos(a1), p1.0, p1.1)
        cairo_mesh_pattern_line_to(mesh, center.x, center.y)
        for (corner, color) in [(0, colors.0), (1, colors.0), (2, colors.1), (3, colors.1)] {
            func unit(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
            cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), unit(color.red), unit(color.green),
                                                     unit(color.blue), unit(color.alpha) * state.alpha)
        }
        cairo_mesh_pattern_end_patch(mesh)
    }
}

private extension Color {
    /// Straight-alpha linear mix: `self` at 0, `other` at 1.
    func mixed(with other: Color, by f: Double) -> Color {
        Color(red: red + (other.red - red) * f, green: green + (other.green - green) * f,
              blue: blue + (other.blue - blue) * f, alpha: alpha + (other.alpha - alpha) * f)
    }
}
