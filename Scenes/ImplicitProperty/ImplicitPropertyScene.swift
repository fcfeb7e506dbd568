import Zoetrope

/// Seed 004: `myLayer.property = 50` animates implicitly; set to 20 while still moving, the
/// animation is overridden and continues from the presentation value, without a jump.
public struct ImplicitPropertyScene: Scene, DefaultConstructible {
    public static let name = "implicit-property"
    public static let summary = "Seed 004: a standalone layer's custom property animates implicitly and is retargeted mid-flight"

    public init() {}

    public var size: Size { Size(width: 480, height: 200) }
    public var duration: Double { 2.8 }
    public var backgroundColor: Color? { Palette.background }

    static let firstSet = 0.3, secondSet = 0.9

    public func setUp(on stage: Stage) {
        let meter = MeterLayer()
        meter.name = "meter"
        meter.frame = Rect(x: 40, y: 40, width: 400, height: 100)
        stage.rootLayer.addSublayer(meter)

        let caption = CaptionLayer()
        caption.name = "caption"
        caption.frame = Rect(x: 40, y: 150, width: 400, height: 30)
        stage.rootLayer.addSublayer(caption)

        stage.at(Self.firstSet) {
            meter.property = 50
            caption.text = "myLayer.property = 50"
        }
        stage.at(Self.secondSet) {
            meter.property = 20
            caption.text = "myLayer.property = 20  (mid-flight)"
        }
    }
}

/// A one-line caption drawn from a layer property (switches without animation: strings do not
/// interpolate and the property is not animated).
final class CaptionLayer: Layer {
    @Animatable("text") var text: String = "myLayer.property = 10"

    override func draw(in context: GraphicsContext) {
        let style = TextStyle(font: Font(family: "DejaVu Sans Mono", size: 15), color: Palette.secondaryText)
        context.drawText(text, in: Rect(origin: .zero, size: bounds.size), style: style)
    }
}
