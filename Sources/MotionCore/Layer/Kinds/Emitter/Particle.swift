/// One live particle at a moment, as `EmitterSimulation` computes it.
struct Particle: Sendable {
    /// Where it is, in the emitter layer's coordinates (z towards the viewer).
    var position: ParticlePoint
    /// Its scale (≥ 0) and rotation in radians.
    var scale: Double, rotation: Double
    /// Its colour: the RGB multiplies the contents, the alpha is its opacity.
    var color: Color
    /// When it was born, in the emitter's local time.
    var birth: Double
    /// Its cell's place in the cell tree (depth first), for `.unordered` drawing.
    var cellRank: Int
    /// The order it was found in, the last tie-break, so every ordering is total.
    var sequence: Int
    /// Its cell's image and the image's pixels per point.
    var contents: Image?, contentsScale: Double
    /// The part of the image it shows, and how the image is sampled.
    var contentsRect: Rect, minificationFilter: ContentsFilter, magnificationFilter: ContentsFilter
}
