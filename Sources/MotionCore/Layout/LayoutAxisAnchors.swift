/// A horizontal position: leading, trailing, left, right, centerX (NSLayoutXAxisAnchor).
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {}

/// A vertical position: top, bottom, centerY (NSLayoutYAxisAnchor).
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {}
