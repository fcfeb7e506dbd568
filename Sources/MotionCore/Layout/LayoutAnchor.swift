/// One attribute of a view or layout guide to make constraints from (NSLayoutAnchor).
/// `AnchorType` keeps constraints between axes apart, as in UIKit: an x-axis anchor relates only
/// to x-axis anchors, a y-axis anchor to y-axis ones, a dimension to dimensions.
public class LayoutAnchor<AnchorType: AnyObject> {
    let item: any LayoutItem
    let attribute: LayoutAttribute

    init(item: any LayoutItem, attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `self == anchor + constant`.
    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant: Double = 0) -> LayoutConstraint {
        relating(.equal, to: anchor, constant: constant)
    }

    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: Double = 0) -> LayoutConstraint {
        relating(.greaterThanOrEqual, to: anchor, constant: constant)
    }

    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: Double = 0) -> LayoutConstraint {
        relating(.lessThanOrEqual, to: anchor, constant: constant)
    }

    func relating(_ relation: LayoutRelation, to anchor: LayoutAnchor<AnchorType>?, multiplier: Double = 1,
                  constant: Double) -> LayoutConstraint {
        LayoutConstraint(first: item, firstAttribute: attribute, relation: relation, second: anchor?.item,
                         secondAttribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }
}
