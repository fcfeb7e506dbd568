import CairoRendering

/// Measures labels' text for their intrinsic content size, with the renderer's own text layout
/// (`TextMeasurer`), made the first time a label asks: one per stage, on the stage's thread.
final class LabelTextMeasurement {
    private var measurer: TextMeasurer?

    /// The size and baselines of `text` laid out with `style` in unwrapped lines; zero, with the
    /// failure reported, when no measurer can be made.
    func measure(_ text: String, style: TextStyle) -> TextMetrics {
        do {
            let measurer = try self.measurer ?? TextMeasurer()
            self.measurer = measurer
            let lines = measurer.lines(of: text, style: style)
            return TextMetrics(size: measurer.measureText(text, style: style),
                               firstBaseline: lines.first?.baseline ?? 0, lastBaseline: lines.last?.baseline ?? 0)
        } catch {
            Timeline.report(error)
            return TextMetrics(size: .zero, firstBaseline: 0, lastBaseline: 0)
        }
    }
}
