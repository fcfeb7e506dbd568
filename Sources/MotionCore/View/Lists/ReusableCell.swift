/// A cell a table or collection view shows for one row or item and reuses for another once it
/// scrolls away (the part UITableViewCell and UICollectionViewCell share). Put the cell's views
/// in `contentView`, which fills the cell.
open class ReusableCell: View {
    /// The identifier the cell's class was registered under (reuseIdentifier); nil for a cell
    /// made directly.
    public internal(set) var reuseIdentifier: String?
    /// The view holding the cell's content (contentView), laid out to fill the cell.
    public let contentView = View()

    /// A cell with the given frame and an empty content view.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        contentView.frame = bounds
        addSubview(contentView)
    }

    /// The cell a table or collection view makes of a registered class: `init(frame:)` (through
    /// the class's own override of it, or of `init(style:reuseIdentifier:)` for a table cell) with
    /// the identifier set. Subclasses inherit it, as they override their parent's initializers.
    public required convenience init(reuseIdentifier: String?) {
        self.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
    }

    /// Override to reset state before the cell is handed out again (prepareForReuse); call super.
    open func prepareForReuse() {}

    /// Makes the content view fill the cell; call super from an override.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }
}
