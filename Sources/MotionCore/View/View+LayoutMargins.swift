extension View {
    /// The space to keep between the view's edges and its content (UIView.layoutMargins): 8
    /// points on each side by default, as UIKit gives a view that is not a view controller's root.
    /// A stack view with `isLayoutMarginsRelativeArrangement` lays its arranged subviews out
    /// inside them. Setting them calls `layoutMarginsDidChange()`.
    public var layoutMargins: EdgeInsets {
        get { margins }
        set {
            guard newValue != margins else { return }
            margins = newValue
            layoutMarginsDidChange()
        }
    }

    /// The layout margins by text direction (UIView.directionalLayoutMargins), kept in step with
    /// `layoutMargins`: layout is left-to-right, so leading is the left margin and trailing the right.
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get { DirectionalEdgeInsets(top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right) }
        set { layoutMargins = EdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing) }
    }
}
