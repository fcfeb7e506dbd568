extension TableView {
    /// How an inserted, deleted or reloaded row appears or disappears (UITableView.RowAnimation),
    /// in Apple's words; the rows around it slide to their new places in every case.
    public enum RowAnimation: Int, Sendable {
        /// "The inserted or deleted row or rows fade into or out of the table view": alpha 0 ↔ 1
        /// at the row's frame.
        case fade
        /// "The inserted row or rows slide in from the right; the deleted row or rows slide out to
        /// the right": one width to the right.
        case right
        /// Slides in from, or out to, the left: one width to the left.
        case left
        /// "The inserted row or rows slide in from the top; the deleted row or rows slide out
        /// toward the top": one height up, behind the rows above.
        case top
        /// Slides in from, or out toward, the bottom: one height down, behind the rows below.
        case bottom
        /// "The inserted or deleted rows use the default animations": the row itself appears or
        /// goes at once; only the rows around it move.
        case none
        /// "The table view attempts to keep the old and new cells centered in the space they did
        /// or will occupy": the row stays centred on the opening or closing gap, so it starts (or
        /// ends) half a height above its frame, where the gap's centre is while it has no height.
        case middle
        /// "The table view chooses an appropriate animation style for you": `.fade` here.
        case automatic = 100

        /// The frame and alpha of a row at `frame` when this animation hides it: where an
        /// inserted row starts and where a deleted one ends.
        func hiddenState(of frame: Rect) -> (frame: Rect, alpha: Double) {
            switch self {
            case .fade, .automatic: (frame, 0)
            case .right: (frame.offsetBy(dx: frame.width, dy: 0), 1)
            case .left: (frame.offsetBy(dx: -frame.width, dy: 0), 1)
            case .top: (frame.offsetBy(dx: 0, dy: -frame.height), 1)
            case .bottom: (frame.offsetBy(dx: 0, dy: frame.height), 1)
            case .middle: (frame.offsetBy(dx: 0, dy: -frame.height / 2), 1)
            case .none: (frame, 1)
            }
        }
    }

    /// Where `scrollToRow(at:at:animated:)` puts the row (UITableView.ScrollPosition).
    public enum ScrollPosition: Int, Sendable {
        /// The least scroll that shows the whole row (none if it shows already).
        case none
        /// The row's top at the top of the bounds.
        case top
        /// The row's middle in the middle of the bounds.
        case middle
        /// The row's bottom at the bottom of the bounds.
        case bottom
    }

    /// UITableView.Style. Every style lays out as `.plain` does: rows stacked from the top, with
    /// no section headers or spacing.
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }
}
