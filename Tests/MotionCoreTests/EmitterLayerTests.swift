import XCTest
@testable import MotionCore

/// CAEmitterLayer and CAEmitterCell against Apple's documentation and the closed forms of a
/// particle's motion: particle k of a cell is born at k / rate and, at age a, is at
/// p₀ + v·a + ½·g·a², its alpha `alpha + alphaSpeed·a`, its scale `scale + scaleSpeed·a`.
final class EmitterLayerTests: XCTestCase {
    /// A 10 × 10 image whose size is given, so no file is read.
    private let dot = Image(source: .data(Data([1])), pixelSize: Size(width: 10, height: 10))

    private func cell(_ name: String? = nil, rate: Double, lifetime: Double) -> EmitterCell {
        let cell = EmitterCell()
        cell.name = name
        cell.birthRate = rate
        cell.lifetime = lifetime
        cell.contents = dot
        return cell
    }

    private func particles(of emitter: EmitterLayer, at time: Double) -> [ParticleLayer] {
        emitter.presentation(atGlobalTime: time).sublayers.compactMap { $0 as? ParticleLayer }
    }

    /// The number of k ≥ 0 with t − lifetime < k / rate ≤ t: birthRate · min(t, lifetime), give or
    /// take the particle born at 0.
    private func expectedCount(rate: Double, lifetime: Double, at t: Double) -> Int {
        (0...Int(rate * t + 1)).filter { Double($0) / rate <= t && t - Double($0) / rate < lifetime }.count
    }

    func testDefaultsAreCoreAnimations() {
        let emitter = EmitterLayer()
        XCTAssertNil(emitter.emitterCells)
        XCTAssertEqual(emitter.birthRate, 1)
        XCTAssertEqual(emitter.lifetime, 1)
        XCTAssertEqual(emitter.emitterPosition, .zero)
        XCTAssertEqual(emitter.emitterSize, .zero)
        XCTAssertEqual(emitter.emitterShape, .point)
        XCTAssertEqual(emitter.emitterMode, .volume)
        XCTAssertEqual(emitter.renderMode, .unordered)
        XCTAssertEqual(emitter.velocity, 1)
        XCTAssertEqual(emitter.scale, 1)
        XCTAssertEqual(emitter.spin, 1)
        XCTAssertEqual(emitter.seed, 0)
        XCTAssertFalse(emitter.preservesDepth)
        let cell = EmitterCell()
        XCTAssertTrue(cell.isEnabled)
        XCTAssertEqual(cell.birthRate, 0)
        XCTAssertEqual(cell.lifetime, 0)
        XCTAssertEqual(cell.scale, 1)
        XCTAssertEqual(cell.color, .white)
        XCTAssertEqual(cell.duration, 0)
        XCTAssertEqual(cell.speed, 1)
    }

    func testParticleCountIsBirthRateTimesTheShorterOfTimeAndLifetime() {
        let emitter = EmitterLayer()
        emitter.emitterCells = [cell(rate: 10, lifetime: 2)]
        for t in [0.0, 0.05, 0.55, 1.0, 1.95, 2.0, 2.34, 7.5] {
            XCTAssertEqual(particles(of: emitter, at: t).count, expectedCount(rate: 10, lifetime: 2, at: t), "at \(t) s")
        }
        XCTAssertEqual(particles(of: emitter, at: 7.5).count, 20, "birthRate · lifetime once the first have died")
        // The layer's multipliers: twice the rate, half the lifetime.
        emitter.birthRate = 2
        emitter.lifetime = 0.5
        XCTAssertEqual(particles(of: emitter, at: 7.5).count, 20, "20 a second for 1 s")
        XCTAssertEqual(particles(of: emitter, at: 0.42).count, expectedCount(rate: 20, lifetime: 1, at: 0.42))
    }

    func testAPointEmittersParticlesFollowTheClosedForm() throws {
        let emitter = EmitterLayer()
        emitter.emitterPosition = Point(x: 100, y: 50)
        let falling = cell(rate: 1, lifetime: 10)
        falling.velocity = 40
        falling.emissionLongitude = .pi / 2
        falling.yAcceleration = 10
        falling.xAcceleration = -2
        emitter.emitterCells = [falling]
        let shown = particles(of: emitter, at: 3.5)
        XCTAssertEqual(shown.count, 4)
        // Cell by cell, oldest first (born at 0, 1, 2, 3): ages 3.5, 2.5, 1.5, 0.5.
        for (particle, age) in zip(shown, [3.5, 2.5, 1.5, 0.5]) {
            XCTAssertEqual(particle.position.x, 100 - age * age, accuracy: 1e-9)
            XCTAssertEqual(particle.position.y, 50 + 40 * age + 5 * age * age, accuracy: 1e-9)
            XCTAssertEqual(particle.bounds.size, Size(width: 10, height: 10), "the image's size")
        }
        // Longitude 0 is along x; the layer's velocity multiplies the speed.
        falling.emissionLongitude = 0
        falling.yAcceleration = 0
        falling.xAcceleration = 0
        emitter.velocity = 0.5
        let sideways = try XCTUnwrap(particles(of: emitter, at: 2.25).first)
        XCTAssertEqual(sideways.position.x, 100 + 20 * 2.25, accuracy: 1e-9)
        XCTAssertEqual(sideways.position.y, 50, accuracy: 1e-9)
    }

