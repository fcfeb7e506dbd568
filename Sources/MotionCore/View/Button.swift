/// A tappable view with a title (a minimal UIButton): a tap — scripted through a
/// `TouchDispatcher` — calls `action`. The title is a centred `Label` filling the bounds.
open class Button: View {
    /// The label showing the title.
    public let titleLabel: Label
    /// Called on every recognised tap, with the button.
    public var action: ((Button) -> Void)?
    /// The recognizer that calls `action`.
    public private(set) var tapRecognizer: TapGestureRecognizer!

    /// A button with a title and an action.
    public init(frame: Rect = .zero, title: String? = nil, action: ((Button) -> Void)? = nil) {
        titleLabel = Label(frame: Rect(origin: .zero, size: frame.size), text: title)
        self.action = action
        super.init(frame: frame)
        View.performWithoutAnimation { self.titleLabel.textAlignment = .center }
        addSubview(titleLabel)
        let recognizer = TapGestureRecognizer { [weak self] _ in
            guard let self else { return }
            self.action?(self)
        }
        tapRecognizer = recognizer
        addGestureRecognizer(recognizer)
    }

    /// The title (UIButton.setTitle(_:for:) without states).
    public var title: String? {
        get { titleLabel.text }
        set {
            titleLabel.text = newValue
            invalidateIntrinsicContentSize()
        }
    }

    /// The title's size (its label's intrinsic content size).
    open override var intrinsicContentSize: Size { titleLabel.intrinsicContentSize }

    /// Keeps the title label filling the bounds.
    open override func layoutSubviews() {
        titleLabel.frame = bounds
    }
}
