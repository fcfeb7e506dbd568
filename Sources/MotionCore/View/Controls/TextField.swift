/// A single-line text field as iOS draws one (UITextField), without a keyboard: its `text` — or,
/// while that is empty, its `placeholder` in iOS's placeholder grey (sRGB 60, 60, 67 at 30 %) —
/// on one line, centred vertically, inset 7 points from the sides as UIKit insets a rounded
/// field's text. Scripts set `text` to show typing.
open class TextField: View {
    /// How the field's edge is drawn (UITextField.BorderStyle).
    public enum BorderStyle: Int, Hashable, Sendable {
        /// No border (UIKit's default).
        case none
        /// A thin dark rectangle.
        case line
        /// A grey rectangle, as UIKit's bezel style is drawn flat since iOS 7.
        case bezel
        /// A white field with a light grey hairline and 5-point corners.
        case roundedRect
    }

    /// The colour of text the field shows in place of an empty text.
    public static let placeholderColor = Color(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3)
    /// The gap between the field's sides and its text.
    public static let textInset = 7.0

    private let textLabel = Label()

    /// The text typed (UITextField.text).
    public var text: String? {
        didSet { showText() }
    }
    /// The text shown while `text` is empty (UITextField.placeholder).
    public var placeholder: String? {
        didSet { showText() }
    }
    /// The text's font (UITextField.font); nil is the 17-point system font.
    public var font: Font? = .system(size: 17) {
        didSet { textLabel.font = font ?? .system(size: 17) }
    }
    /// The text's colour (UITextField.textColor); nil is black.
    public var textColor: Color? = .black {
        didSet { showText() }
    }
    /// The text's alignment (UITextField.textAlignment).
    public var textAlignment: TextAlignment {
        get { textLabel.textAlignment }
        set { textLabel.textAlignment = newValue }
    }
    /// How the edge is drawn (UITextField.borderStyle).
    public var borderStyle = BorderStyle.none {
        didSet { showBorder() }
    }

    /// An empty field without a border.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        textLabel.font = .system(size: 17)
        textLabel.numberOfLines = 1
        addSubview(textLabel)
        showText()
    }

    /// Places the text inside the field's insets; call super when overriding.
    open override func layoutSubviews() {
        super.layoutSubviews()
        textLabel.frame = Rect(x: Self.textInset, y: 0, width: max(0, bounds.width - 2 * Self.textInset), height: bounds.height)
    }

    private func showText() {
        let typed = text ?? ""
        textLabel.text = typed.isEmpty ? placeholder : typed
        textLabel.textColor = typed.isEmpty ? Self.placeholderColor : textColor ?? .black
    }

    private func showBorder() {
        switch borderStyle {
        case .none:
            layer.borderWidth = 0
            layer.cornerRadius = 0
        case .line:
            layer.borderWidth = 1
            layer.borderColor = .black
            layer.cornerRadius = 0
        case .bezel:
            layer.borderWidth = 1
            layer.borderColor = Color(white: 0.6)
            layer.cornerRadius = 0
        case .roundedRect:
            layer.borderWidth = 0.5
            layer.borderColor = Color(white: 0.8)
            layer.cornerRadius = 5
            if backgroundColor == nil { backgroundColor = .white }
        }
    }
}
