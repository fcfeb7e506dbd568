/// A point or vector in an emitter's 3-D space (the layer's x and y, and z towards the viewer).
struct ParticlePoint: Hashable, Sendable {
    var x: Double, y: Double, z: Double

    static let zero = ParticlePoint(x: 0, y: 0, z: 0)

    static func + (a: ParticlePoint, b: ParticlePoint) -> ParticlePoint { ParticlePoint(x: a.x + b.x, y: a.y + b.y, z: a.z + b.z) }
    static func * (k: Double, p: ParticlePoint) -> ParticlePoint { ParticlePoint(x: k * p.x, y: k * p.y, z: k * p.z) }
}