    func testAlphaColourScaleAndSpinChangeWithAge() {
        let emitter = EmitterLayer()
        let fading = cell(rate: 1, lifetime: 10)
        fading.color = Color(red: 0.2, green: 1, blue: 1, alpha: 1)
        fading.alphaSpeed = -0.25
        fading.redSpeed = 0.1
        fading.scale = 2
        fading.scaleSpeed = 0.5
        fading.spin = .pi / 4
        emitter.emitterCells = [fading]
        let shown = particles(of: emitter, at: 2)
        XCTAssertEqual(shown.map(\.opacity), [0.5, 0.75, 1], "alpha 1 − 0.25 · age, ages 2, 1, 0")
        for (particle, age) in zip(shown, [2.0, 1, 0]) {
            XCTAssertEqual(particle.tint.red, 0.2 + 0.1 * age, accuracy: 1e-9)
            let scale = 2 + 0.5 * age, angle = .pi / 4 * age
            XCTAssertEqual(particle.transform.m11, scale * cos(angle), accuracy: 1e-9)
            XCTAssertEqual(particle.transform.m12, scale * sin(angle), accuracy: 1e-9)
        }
        XCTAssertEqual(particles(of: emitter, at: 4.5).count, 4, "the one born at 0 reached alpha 0 at age 4: not drawn")
    }

    func testRangesDrawDeterministicallyFromTheSeed() {
        func emitter(seed: UInt32) -> EmitterLayer {
            let emitter = EmitterLayer()
            emitter.seed = seed
            let spread = cell(rate: 30, lifetime: 3)
            spread.velocity = 50
            spread.velocityRange = 20
            spread.emissionRange = 2 * .pi
            spread.lifetimeRange = 1
            spread.scaleRange = 0.5
            emitter.emitterCells = [spread]
            return emitter
        }
        let positions = { (e: EmitterLayer, t: Double) in self.particles(of: e, at: t).map(\.position) }
        XCTAssertEqual(positions(emitter(seed: 7), 2.5), positions(emitter(seed: 7), 2.5), "a pure function of seed and time")
        XCTAssertNotEqual(positions(emitter(seed: 7), 2.5), positions(emitter(seed: 8), 2.5))
        // Asking for other times first changes nothing.
        let asked = emitter(seed: 7)
        _ = positions(asked, 1)
        _ = positions(asked, 3)
        XCTAssertEqual(positions(asked, 2.5), positions(emitter(seed: 7), 2.5))
        // Speeds stay in [30, 70]: at age a a particle is at most 70a from the emitter.
        for particle in particles(of: asked, at: 0.5) {
            XCTAssertLessThanOrEqual(hypot(particle.position.x, particle.position.y), 70 * 0.5 + 1e-9)
        }
    }

    func testCellTimingPlacesEmissionInTheEmittersTime() {
        let emitter = EmitterLayer()
        let late = cell(rate: 10, lifetime: 100)
        late.beginTime = 1
        emitter.emitterCells = [late]
        XCTAssertEqual(particles(of: emitter, at: 0.9).count, 0, "before beginTime")
        XCTAssertEqual(particles(of: emitter, at: 1.55).count, 6, "born at 1, 1.1 … 1.5")
        late.duration = 0.3
        XCTAssertEqual(particles(of: emitter, at: 5).count, 3, "only while the cell is active: 1, 1.1, 1.2")
        late.duration = 0
        late.speed = 2
        XCTAssertEqual(particles(of: emitter, at: 1.5).count, 11, "twice as fast: 20 a second")
        late.isEnabled = false
        XCTAssertEqual(particles(of: emitter, at: 1.5).count, 0)
    }

    func testNestedCellsAreEmittedByTheirParentsParticles() {
        let emitter = EmitterLayer()
        emitter.emitterPosition = Point(x: 10, y: 0)
        let rocket = cell(rate: 1, lifetime: 1)
        rocket.velocity = 100
        rocket.emissionLongitude = .pi / 2
        let spark = cell(rate: 2, lifetime: 100)
        rocket.emitterCells = [spark]
        emitter.emitterCells = [rocket]
        // At 1.25 s: rocket 1 (age 0.25) alive; rocket 0 died at 1 s. Sparks: rocket 0's at its
        // ages 0, 0.5 (not 1: it was dead), rocket 1's at age 0.
        let shown = particles(of: emitter, at: 1.25)
        XCTAssertEqual(shown.count, 1 + 3)
        let sparkYs = shown.map(\.position.y).filter { $0 != 25 }.sorted()
        XCTAssertEqual(sparkYs, [0, 0, 50], "where their rocket was when they were born")
    }

