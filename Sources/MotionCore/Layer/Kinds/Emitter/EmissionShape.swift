#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where an emitter's particles are born: its shape, mode, position, size and depth, and the
/// birth point four uniform draws pick. Each shape is placed as Apple documents it; the points
/// are uniform by length, area or volume over the part of the shape the mode names (see
/// `EmitterLayer.Mode`).
struct EmissionShape: Hashable, Sendable {
    let shape: EmitterLayer.Shape
    let mode: EmitterLayer.Mode
    let center: ParticlePoint
    let size: Size
    let depth: Double

    init(_ emitter: EmitterLayer) {
        shape = emitter.emitterShape
        mode = emitter.emitterMode
        center = ParticlePoint(x: emitter.emitterPosition.x, y: emitter.emitterPosition.y, z: emitter.emitterZPosition)
        size = emitter.emitterSize
        depth = emitter.emitterDepth
    }

    /// The angle longitudes are measured from: a line's upward normal (−π/2, so the longitude π
    /// iOS confetti code uses sends particles down the screen), else the x axis.
    var longitudeOrigin: Double { shape == .line ? -.pi / 2 : 0 }

    /// The birth point for draws `u` (four numbers in [0, 1)).
    func point(_ u: [Double]) -> ParticlePoint {
        let w = size.width, h = size.height
        let offset: ParticlePoint
        switch shape {
        case .point: offset = .zero
        case .line: offset = ParticlePoint(x: (u[0] - 0.5) * w, y: 0, z: 0)
        case .rectangle: offset = mode == .outline ? Self.onPerimeter(w, h, u[0]) : ParticlePoint(x: (u[0] - 0.5) * w, y: (u[1] - 0.5) * h, z: 0)
        case .cuboid: offset = onCuboid(u)
        case .circle:
            let angle = 2 * .pi * u[0], r = mode == .outline ? w : w * u[1].squareRoot()
            offset = ParticlePoint(x: r * cos(angle), y: r * sin(angle), z: 0)
        case .sphere:
            // A uniform direction (Archimedes: z uniform in [−1, 1]), at the radius or inside.
            let angle = 2 * .pi * u[0], z = 2 * u[1] - 1, ring = (1 - z * z).squareRoot()
            let r = mode == .volume || mode == .points ? w * cbrt(u[2]) : w
            offset = ParticlePoint(x: r * ring * cos(angle), y: r * ring * sin(angle), z: r * z)
        }
        return center + offset
    }

    /// A point uniform by length on the perimeter of a w × h rectangle centred on the origin.
    private static func onPerimeter(_ w: Double, _ h: Double, _ u: Double) -> ParticlePoint {
        var s = u * 2 * (w + h)
        if s < w { return ParticlePoint(x: s - w / 2, y: -h / 2, z: 0) }
        s -= w
        if s < h { return ParticlePoint(x: w / 2, y: s - h / 2, z: 0) }
        s -= h
        if s < w { return ParticlePoint(x: w / 2 - s, y: h / 2, z: 0) }
        return ParticlePoint(x: -w / 2, y: h / 2 - (s - w), z: 0)
    }

    /// A point of the cuboid: in its volume, on its faces (by area) or on its edges (by length).
    private func onCuboid(_ u: [Double]) -> ParticlePoint {
        let extent = [size.width, size.height, depth]
        var coordinates = [(u[0] - 0.5) * extent[0], (u[1] - 0.5) * extent[1], (u[2] - 0.5) * extent[2]]
        if mode == .surface || mode == .outline {
            // Surface: one axis pinned to a face (weighted by the face's area); outline: two
            // axes pinned to an edge (weighted by the edge's length). u[3] picks the axis and sides.
            let weights = mode == .surface
                ? [extent[1] * extent[2], extent[0] * extent[2], extent[0] * extent[1]] : extent
            let total = weights.reduce(0, +)
            guard total > 0 else { return ParticlePoint(x: coordinates[0], y: coordinates[1], z: coordinates[2]) }
            var pick = u[3] * total, axis = 0
            while axis < 2, pick >= weights[axis] { pick -= weights[axis]; axis += 1 }
            let sides = Int(pick / max(weights[axis], .leastNormalMagnitude) * 4) & 3
            if mode == .surface {
                coordinates[axis] = (sides & 1 == 0 ? -0.5 : 0.5) * extent[axis]
            } else {
                let others = [0, 1, 2].filter { $0 != axis }
                coordinates[others[0]] = (sides & 1 == 0 ? -0.5 : 0.5) * extent[others[0]]
                coordinates[others[1]] = (sides & 2 == 0 ? -0.5 : 0.5) * extent[others[1]]
            }
        }
        return ParticlePoint(x: coordinates[0], y: coordinates[1], z: coordinates[2])
    }
}
