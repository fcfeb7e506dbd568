extension EmitterLayer {
    /// Where particles are born (CAEmitterLayerEmitterShape), from `emitterPosition`,
    /// `emitterZPosition`, `emitterSize` and `emitterDepth` as Apple documents each shape.
    public enum Shape: String, Hashable, Sendable, CaseIterable {
        /// At (emitterPosition, emitterZPosition).
        case point
        /// Along the line from x − width/2 to x + width/2 at the position's y.
        case line
        /// In the rectangle of `emitterSize` centred on the position.
        case rectangle
        /// In the box of `emitterSize` and `emitterDepth` centred on the position.
        case cuboid
        /// In the circle of radius `emitterSize.width` centred on the position.
        case circle
        /// In the sphere of radius `emitterSize.width` centred on the position.
        case sphere
    }

    /// Which part of the shape particles are born on (CAEmitterLayerEmitterMode). Apple describes
    /// `points` only as "points on the emitter"; here it is, like `volume`, anywhere in the shape.
    public enum Mode: String, Hashable, Sendable, CaseIterable {
        /// Anywhere in the shape (as `volume`).
        case points
        /// On the outline: a rectangle's perimeter, a circle's circumference, a cuboid's edges, a
        /// sphere's surface (a line's outline is the line).
        case outline
        /// On the surface: a flat shape's area, a cuboid's faces, a sphere's surface.
        case surface
        /// Anywhere in the shape: a flat shape's area, a cuboid's or a sphere's volume.
        case volume
    }

    /// How particles are drawn over each other (CAEmitterLayerRenderMode): the first four
    /// composite source-over, `additive` adds each particle's colour to what lies below.
    public enum RenderMode: String, Hashable, Sendable, CaseIterable {
        /// In the order of the cells, each cell's particles oldest first.
        case unordered
        /// Oldest first, so the youngest are on top.
        case oldestFirst
        /// Youngest first, so the oldest are on top.
        case oldestLast
        /// By z, farthest (lowest z) first.
        case backToFront
        /// Oldest first, each added to what lies below (brightening where particles overlap).
        case additive
    }
}
