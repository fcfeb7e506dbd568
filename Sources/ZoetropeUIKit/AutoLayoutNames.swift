/// NSLayoutConstraint (`LayoutConstraint`).
public typealias NSLayoutConstraint = LayoutConstraint
/// UILayoutPriority (`LayoutPriority`).
public typealias UILayoutPriority = LayoutPriority
/// UILayoutGuide (`LayoutGuide`).
public typealias UILayoutGuide = LayoutGuide
/// NSLayoutAnchor (`LayoutAnchor`).
public typealias NSLayoutAnchor = LayoutAnchor
/// NSLayoutXAxisAnchor (`LayoutXAxisAnchor`).
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
/// NSLayoutYAxisAnchor (`LayoutYAxisAnchor`).
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
/// NSLayoutDimension (`LayoutDimension`).
public typealias NSLayoutDimension = LayoutDimension

extension LayoutConstraint {
    /// NSLayoutConstraint.Attribute (`LayoutAttribute`).
    public typealias Attribute = LayoutAttribute
    /// NSLayoutConstraint.Relation (`LayoutRelation`).
    public typealias Relation = LayoutRelation
    /// NSLayoutConstraint.Axis (`LayoutAxis`), as `setContentHuggingPriority(_:for:)` takes it.
    public typealias Axis = LayoutAxis
}
