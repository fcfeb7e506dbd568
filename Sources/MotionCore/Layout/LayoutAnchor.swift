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

/// A horizontal position: leading, trailing, left, right, centerX (NSLayoutXAxisAnchor).
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {}

/// A vertical position: top, bottom, centerY (NSLayoutYAxisAnchor).
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {}

/// A width or height (NSLayoutDimension), which can also be a constant or a multiple of another.
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
    /// `self == constant`.
    public func constraint(equalToConstant constant: Double) -> LayoutConstraint {
        relating(.equal, to: nil, constant: constant)
    }

    /// `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        relating(.greaterThanOrEqual, to: nil, constant: constant)
    }

    /// `self <= constant`.
    public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        relating(.lessThanOrEqual, to: nil, constant: constant)
    }

    /// `self == anchor · multiplier + constant`.
    public func constraint(equalTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0) -> LayoutConstraint {
        relating(.equal, to: anchor, multiplier: multiplier, constant: constant)
    }

    /// `self >= anchor · multiplier + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier: Double,
                           constant: Double = 0) -> LayoutConstraint {
        relating(.greaterThanOrEqual, to: anchor, multiplier: multiplier, constant: constant)
    }

    /// `self <= anchor · multiplier + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier: Double,
                           constant: Double = 0) -> LayoutConstraint {
        relating(.lessThanOrEqual, to: anchor, multiplier: multiplier, constant: constant)
    }
}
