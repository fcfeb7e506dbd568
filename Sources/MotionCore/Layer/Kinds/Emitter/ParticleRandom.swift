/// The random numbers of an emitter's particles, counter-based: each draw is SplitMix64's
/// finaliser applied to its coordinates — the stream (seed and cell path) mixed with the
/// particle's birth number and the draw's index — so any particle's draws are known without
/// drawing those of the particles before it, in any order, on any thread.
struct ParticleRandom: Hashable, Sendable {
    /// The coordinates of the stream: the seed and the path of cells and parent particles.
    let stream: UInt64

    /// What each of a particle's draws decides.
    enum Draw: UInt64 {
        case lifetime, longitude, velocity, scale, spin, red, green, blue, alpha
        case place0, place1, place2, place3
    }

    /// The stream of top-level cell `cell` of an emitter seeded with `seed`.
    init(seed: UInt32, cell: Int) {
        stream = Self.mix(Self.mix(UInt64(seed) &+ 0x5EED) ^ UInt64(cell))
    }

    private init(stream: UInt64) { self.stream = stream }

    /// The stream of nested cell `cell` emitted by particle `particle` of this stream.
    func child(cell: Int, ofParticle particle: Int) -> ParticleRandom {
        ParticleRandom(stream: Self.mix(stream ^ Self.mix(UInt64(truncatingIfNeeded: particle) &* 0x9E37_79B9_7F4A_7C15 &+ UInt64(cell) &+ 1)))
    }

    /// Draw `draw` of particle `particle`, uniform in [0, 1).
    func unit(_ draw: Draw, particle: Int) -> Double {
        let bits = Self.mix(stream ^ Self.mix(UInt64(truncatingIfNeeded: particle) &* 16 &+ draw.rawValue))
        return Double(bits >> 11) * 0x1p-53
    }

    /// Draw `draw` of particle `particle`, uniform in [−1, 1): a range's offset.
    func symmetric(_ draw: Draw, particle: Int) -> Double { 2 * unit(draw, particle: particle) - 1 }

    /// SplitMix64's finaliser (Steele, Lea and Flood, 2014): a bijection of 64-bit words whose
    /// outputs for consecutive inputs look independent.
    static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
