extension Layer {
    /// A copy of this layer's model tree to draw elsewhere (`CALayer.render(in:)`): frozen as it is
    /// now (`FrozenLayerTree`: the model values, no animations, what delegates draw now), its root
    /// placed so that the root's own coordinates are the drawing's — its bounds where they are,
    /// no transform — with every layer's drawing recorded. `keepAlive` holds the delegates that
    /// replay that drawing (a copy holds its delegate weakly): keep it while the copy is drawn.
    package func renderingCopy() -> (root: Layer, keepAlive: [AnyObject]) {
        let tree = FrozenLayerTree(copying: self, rootPosition: anchorInBounds)
        tree.root.recordDrawing()
        return (tree.root, tree.drawings)
    }
}