    func testRenderModesOrderTheParticles() {
        let emitter = EmitterLayer()
        let a = cell(rate: 1, lifetime: 10), b = cell(rate: 1, lifetime: 10)
        a.velocity = 10
        b.velocity = 20
        a.zAcceleration = 1
        emitter.emitterCells = [a, b]
        emitter.renderMode = .unordered
        XCTAssertEqual(particles(of: emitter, at: 1.5).map(\.position.x), [15, 5, 30, 10], "cell by cell, oldest first")
        emitter.renderMode = .oldestFirst
        XCTAssertEqual(particles(of: emitter, at: 1.5).map(\.position.x), [15, 30, 5, 10])
        emitter.renderMode = .oldestLast
        XCTAssertEqual(particles(of: emitter, at: 1.5).map(\.position.x), [5, 10, 15, 30])
        emitter.renderMode = .additive
        let presented = emitter.presentation(atGlobalTime: 1.5)
        XCTAssertTrue(presented.sublayers.allSatisfy { ($0 as? ParticleLayer)?.isAdditive == true })
        emitter.renderMode = .backToFront
        XCTAssertEqual(particles(of: emitter, at: 1.5).map(\.position.x), [30, 10, 5, 15], "cell a rises in z with age")
    }

    func testCellPropertiesAnimateByKeyPathAndTheModelIsLeftAlone() {
        let timeline = Timeline()
        let emitter = EmitterLayer()
        let fire = cell("fire", rate: 10, lifetime: 100)
        emitter.emitterCells = [fire]
        let animation = BasicAnimation(keyPath: "emitterCells.fire.birthRate")
        animation.fromValue = 20
        animation.toValue = 20
        animation.duration = 10
        timeline.perform { emitter.add(animation, forKey: "rate") }
        let presented = timeline.presentation(of: emitter, at: 1.05)
        XCTAssertEqual(presented.value(forKeyPath: "emitterCells.fire.birthRate") as? Double, 20)
        XCTAssertEqual(presented.sublayers.count, 22, "20 a second: born at 0, 0.05 … 1.05")
        XCTAssertEqual(fire.birthRate, 10, "the model's cell is unchanged")
        XCTAssertEqual(emitter.value(forKeyPath: "emitterCells.fire.birthRate") as? Double, 10)
        let layerRate = BasicAnimation(keyPath: "birthRate")
        layerRate.fromValue = 0
        layerRate.toValue = 0
        layerRate.duration = 10
        timeline.perform { emitter.add(layerRate, forKey: "stop") }
        // As on iOS, a rate of 0 stops births, not the particles already born (the birth due at
        // 1.05, the instant the rate became 0, is not made).
        XCTAssertEqual(timeline.presentation(of: emitter, at: 1.05).sublayers.count, 21)
        XCTAssertEqual(timeline.presentation(of: emitter, at: 3).sublayers.count, 21, "born at 0 … 1.0, none after")
    }

    func testTheLiveParticleCountIsCappedAndReportedOnce() {
        let unattended = UnattendedProblemCollector()
        defer { unattended.stop() }
        let emitter = EmitterLayer()
        emitter.emitterCells = [cell(rate: 100_000, lifetime: 1)]
        XCTAssertEqual(particles(of: emitter, at: 0.5).count, EmitterSimulation.maximumParticleCount)
        XCTAssertEqual(unattended.problems.count, 1)
        XCTAssertTrue("\(unattended.problems.first!)".contains("\(EmitterSimulation.maximumParticleCount)"))
    }

    func testShapesPlaceBirthsAsAppleDocumentsThem() {
        let emitter = EmitterLayer()
        emitter.emitterPosition = Point(x: 100, y: 100)
        emitter.emitterSize = Size(width: 40, height: 20)
        emitter.emitterCells = [cell(rate: 200, lifetime: 1)]
        func births(_ shape: EmitterLayer.Shape, _ mode: EmitterLayer.Mode = .volume) -> [Point] {
            emitter.emitterShape = shape
            emitter.emitterMode = mode
            return particles(of: emitter, at: 0.5).map(\.position)
        }
        XCTAssertTrue(births(.point).allSatisfy { $0 == Point(x: 100, y: 100) })
        XCTAssertTrue(births(.line).allSatisfy { abs($0.x - 100) <= 20 && $0.y == 100 })
        XCTAssertTrue(births(.rectangle).allSatisfy { abs($0.x - 100) <= 20 && abs($0.y - 100) <= 10 })
        XCTAssertTrue(births(.rectangle, .outline).allSatisfy {
            abs(abs($0.x - 100) - 20) < 1e-9 || abs(abs($0.y - 100) - 10) < 1e-9
        })
        XCTAssertTrue(births(.circle, .outline).allSatisfy { abs(hypot($0.x - 100, $0.y - 100) - 40) < 1e-9 }, "radius width")
        XCTAssertTrue(births(.circle).allSatisfy { hypot($0.x - 100, $0.y - 100) <= 40 + 1e-9 })
        XCTAssertTrue(births(.sphere).allSatisfy { hypot($0.x - 100, $0.y - 100) <= 40 + 1e-9 })
    }
}
