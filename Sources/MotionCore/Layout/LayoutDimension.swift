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
