import MotionCore

extension LayerRenderer {
    /// Draws a `TransformLayer` as Core Animation does: not itself (its background, contents,
    /// border, shadow and mask are ignored) but each of the layers it shows in its 3-D space,
    /// back to front, straight into the current plane through every transform between, each at
    /// the transform layers' opacity (no group).
    func drawInDepth(_ layer: TransformLayer, parentSublayerTransform: Transform3D?, in context: CairoGraphicsContext) {
        drawLeaves(LayerGeometry.depthLeaves(of: layer, parentSublayerTransform: parentSublayerTransform), in: context)
    }

    /// Draws the particles of an emitter that preserves depth (CAEmitterLayer.preservesDepth: "as
    /// if they directly inhabit the three-dimensional layer space of the layer's superlayer"):
    /// after the emitter itself, each straight into the current plane through the emitter's 3-D
    /// transform and its own depth, back to front, at the emitter's opacity, as a transform
    /// layer's sublayers are drawn.
    func drawParticlesInDepth(of emitter: EmitterLayer, parentSublayerTransform: Transform3D?, in context: CairoGraphicsContext) {
        drawLeaves(LayerGeometry.particleLeaves(of: emitter, parentSublayerTransform: parentSublayerTransform), in: context)
    }

    /// Draws layers placed in a 3-D space, already in back-to-front order, each through its own
    /// transform at its alpha.
    private func drawLeaves(_ leaves: [DepthLeaf], in context: CairoGraphicsContext) {
        for leaf in leaves {
            context.saveGState()
            context.setAlpha(context.state.alpha * leaf.alpha)
            drawLayer(leaf.layer, in: context, parentSublayerTransform: leaf.parentTransform)
            context.restoreGState()
        }
    }
}
