#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The particles of an emitter at a moment, each a pure function of the seed, its cell, its birth
/// number and the time: nothing is carried from one frame to the next.
///
/// Particle k of a cell is born where N, the integral of its rate (the cell's `birthRate` times
/// the layer's) over the cell's time, reaches k (`BirthSchedule`, `EmitterBirthRates`): a
/// constant rate gives k / rate, and a change of rate moves only the births after it. It is born
/// at the birth point its draws pick on the emission shape; its draws are `ParticleRandom`'s,
/// from (seed, cell path, k, draw), so its path does not depend on what happens later. At age a
/// it is at p₀ + v·a + ½·g·a², with scale `scale + scaleSpeed·a`, rotation `spin·a`, and colour
/// `color + colourSpeed·a` per channel (clamped to [0, 1]); it lives while a < its lifetime.
/// Each range draws uniformly in [value − range, value + range] (the emission range: a
/// longitude in [longitude − range/2, longitude + range/2]). The other numbers and multipliers are
/// the presentation values at the moment.
///
/// At most `maximumParticleCount` particles are drawn (the youngest); past it, and past
/// `maximumBirthsExamined` births looked at, a warning says so once.
struct EmitterSimulation {
    /// The most particles one emitter draws at once.
    static let maximumParticleCount = 10_000
    /// The most births one frame of an emitter looks at (youngest first).
    static let maximumBirthsExamined = 200_000

    let cells: [EmitterCell]
    let seed: UInt32
    let shape: EmissionShape
    let renderMode: EmitterLayer.RenderMode
    let rates: EmitterBirthRates
    let lifetime: Double, velocity: Double, scale: Double, spin: Double

    /// The simulation of `emitter`, the presentation copy of `model`.
    init(_ emitter: EmitterLayer, model: EmitterLayer) {
        cells = emitter.emitterCells ?? []
        seed = emitter.seed
        shape = EmissionShape(emitter)
        renderMode = emitter.renderMode
        rates = EmitterBirthRates(model: model); lifetime = emitter.lifetime
        velocity = emitter.velocity; scale = emitter.scale; spin = emitter.spin
    }

    /// The particles alive at the emitter's local time `time`, in drawing order.
    func particles(atLocalTime time: Double) -> [Particle] {
        guard time.isFinite else { return [] }
        var found = Found()
        var rank = 0
        for (index, cell) in cells.enumerated() {
            let source = Source(clock: time, limit: .infinity, start: -.infinity, timeScale: 1, now: time, longitudeOrigin: shape.longitudeOrigin) { _, u in
                shape.point(u)
            }
            emit(cell, path: [index], random: ParticleRandom(seed: seed, cell: index), from: source, rank: &rank, into: &found)
        }
        if found.examined > Self.maximumBirthsExamined || found.particles.count > Self.maximumParticleCount {
            Timeline.warn("EmitterLayer has more than \(Self.maximumParticleCount) live particles (or more than "
                + "\(Self.maximumBirthsExamined) births to examine in a frame): only the youngest are drawn")
        }
        var particles = found.particles
        if particles.count > Self.maximumParticleCount {
            particles.sort { ($0.birth, $1.sequence) > ($1.birth, $0.sequence) }
            particles.removeLast(particles.count - Self.maximumParticleCount)
        }
        return ordered(particles)
    }

    /// `particles` in the order `renderMode` draws them (the last on top).
    private func ordered(_ particles: [Particle]) -> [Particle] {
        switch renderMode {
        case .unordered:
            particles.sorted { ($0.cellRank, $0.birth, $0.sequence) < ($1.cellRank, $1.birth, $1.sequence) }
        case .oldestFirst, .additive:
            particles.sorted { ($0.birth, $0.sequence) < ($1.birth, $1.sequence) }
        case .oldestLast:
            particles.sorted { ($0.birth, $1.sequence) > ($1.birth, $0.sequence) }
        case .backToFront:
            particles.sorted { ($0.position.z, $0.birth, $0.sequence) < ($1.position.z, $1.birth, $1.sequence) }
        }
    }

