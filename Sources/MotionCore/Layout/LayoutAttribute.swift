/// The part of an item a constraint relates (NSLayoutConstraint.Attribute). Layout is
/// left-to-right, so leading is left and trailing is right.
public enum LayoutAttribute: Hashable, Sendable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY, notAnAttribute
    /// The item's first and last baselines (a label's text lines; the bottom edge of other items).
    case firstBaseline, lastBaseline

    /// The attribute as an expression of the item's variables (its edges in the tree's
    /// coordinates); `baseline` places a baseline attribute.
    func expression(of variables: LayoutVariables, baseline: LayoutBaseline) -> LinearExpression {
        switch self {
        case .left, .leading: LinearExpression(variables.left)
        case .right, .trailing: LinearExpression(variables.left) + LinearExpression(variables.width)
        case .top: LinearExpression(variables.top)
        case .bottom: LinearExpression(variables.top) + LinearExpression(variables.height)
        case .width: LinearExpression(variables.width)
        case .height: LinearExpression(variables.height)
        case .centerX: LinearExpression(variables.left) + LinearExpression(variables.width, times: 0.5)
        case .centerY: LinearExpression(variables.top) + LinearExpression(variables.height, times: 0.5)
        case .firstBaseline, .lastBaseline:
            LinearExpression(variables.top) + LinearExpression(variables.height, times: baseline.heightFraction) + baseline.offset
        case .notAnAttribute: LinearExpression()
        }
    }

    var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .firstBaseline: "firstBaseline"
        case .lastBaseline: "lastBaseline"
        case .notAnAttribute: "notAnAttribute"
        }
    }
}
