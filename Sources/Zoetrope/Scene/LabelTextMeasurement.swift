import CairoRendering

/// Measures labels' text for their intrinsic content size, with the renderer's own text layout
/// (`TextMeasurer`), made the first time a label asks: one per stage, on the stage's thread.
final class LabelTextMeasurement {
    private var measurer: TextMeasurer?

    /// The size of `text` laid out with `style` in unwrapped lines; zero, with the failure
    /// reported, when no measurer can be made.
    func measure(_ text: String, style: TextStyle) -> Size {
        do {
            let measurer = try self.measurer ?? TextMeasurer()
            self.measurer = measurer
            return measurer.measureText(text, style: style)
        } catch {
            Timeline.report(error)
            return .zero
        }
    }
}
