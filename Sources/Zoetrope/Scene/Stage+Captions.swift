/// Captions: text over stretches of the scene, burned into the frames above everything but the
/// touch indicators, and written as cues of a subtitle file (`CaptionCue`).
extension Stage {
    /// Shows `text` from `from` up to `to` (seconds of scene time) in `style`: a subtitle at the
    /// bottom by default, or `.callout(at:)` pointing at part of the screen. Captions may be
    /// scripted in `setUp` or by any step as it runs (`after(animationsSettle:)`, say); those
    /// shown at one time are drawn in the order they were scripted.
    public func caption(_ text: String, from: Double, to: Double, style: CaptionStyle = .subtitle) {
        add(Caption(text, from: from, to: to, style: style))
    }

    /// Shows a title card from `from` up to `to`: `title`, and `subtitle` smaller under it, in
    /// `style` (by default `.titleCard`: centred on a dark card over the whole canvas, the lines
    /// rising in one after another). Its cue in the subtitle track has both lines.
    public func titleCard(_ title: String, subtitle: String? = nil, from: Double, to: Double, style: CaptionStyle = .titleCard) {
        add(Caption(title, detail: subtitle, from: from, to: to, style: style))
    }

    private func add(_ caption: Caption) {
        guard caption.from.isFinite, caption.from >= 0 else { return timeline.report(ScriptError.invalidTime("a caption's start", caption.from)) }
        guard caption.to.isFinite, caption.to > caption.from else {
            return timeline.report(ScriptError.emptyCaption(caption.text, from: caption.from, to: caption.to))
        }
        captionOverlay.captions.append(caption)
    }

    /// The captions scripted so far, in order.
    public var captions: [Caption] { captionOverlay.captions }
}