    /// What emits a cell: the layer's shape, or a particle of the parent cell.
    private struct Source {
        /// The source's time: the emitter's local time, or the parent particle's age.
        let clock: Double
        /// The clock time after which the source emits no more (a parent particle's lifetime).
        let limit: Double
        /// The clock time before which no particle may be born (a parent particle's birth, 0).
        let start: Double
        /// Emitter seconds per clock second.
        let timeScale: Double
        /// The emitter's local time.
        let now: Double
        /// The angle longitudes are measured from.
        let longitudeOrigin: Double
        /// The birth point at clock time `time` for four uniform draws.
        let origin: (_ time: Double, _ draws: [Double]) -> ParticlePoint
    }

    /// The particles found so far and how many births were looked at.
    private struct Found {
        var particles: [Particle] = []
        var examined = 0
    }

    /// Adds the live particles of `cell` (and of its nested cells) emitted by `source`.
    /// `path` is the cell's index path in the tree of cells.
    private func emit(_ cell: EmitterCell, path: [Int], random: ParticleRandom, from source: Source, rank: inout Int,
                      into found: inout Found) {
        let cellRank = rank
        rank += 1
        let timing = cell.timingValues, v = cell.values
        guard cell.isEnabled, timing.speed > 0, source.clock >= timing.beginTime else { return }
        let local = (source.clock - timing.beginTime) * timing.speed + timing.timeOffset
        let end = min(Self.emissionEnd(timing), (source.limit - timing.beginTime) * timing.speed + timing.timeOffset)
        let first = max(0, (source.start - timing.beginTime) * timing.speed + timing.timeOffset)
        let reach = span(of: cell)
        // An infinite reach (an endless lifetime) looks back to the first birth.
        guard local.isFinite, !reach.isNaN else { return }
        // The emitter's local time at the cell's time, and back.
        let emitterTime = { (t: Double) in
            source.now - (source.clock - ((t - timing.timeOffset) / timing.speed + timing.beginTime)) * source.timeScale
        }
        let cellTime = { (e: Double) in
            ((e - source.now) / source.timeScale + source.clock - timing.beginTime) * timing.speed + timing.timeOffset
        }
        let schedule = rates.schedule(ofCellAt: path, presented: cell, through: min(local, end),
                                      emitterTime: emitterTime, cellTime: cellTime)
        // Births with first ≤ birth ≤ local, birth < end and birth ≥ local − reach, youngest first.
        schedule.births(from: max(first, local - reach), through: local) { k, birth in
            guard found.examined <= Self.maximumBirthsExamined else { return false }
            guard birth < end else { return true }
            found.examined += 1
            let age = local - birth
            let life = max(0, v.lifetime + v.lifetimeRange * random.symmetric(.lifetime, particle: k)) * lifetime
            let birthClock = (birth - timing.timeOffset) / timing.speed + timing.beginTime
            let motion = self.motion(of: cell, random: random, particle: k,
                                     origin: source.origin(birthClock, Self.placeDraws(random, k)), source: source)
            if age < life {
                found.particles.append(particle(of: cell, random: random, particle: k, age: age, motion: motion,
                                                birth: source.now - (source.clock - birthClock) * source.timeScale,
                                                cellRank: cellRank, sequence: found.particles.count))
            }
            guard let nested = cell.emitterCells, !nested.isEmpty else { return true }
            var childRank = rank
            for (index, child) in nested.enumerated() {
                let childSource = Source(clock: age, limit: life, start: 0, timeScale: source.timeScale / timing.speed,
                                         now: source.now, longitudeOrigin: 0) { time, _ in motion.position(atAge: time) }
                emit(child, path: path + [index], random: random.child(cell: index, ofParticle: k), from: childSource,
                     rank: &childRank, into: &found)
            }
            return true
        }
        rank += Self.cellCount(cell.emitterCells ?? [])
    }

