import Foundation
import Zoetrope

/// A city's postcard drawn with vector paths: a sky gradient, the sun, two skyline layers and
/// the landmark silhouette. It scales with its bounds, so the card's expansion re-lays it out.
final class CityIllustrationLayer: Layer {
    var city: City?

    required init() { super.init() }

    required init(layer: Any) {
        city = (layer as? CityIllustrationLayer)?.city
        super.init(layer: layer)
    }

    override func draw(in context: GraphicsContext) {
        guard let city else { return }
        let size = bounds.size
        guard size.width > 0, size.height > 0 else { return }
        context.saveGState()
        context.addRect(Rect(origin: .zero, size: size))
        context.clip()
        let stops = city.sky.enumerated().map {
            GradientStop(color: $0.element, location: Double($0.offset) / Double(max(city.sky.count - 1, 1)))
        }
        context.drawLinearGradient(stops, start: .zero, end: Point(x: 0, y: size.height))

        let ground = size.height * 0.86
        context.setFillColor(city.sun)
        context.beginPath()
        context.addArc(center: Point(x: size.width * 0.74, y: size.height * 0.26), radius: min(size.width, size.height) * 0.09,
                       startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        context.fillPath()

        drawSkyline(context, width: size.width, ground: ground, maxHeight: size.height * 0.22, seed: city.name.count * 7 + 3,
                    color: city.skyline.withAlphaComponent(0.55))
        let landmarkHeight = size.height * 0.62
        let landmarkWidth = min(size.width * 0.56, landmarkHeight * 0.72)
        context.setFillColor(city.foreground)
        context.beginPath()
        context.addPath(LandmarkPaths.path(for: city.landmark,
                                           in: Rect(x: size.width * 0.36 - landmarkWidth / 2, y: ground - landmarkHeight,
                                                    width: landmarkWidth, height: landmarkHeight)))
        context.fillPath()
        drawSkyline(context, width: size.width, ground: ground, maxHeight: size.height * 0.12, seed: city.name.count * 13 + 1,
                    color: city.skyline)
        context.setFillColor(city.foreground)
        context.fill(Rect(x: 0, y: ground, width: size.width, height: size.height - ground))
        context.restoreGState()
    }

    /// A row of buildings whose heights come from a fixed linear congruential sequence.
    private func drawSkyline(_ context: GraphicsContext, width: Double, ground: Double, maxHeight: Double, seed: Int,
                             color: Color) {
        var state = UInt64(seed)
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 33) / Double(1 << 31)
        }
        context.setFillColor(color)
        var x = -4.0
        while x < width {
            let w = 14 + next() * 22
            let h = maxHeight * (0.35 + next() * 0.65)
            context.fill(Rect(x: x, y: ground - h, width: w - 2, height: h + 1))
            x += w
        }
    }
}

/// The view hosting a city illustration.
final class CityIllustrationView: View {
    override class var layerClass: AnyClass { CityIllustrationLayer.self }

    init(city: City) {
        super.init()
        (layer as? CityIllustrationLayer)?.city = city
    }
}
