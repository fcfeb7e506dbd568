extension FillRule {
    /// CAShapeLayerFillRule.nonZero (Core Animation's default): the non-zero winding rule,
    /// the engine's `.winding`.
    public static let nonZero = FillRule.winding
}
