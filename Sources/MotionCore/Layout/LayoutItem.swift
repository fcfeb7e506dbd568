/// Something constraints can relate: a view or a layout guide.
protocol LayoutItem: AnyObject {
    /// The item's unknowns in its tree's layout engine.
    var layoutVariables: LayoutVariables { get }
    /// The item as named in constraint descriptions and warnings.
    var layoutName: String { get }
    /// The view whose tree the item belongs to (itself for a view).
    var layoutOwningView: View? { get }
    /// Where the item's first (or, with `last`, last) baseline is.
    func baseline(last: Bool) -> LayoutBaseline
}
