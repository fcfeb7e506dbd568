/// Captions: text over stretches of the scene, burned into the frames above everything but the
/// touch indicators, and written as cues of a subtitle file (`CaptionCue`).
extension Stage {
    /// Shows `text` from `from` up to `to` (seconds of scene time) in `style`: a subtitle at the
    /// bottom by default, or `.callout(at:)` pointing at part of the screen. Captions may be
    /// scripted in `setUp` or by any step as it runs (`after(animationsSettle:)`, say); those
    /// shown at one time are drawn in the order they were scripted.
    public func caption(_ text: String, from: Double, to: Double, style: CaptionStyle = .subtitle) {
        guard from.isFinite, from >= 0 else { return timeline.report(ScriptError.invalidTime("a caption's start", from)) }
        guard to.isFinite, to > from else { return timeline.report(ScriptError.emptyCaption(text, from: from, to: to)) }
        captionOverlay.captions.append(Caption(text, from: from, to: to, style: style))
    }

    /// The captions scripted so far, in order.
    public var captions: [Caption] { captionOverlay.captions }
}
