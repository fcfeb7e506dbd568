import MotionCore

extension LayerRenderer {
    /// Draws a `TransformLayer` as Core Animation does: not itself (its background, contents,
    /// border, shadow and mask are ignored) but each of the layers it shows in its 3-D space,
    /// back to front, straight into the current plane through every transform between, each at
    /// the transform layers' opacity (no group).
    func drawInDepth(_ layer: TransformLayer, parentSublayerTransform: Transform3D?, in context: CairoGraphicsContext) {
        for leaf in LayerGeometry.depthLeaves(of: layer, parentSublayerTransform: parentSublayerTransform) {
            context.saveGState()
            context.setAlpha(context.state.alpha * leaf.alpha)
            drawLayer(leaf.layer, in: context, parentSublayerTransform: leaf.parentTransform)
            context.restoreGState()
        }
    }
}
