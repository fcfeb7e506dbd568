/// The shape of a layer's rounded corners (CALayerCornerCurve).
public enum CornerCurve: String, Hashable, Sendable, CaseIterable {
    /// Quarter circles of `cornerRadius` (the default).
    case circular
    /// Apple's continuous corner: the curve leaves the straight edge about 1.53 × `cornerRadius`
    /// from the corner and its curvature rises smoothly (no jump where the edge meets the arc),
    /// as iOS's app icons and sheets are rounded.
    case continuous
}

extension Layer {
    /// The shape of the rounded corners (CALayer.cornerCurve); `.circular` by default.
    public var cornerCurve: CornerCurve {
        get { self[Properties.declared.cornerCurve] }
        set { self[Properties.declared.cornerCurve] = newValue }
    }
}
