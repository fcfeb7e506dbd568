#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A Lottie radial gradient (`gf`/`gs` with `t` 2), which Core Animation's radial gradient cannot
/// express: a circle about `center` through `edge`, its first stop at a focal point moved from the
/// centre by the highlight — `highlightLength` (a fraction of the radius, held inside ±0.99)
/// along the direction from the centre to the edge turned by `highlightAngle` degrees — as
/// Bodymovin players draw it (SVG's `fx`/`fy`, a canvas gradient between two circles). The points
/// are in the layer's bounds coordinates; all four animate.
final class LottieRadialGradientLayer: GradientLayer {
    @Animatable var center: Point = .zero
    @Animatable var edge: Point = .zero
    @Animatable var highlightLength: Double = 0
    @Animatable var highlightAngle: Double = 0

    override func draw(in context: GraphicsContext) {
        let stops = self.stops, box = bounds
        let radius = center.distance(to: edge)
        guard !stops.isEmpty, box.width > 0, box.height > 0, radius.isFinite, radius > 0 else { return }
        let direction = atan2(edge.y - center.y, edge.x - center.x) + highlightAngle * .pi / 180
        let reach = radius * min(max(highlightLength, -0.99), 0.99)
        let focus = Point(x: center.x + reach * cos(direction), y: center.y + reach * sin(direction))
        context.saveGState()
        context.beginPath()
        context.addRect(box)
        context.clip()
        context.drawRadialGradient(stops, startCenter: focus, startRadius: 0, endCenter: center, endRadius: radius)
        context.restoreGState()
    }
}
