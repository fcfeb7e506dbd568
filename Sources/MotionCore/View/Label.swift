import Foundation

/// A view that shows text (UILabel), backed by a `TextLayer`.
///
/// As with UILabel, a text change is not animated, not even inside an animation block, unless
/// something asks for it. Setting `text` redraws the layer's content, which runs the action
/// search for the key `"contents"` (the key UIKit's label layer reports): return a `Transition`
/// for it from `action(for:forKey:)`, put one in the layer's `actions`, or add one to the layer
/// (`layer.add(Transition(), forKey: "transition")`) before or after the change, and the old
/// text is shown changing into the new. `textTransition` does the first for you inside animation
/// blocks, with the block's duration, curve, delay and completion; during a delay the old text
/// stays on screen (the transition fills backwards with the snapshot taken before the change).
open class Label: View {
    /// How a text change inside an animation block is shown.
    public enum TextTransition: Hashable, Sendable {
        /// No transition: the text changes at once, even inside a block.
        case none
        /// The old text fades out as the new fades in.
        case fade
        /// The new text pushes the old out, coming from the given side.
        case push(Transition.Subtype)
        /// The new text slides in over the old.
        case moveIn(Transition.Subtype)
        /// The old text slides away to reveal the new.
        case reveal(Transition.Subtype)
    }

    open override class var layerClass: AnyClass { TextLayer.self }

    /// The backing layer.
    public var textLayer: TextLayer { layer as! TextLayer }

    /// The transition used for text changes inside animation blocks (`.none` by default, as
    /// UILabel: the text changes at once).
    public var textTransition: TextTransition = .none

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// A label showing `text`.
    public convenience init(frame: Rect = .zero, text: String?, font: Font = .system(size: 17), textColor: Color = .black) {
        self.init(frame: frame)
        View.performWithoutAnimation {
            self.text = text
            self.font = font
            self.textColor = textColor
        }
    }

    /// The text shown. Open, so a subclass can hook text changes as iOS code does (call super).
    open var text: String? {
        get { textLayer.string }
        set {
            textLayer.string = newValue
            textLayer.runAction(forEvent: "contents")
            invalidateIntrinsicContentSize()
        }
    }

    /// The text as an attributed string. Only its characters are shown: the label's `font`,
    /// `textColor` and alignment style them, and attributes in the string are reported as not
    /// drawn (a warning, `EngineWarning`), never silently dropped.
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set {
            if let newValue, Self.hasAttributes(newValue) {
                Timeline.warn("the attributes of \"\(newValue.string)\" are not drawn: a Label is styled by its font, "
                    + "textColor and textAlignment")
            }
            text = newValue?.string
        }
    }
    /// The font; setting it sets the layer's `font` and `fontSize`.
    public var font: Font {
        get { textLayer.font.withSize(textLayer.fontSize) }
        set {
            textLayer.font = newValue
            textLayer.fontSize = newValue.size
            invalidateIntrinsicContentSize()
        }
    }
    public var textColor: Color {
        get { textLayer.foregroundColor }
        set { textLayer.foregroundColor = newValue }
    }
    public var textAlignment: TextAlignment {
        get { textLayer.alignment }
        set { textLayer.alignment = newValue }
    }
    /// Maximum number of lines; 0 means as many as fit.
    public var numberOfLines: Int {
        get { textLayer.numberOfLines }
        set { textLayer.numberOfLines = newValue }
    }
    public var lineBreakMode: LineBreakMode {
        get { textLayer.lineBreakMode }
        set { textLayer.lineBreakMode = newValue }
    }

    /// The text's size in one line, rounded up to whole points (UILabel's intrinsic content
    /// size); (0, 0) without text. Measured by the running stage's text measurer; with none,
    /// reported once and `noIntrinsicMetric`.
    open override var intrinsicContentSize: Size {
        guard let text, !text.isEmpty else { return .zero }
        guard let size = textMetrics?.size else { return Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
        return Size(width: size.width.rounded(.up), height: size.height.rounded(.up))
    }

    /// Where the first (or, with `last`, last) line's baseline is, for Auto Layout's baseline
    /// anchors: the text is drawn vertically centred (or at the top, as its style says), so the
    /// baseline is that far below the label's top. Without text, the bottom edge.
    func textBaseline(last: Bool) -> LayoutBaseline {
        guard let metrics = textMetrics else { return .bottom }
        let line = last ? metrics.lastBaseline : metrics.firstBaseline
        if textLayer.textStyle.verticalAlignment == .top { return LayoutBaseline(heightFraction: 0, offset: line) }
        return LayoutBaseline(heightFraction: 0.5, offset: line - metrics.size.height / 2)
    }

    /// The text's metrics, measured by the running stage's text measurer once per text and
    /// style; nil without text, and, reported once, without a measurer.
    private var textMetrics: TextMetrics? {
        guard let text, !text.isEmpty else { return nil }
        let style = textLayer.textStyle
        if let measured, measured.text == text, measured.style == style { return measured.metrics }
        guard let measure = Timeline.current?.measureText else {
            Timeline.warn("a label's intrinsic content size needs text measurement, which a Stage provides")
            return nil
        }
        let metrics = measure(text, style)
        measured = (text, style, metrics)
        return metrics
    }

    /// The last measured text and style, and their metrics.
    private var measured: (text: String, style: TextStyle, metrics: TextMetrics)?

    /// Whether any character of `text` carries an attribute.
    private static func hasAttributes(_ text: NSAttributedString) -> Bool {
        var found = false
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length)) { attributes, _, stop in
            if !attributes.isEmpty { found = true; stop.pointee = true }
        }
        return found
    }

    /// Inside plain animation blocks a text change (the `"contents"` key) gets `textTransition`;
    /// everything else is View's.
    open override func action(for layer: Layer, forKey event: String) -> Action? {
        guard event == "contents" else { return super.action(for: layer, forKey: event) }
        guard let block = Timeline.current?.animationBlocks.last, case .basic = block.kind,
              let transition = makeTransition() else { return NullAction.null }
        transition.duration = block.duration
        transition.timingFunction = block.timingFunction
        if block.delay > 0 {
            transition.beginTime = layer.localTime(atGlobalTime: Timeline.current?.time ?? 0) + block.delay
            transition.fillMode = .backwards
        }
        if block.options.contains(.repeat) { transition.repeatCount = .infinity }
        transition.autoreverses = block.options.contains(.autoreverse)
        return transition
    }

    private func makeTransition() -> Transition? {
        switch textTransition {
        case .none: return nil
        case .fade: return Transition(type: .fade)
        case .push(let side): return Transition(type: .push, subtype: side)
        case .moveIn(let side): return Transition(type: .moveIn, subtype: side)
        case .reveal(let side): return Transition(type: .reveal, subtype: side)
        }
    }
}