    /// The four draws that place a particle on its source.
    private static func placeDraws(_ random: ParticleRandom, _ k: Int) -> [Double] {
        [random.unit(.place0, particle: k), random.unit(.place1, particle: k),
         random.unit(.place2, particle: k), random.unit(.place3, particle: k)]
    }

    /// The end of a cell's emission in its own time: `repeatDuration`, else `duration` times the
    /// repeat count (at least once), else for ever (a duration of 0).
    private static func emissionEnd(_ timing: MediaTimingValues) -> Double {
        if timing.repeatDuration > 0 { return timing.repeatDuration }
        guard timing.duration > 0 else { return .infinity }
        if timing.repeatCount >= MediaTimingValues.repeatsForever { return .infinity }
        return timing.duration * max(timing.repeatCount, 1)
    }

    /// How long after its birth, in the cell's time, a particle of `cell` or a particle it emits
    /// may still be alive: the longest lifetime, plus the reach of its nested cells.
    private func span(of cell: EmitterCell) -> Double {
        let v = cell.values
        let own = max(0, v.lifetime + abs(v.lifetimeRange)) * max(lifetime, 0)
        let nested = (cell.emitterCells ?? []).filter { $0.isEnabled && $0.speed > 0 }
            .map { span(of: $0) / $0.speed }.max() ?? 0
        return own + nested
    }

    /// How many cells `cells` holds, nested ones included.
    private static func cellCount(_ cells: [EmitterCell]) -> Int {
        cells.reduce(0) { $0 + 1 + cellCount($1.emitterCells ?? []) }
    }

    /// The path of particle `k` of `cell`, born at `origin`.
    private func motion(of cell: EmitterCell, random: ParticleRandom, particle k: Int, origin: ParticlePoint,
                        source: Source) -> ParticleMotion {
        let v = cell.values
        let longitude = source.longitudeOrigin + v.emissionLongitude + v.emissionRange / 2 * random.symmetric(.longitude, particle: k)
        let latitude = v.emissionLatitude
        let speed = (v.velocity + v.velocityRange * random.symmetric(.velocity, particle: k)) * velocity
        let direction = ParticlePoint(x: cos(latitude) * cos(longitude), y: cos(latitude) * sin(longitude), z: sin(latitude))
        return ParticleMotion(origin: origin, velocity: speed * direction,
                              acceleration: ParticlePoint(x: v.xAcceleration, y: v.yAcceleration, z: v.zAcceleration))
    }

    /// Particle `k` of `cell` at `age`.
    private func particle(of cell: EmitterCell, random: ParticleRandom, particle k: Int, age: Double, motion: ParticleMotion,
                          birth: Double, cellRank: Int, sequence: Int) -> Particle {
        let v = cell.values
        let base = v.color ?? .white
        func channel(_ value: Double, _ range: Double, _ speed: Double, _ draw: ParticleRandom.Draw) -> Double {
            let c = value + range * random.symmetric(draw, particle: k) + speed * age
            return c.isNaN ? 0 : min(max(c, 0), 1)
        }
        let color = Color(red: channel(base.red, v.redRange, v.redSpeed, .red),
                          green: channel(base.green, v.greenRange, v.greenSpeed, .green),
                          blue: channel(base.blue, v.blueRange, v.blueSpeed, .blue),
                          alpha: channel(base.alpha, v.alphaRange, v.alphaSpeed, .alpha))
        let size = (v.scale + v.scaleRange * random.symmetric(.scale, particle: k) + v.scaleSpeed * age) * scale
        let rotation = (v.spin + v.spinRange * random.symmetric(.spin, particle: k)) * spin * age
        return Particle(position: motion.position(atAge: age), scale: max(size, 0), rotation: rotation, color: color,
                        birth: birth, cellRank: cellRank, sequence: sequence, contents: cell.contents,
                        contentsScale: v.contentsScale, contentsRect: v.contentsRect,
                        minificationFilter: v.minificationFilter, magnificationFilter: v.magnificationFilter)
    }
}
