import Foundation
import Zoetrope

/// The clock of seed 000's opening example: `hourHand` and `minuteHand` are custom animatable
/// properties (hours on a 12-hour dial, minutes), drawn as hands from presentation values.
final class ClockLayer: Layer {
    @Animatable("hourHand") var hourHand: Double = 7
    @Animatable("minuteHand") var minuteHand: Double = 0

    override func draw(in context: GraphicsContext) {
        let size = min(bounds.width, bounds.height)
        let center = Point(x: bounds.width / 2, y: bounds.height / 2)
        let radius = size / 2 - 4

        context.setFillColor(Palette.card)
        context.beginPath()
        context.addArc(center: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        context.fillPath()
        context.setStrokeColor(Palette.track)
        context.setLineWidth(6)
        context.beginPath()
        context.addArc(center: center, radius: radius - 3, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        context.strokePath()

        drawTicks(context, center: center, radius: radius)
        drawNumerals(context, center: center, radius: radius)

        // The hour hand follows the minutes too, as on a real dial.
        drawHand(context, center: center, angle: (hourHand + minuteHand / 60) / 12 * 2 * .pi,
                 length: radius * 0.5, width: 8, color: Palette.text)
        drawHand(context, center: center, angle: minuteHand / 60 * 2 * .pi,
                 length: radius * 0.78, width: 5, color: Palette.accent)
        context.setFillColor(Palette.text)
        context.beginPath()
        context.addArc(center: center, radius: 7, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        context.fillPath()
    }

    private func drawTicks(_ context: GraphicsContext, center: Point, radius: Double) {
        context.setLineCap(.round)
        for tick in 0..<60 {
            let isHour = tick % 5 == 0
            let angle = Double(tick) / 60 * 2 * .pi
            let outer = radius - 14, inner = radius - (isHour ? 30 : 20)
            context.setStrokeColor(isHour ? Palette.text : Palette.secondaryText)
            context.setLineWidth(isHour ? 4 : 1.5)
            context.beginPath()
            context.move(to: point(center, angle, inner))
            context.addLine(to: point(center, angle, outer))
            context.strokePath()
        }
    }

    private func drawNumerals(_ context: GraphicsContext, center: Point, radius: Double) {
        let style = TextStyle(font: Palette.font(radius * 0.14, .semibold), color: Palette.text, alignment: .center)
        for hour in 1...12 {
            let p = point(center, Double(hour) / 12 * 2 * .pi, radius - 52)
            context.drawText("\(hour)", in: Rect(x: p.x - 30, y: p.y - 20, width: 60, height: 40), style: style)
        }
    }

    private func drawHand(_ context: GraphicsContext, center: Point, angle: Double, length: Double, width: Double,
                          color: Color) {
        context.setStrokeColor(color)
        context.setLineWidth(width)
        context.setLineCap(.round)
        context.beginPath()
        context.move(to: point(center, angle + .pi, length * 0.15))
        context.addLine(to: point(center, angle, length))
        context.strokePath()
    }

    /// The point at `distance` from `center` in the direction of `angle`, clockwise from 12.
    private func point(_ center: Point, _ angle: Double, _ distance: Double) -> Point {
        Point(x: center.x + sin(angle) * distance, y: center.y - cos(angle) * distance)
    }
}

/// A view mirroring the clock layer's hands, so they animate inside `View.animate`.
final class ClockView: View {
    override class var layerClass: AnyClass { ClockLayer.self }
    private var clock: ClockLayer { layer as! ClockLayer }

    var hourHand: Double {
        get { clock.hourHand }
        set { clock.hourHand = newValue }
    }
    var minuteHand: Double {
        get { clock.minuteHand }
        set { clock.minuteHand = newValue }
    }
}
