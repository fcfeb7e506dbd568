/// A view that shows text (UILabel), backed by a `TextLayer`.
///
/// Setting `text` inside an animation block animates the change with a transition of the whole
/// label — a cross-fade by default, or `textTransition` — that uses the block's duration, curve,
/// delay and completion. During a delay the old text stays on screen (the transition fills
/// backwards with the snapshot taken before the change). Outside a block the text changes at once.
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

    open override class var layerClass: Layer.Type { TextLayer.self }

    /// The backing layer.
    public var textLayer: TextLayer { layer as! TextLayer }

    /// The transition used for text changes inside animation blocks (`.fade` by default).
    public var textTransition: TextTransition = .fade

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

    public var text: String? {
        get { textLayer.string }
        set { textLayer.string = newValue }
    }
    /// The font; setting it sets the layer's `font` and `fontSize`.
    public var font: Font {
        get { textLayer.font.withSize(textLayer.fontSize) }
        set {
            textLayer.font = newValue
            textLayer.fontSize = newValue.size
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

    /// Text changes get the transition inside plain animation blocks; everything else is View's.
    open override func action(for layer: Layer, forKey event: String) -> Action? {
        guard event == "string" else { return super.action(for: layer, forKey: event) }
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
