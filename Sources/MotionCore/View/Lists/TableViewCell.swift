/// A row of a table view (UITableViewCell): a white cell with a text label inset from the leading
/// edge and a separator hairline along its bottom, both inset by `separatorInset.left`, as UIKit
/// draws a plain table's default cell.
open class TableViewCell: ReusableCell {
    /// UITableViewCell.CellStyle. Every style lays out `textLabel` as `.default` does.
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }

    /// The style the cell was made with.
    public let style: CellStyle
    /// The inset of the separator and the text label (separatorInset): UIKit's 16 points on the
    /// leading side, the layout margin of a table on a phone.
    public var separatorInset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
        didSet { setNeedsLayout() }
    }
    /// The hairline along the bottom edge, in UIKit's separator colour (60, 60, 67 at 29 %).
    private let separator = View()
    private var label: Label?

    /// A cell of `style` (UITableViewCell(style:reuseIdentifier:)).
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        super.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
        View.performWithoutAnimation {
            backgroundColor = .white
            separator.backgroundColor = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
        }
        addSubview(separator)
    }

    /// A `.default` cell with the given frame.
    public convenience override init(frame: Rect = .zero) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// The cell's main label (textLabel): UIKit's body text, 17-point system font in black, made
    /// on first use and placed in the content view.
    public var textLabel: Label? {
        if let label { return label }
        let made = Label(text: nil, font: .system(size: 17))
        contentView.addSubview(made)
        label = made
        setNeedsLayout()
        return made
    }

    /// Places the label across the content view after the leading inset and the separator at
    /// the bottom (half a point thick, a hairline on a 2× screen).
    open override func layoutSubviews() {
        super.layoutSubviews()
        let inset = separatorInset.left
        label?.frame = Rect(x: inset, y: 0, width: max(0, bounds.width - inset - 16), height: bounds.height)
        separator.frame = Rect(x: inset, y: bounds.height - 0.5, width: max(0, bounds.width - inset - separatorInset.right),
                               height: 0.5)
    }
}
