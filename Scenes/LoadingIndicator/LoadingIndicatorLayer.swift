import Zoetrope

/// Seed 000's OCLayer/SWLayer: a layer with an animatable `percent`, drawn as a bar and a
/// number — here in one line instead of initWithLayer/needsDisplayForKey/actionForKey.
final class LoadingIndicatorLayer: Layer {
    @Animatable("percent") var percent: Double = 0

    /// The text the label shows: floor(percent), as the article's "%.0f" of floorf(percent)
    /// (a spring may carry it past 100 for a moment, which the label shows honestly).
    static func labelText(for percent: Double) -> String {
        guard percent.isFinite else { return "–" }
        return "\(Int(percent.rounded(.down)))%"
    }

    /// Draws from this (presentation) layer's values: track, bar of width percent/100, label.
    override func draw(in context: GraphicsContext) {
        let bounds = self.bounds
        let barHeight = 12.0
        let track = Rect(x: 0, y: bounds.height - barHeight, width: bounds.width, height: barHeight)
        context.setFillColor(Palette.track)
        context.beginPath()
        context.addPath(Path(roundedRect: track, cornerRadius: barHeight / 2))
        context.fillPath()

        // The bar follows percent, overshoot included.
        let fraction = max(percent / 100, 0)
        let fill = Rect(x: 0, y: track.minY, width: track.width * fraction, height: barHeight)
        if fill.width > 0 {
            context.setFillColor(Palette.accent)
            context.beginPath()
            context.addPath(Path(roundedRect: fill, cornerRadius: min(barHeight, fill.width) / 2))
            context.fillPath()
        }

        let style = TextStyle(font: Palette.font(44, .semibold), color: Palette.text, alignment: .left)
        context.drawText(Self.labelText(for: percent), in: Rect(x: 0, y: 0, width: bounds.width, height: 56), style: style)
    }
}

/// Seed 000's SWView: mirrors the layer's `percent` as a view property, so `percent = 100`
/// inside `View.animate` animates with the block's duration, curve and completion.
final class LoadingIndicatorView: View {
    override class var layerClass: AnyClass { LoadingIndicatorLayer.self }

    var percent: Double {
        get { (layer as? LoadingIndicatorLayer)?.percent ?? 0 }
        set { (layer as? LoadingIndicatorLayer)?.percent = newValue }
    }
}
