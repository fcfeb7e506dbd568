/// An axis of layout (NSLayoutConstraint.Axis): a stack view's direction, or the dimension a
/// content priority applies to.
public enum LayoutAxis: Hashable, Sendable {
    case horizontal, vertical
}
