import ZoetropeUIKit

/// A view whose green 10×10 dot starts at the left and `layoutSubviews` moves to the right.
final class DotLayoutView: UIView {
    private let dot = UIView(frame: CGRect(x: 0, y: 5, width: 10, height: 10))

    override init(frame: CGRect) {
        super.init(frame: frame)
        dot.backgroundColor = .green
        addSubview(dot)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        dot.frame = CGRect(x: 30, y: 5, width: 10, height: 10)
    }
}

/// A view drawing another view's hierarchy over its bounds in `draw(_:)`.
final class HierarchyHostView: UIView {
    var source: UIView?
    private(set) var complete = false

    override func draw(_ rect: CGRect) {
        complete = source?.drawHierarchy(in: bounds, afterScreenUpdates: true) ?? false
    }
}
