import XCTest
@testable import MotionCore

/// Births that integrate the birth rate over time, as Core Animation's do: the number born by
/// time t is N(t) = ∫ rate, particle k is born where N reaches k, and a change of rate (model value
/// or animation) moves only the births after it. Expected values come from that definition and
/// the closed form of a particle's motion, p₀ + v·a + ½·g·a² (here y = 50 + 40·a + 5·a²).
final class EmitterBirthRateTests: XCTestCase {
    /// A 10 × 10 image whose size is given, so no file is read.
    private let dot = Image(source: .data(Data([1])), pixelSize: Size(width: 10, height: 10))

    /// An emitter at (100, 50) whose one cell, "confetti", emits `rate` particles a second that
    /// live `lifetime` seconds and leave straight down at 40 pt/s, falling at 10 pt/s².
    private func emitter(rate: Double, lifetime: Double = 10) -> EmitterLayer {
        let emitter = EmitterLayer()
        emitter.emitterPosition = Point(x: 100, y: 50)
        emitter.renderMode = .oldestFirst
        let cell = EmitterCell()
        cell.name = "confetti"
        cell.birthRate = rate
        cell.lifetime = lifetime
        cell.velocity = 40
        cell.emissionLongitude = .pi / 2
        cell.yAcceleration = 10
        cell.contents = dot
        emitter.emitterCells = [cell]
        return emitter
    }

    /// The y of a particle born at `birth`, at time `t`.
    private func y(bornAt birth: Double, at t: Double) -> Double {
        let age = t - birth
        return 50 + 40 * age + 5 * age * age
    }

    /// The particles (oldest first) at `time`, advancing `timeline` there.
    private func particles(of emitter: EmitterLayer, on timeline: Timeline, at time: Double) -> [ParticleLayer] {
        timeline.presentation(of: emitter, at: time).sublayers.compactMap { $0 as? ParticleLayer }
    }

    /// Runs `change` at `time` on `timeline` with implicit animations off.
    private func at(_ time: Double, on timeline: Timeline, _ change: @escaping () -> Void) {
        timeline.schedule(at: time) {
            Transaction.setDisableActions(true)
            change()
        }
    }

    private func assertBurst(_ stop: @escaping (EmitterLayer) -> Void, file: StaticString = #filePath, line: UInt = #line) {
        let timeline = Timeline()
        let emitter = self.emitter(rate: 10, lifetime: 2)
        at(0.5, on: timeline) { stop(emitter) }
        let shown = particles(of: emitter, on: timeline, at: 1)
        XCTAssertEqual(shown.count, 5, "born at 0, 0.1 … 0.4, and none after", file: file, line: line)
        for (k, particle) in shown.enumerated() {
            XCTAssertEqual(particle.position.x, 100, accuracy: 1e-9, file: file, line: line)
            XCTAssertEqual(particle.position.y, y(bornAt: Double(k) / 10, at: 1), accuracy: 1e-9,
                           "particle \(k) lives on where it was going", file: file, line: line)
        }
        let last = particles(of: emitter, on: timeline, at: 2.35)
        XCTAssertEqual(last.count, 1, "only the one born at 0.4 lives past 2.3 s", file: file, line: line)
        XCTAssertEqual(last.first?.position.y ?? 0, y(bornAt: 0.4, at: 2.35), accuracy: 1e-9, file: file, line: line)
        XCTAssertEqual(particles(of: emitter, on: timeline, at: 2.5).count, 0, file: file, line: line)
    }

    func testABurstKeepsItsParticlesAliveAfterTheLayersRateDropsToZero() {
        assertBurst { $0.birthRate = 0 }
    }

    func testABurstStoppedThroughTheCellsKeyPath() {
        assertBurst { $0.setValue(0, forKeyPath: "emitterCells.confetti.birthRate") }
    }

    func testABurstStoppedOnTheCellItself() {
        assertBurst { $0.emitterCells?.first?.birthRate = 0 }
    }

    func testADoubledRateMovesOnlyTheBirthsAfterIt() {
        for double in [{ (e: EmitterLayer) in e.birthRate = 2 },
                       { (e: EmitterLayer) in e.setValue(20, forKeyPath: "emitterCells.confetti.birthRate") }] {
            let timeline = Timeline()
            let emitter = self.emitter(rate: 10)
            at(1, on: timeline) { double(emitter) }
            let shown = particles(of: emitter, on: timeline, at: 1.5)
            XCTAssertEqual(shown.count, 10 + 11, "0, 0.1 … 0.9, then 1, 1.05 … 1.5")
            for (k, particle) in shown.enumerated() {
                let birth = k < 10 ? Double(k) / 10 : 1 + Double(k - 10) / 20
                XCTAssertEqual(particle.position.y, y(bornAt: birth, at: 1.5), accuracy: 1e-9, "particle \(k)")
            }
        }
    }

    func testAnEmitterStartedLaterBeginsEmittingThen() {
        // Made at 2 s (a tap's confetti): its first particle is born at 2, not as if it had
        // emitted since 0.
        let timeline = Timeline()
        var emitter: EmitterLayer?
        timeline.schedule(at: 2) { emitter = self.emitter(rate: 10) }
        timeline.advance(to: 2)
        guard let emitter else { return XCTFail("not made") }
        let shown = particles(of: emitter, on: timeline, at: 2.25)
        XCTAssertEqual(shown.count, 3, "born at 2, 2.1, 2.2")
        for (particle, birth) in zip(shown, [2, 2.1, 2.2]) {
            XCTAssertEqual(particle.position.y, y(bornAt: birth, at: 2.25), accuracy: 1e-9)
        }
    }

    func testARateChangedAndChangedBackResumesTheCount() {
        let timeline = Timeline()
        let emitter = self.emitter(rate: 10)
        at(0.5, on: timeline) { emitter.birthRate = 0 }
        at(2, on: timeline) { emitter.birthRate = 1 }
        let shown = particles(of: emitter, on: timeline, at: 2.25)
        let births = [0, 0.1, 0.2, 0.3, 0.4, 2, 2.1, 2.2]
        XCTAssertEqual(shown.count, births.count)
        for (particle, birth) in zip(shown, births) {
            XCTAssertEqual(particle.position.y, y(bornAt: birth, at: 2.25), accuracy: 1e-9)
        }
    }

    func testAnAnimatedRateIntegratesToItsArea() {
        // 0 → 20 linearly over 1 s, then held: N(t) = 10·t² for t ≤ 1, 10 + 20·(t − 1) after, so
        // particle k is born at √(k/10) up to k = 10, then at 1 + (k − 10)/20.
        let timeline = Timeline()
        let emitter = self.emitter(rate: 1)
        emitter.birthRate = 0
        let ramp = BasicAnimation(keyPath: "birthRate")
        ramp.fromValue = 0
        ramp.toValue = 20
        ramp.duration = 1
        ramp.timingFunction = .linear
        ramp.fillMode = .forwards
        ramp.isRemovedOnCompletion = false
        timeline.perform { emitter.add(ramp, forKey: "ramp") }
        let early = particles(of: emitter, on: timeline, at: 0.99)
        XCTAssertEqual(early.count, 10, "N(0.99) = 9.8")
        let shown = particles(of: emitter, on: timeline, at: 1.52)
        XCTAssertEqual(shown.count, 21, "N(1.52) = 20.4")
        for (k, particle) in shown.enumerated() {
            let birth = k <= 10 ? (Double(k) / 10).squareRoot() : 1 + Double(k - 10) / 20
            // The midpoint rule is exact for a ramp; between grid points N is linear, which moves a
            // birth by at most step²·r′/8 / r ≈ 1e-5 s here.
            XCTAssertEqual(particle.position.y, y(bornAt: birth, at: 1.52), accuracy: 1e-3, "particle \(k)")
        }
    }

    func testAnImplicitlyAnimatedStopLeavesTheEarlierBirthsWhereTheyWere() {
        // `birthRate = 0` with actions on: the rate eases from 1 to 0 over 0.25 s, so between 0.5
        // and 0.75 fewer than 2.5 more particles are born, and none after.
        let timeline = Timeline()
        let emitter = self.emitter(rate: 10)
        timeline.schedule(at: 0.5) { emitter.birthRate = 0 }
        let shown = particles(of: emitter, on: timeline, at: 1)
        XCTAssertTrue((6...7).contains(shown.count), "\(shown.count) born")
        for (k, particle) in shown.prefix(5).enumerated() {
            XCTAssertEqual(particle.position.y, y(bornAt: Double(k) / 10, at: 1), accuracy: 1e-9, "particle \(k)")
        }
        XCTAssertEqual(particles(of: emitter, on: timeline, at: 3).count, shown.count, "none born after")
    }

    func testAnAnimationsBirthsStayAfterItIsRemoved() {
        // 20 a second for 0.5 s (an animation from 20 to 20), removed at 0.5; the model rate is 0.
        let timeline = Timeline()
        let emitter = self.emitter(rate: 1)
        emitter.birthRate = 0
        let burst = BasicAnimation(keyPath: "birthRate")
        burst.fromValue = 20
        burst.toValue = 20
        burst.duration = 10
        timeline.perform { emitter.add(burst, forKey: "burst") }
        timeline.schedule(at: 0.5) { emitter.removeAnimation(forKey: "burst") }
        let shown = particles(of: emitter, on: timeline, at: 2)
        XCTAssertEqual(shown.count, 10, "born at 0, 0.05 … 0.45")
        for (k, particle) in shown.enumerated() {
            XCTAssertEqual(particle.position.y, y(bornAt: Double(k) / 20, at: 2), accuracy: 1e-9)
        }
    }

    /// The scene of the purity tests: a burst cut by an implicit (0.25 s) animation of the layer's
    /// rate, then restarted on the cell.
    private func scriptedEmitter(on timeline: Timeline) -> EmitterLayer {
        let emitter = self.emitter(rate: 30, lifetime: 1.5)
        emitter.emitterCells?.first?.velocityRange = 20
        emitter.emitterCells?.first?.emissionRange = 1
        timeline.schedule(at: 0.3) { emitter.birthRate = 0 }
        at(0.9, on: timeline) { emitter.birthRate = 1 }
        at(1.1, on: timeline) { emitter.setValue(50, forKeyPath: "emitterCells.confetti.birthRate") }
        return emitter
    }

    private func positions(_ particles: [ParticleLayer]) -> [Point] { particles.map(\.position) }

    func testAFrameIsTheSameAsAStillAndPlayedFrameByFrameAtAnyRate() {
        let end = 102.0 / 60
        let stillTimeline = Timeline()
        let still = positions(particles(of: scriptedEmitter(on: stillTimeline), on: stillTimeline, at: end))
        XCTAssertFalse(still.isEmpty)
        for fps in [60.0, 24.0] {
            let timeline = Timeline()
            let emitter = scriptedEmitter(on: timeline)
            var frame = 0.0
            while frame / fps < end {
                _ = particles(of: emitter, on: timeline, at: frame / fps)
                frame += 1
            }
            XCTAssertEqual(positions(particles(of: emitter, on: timeline, at: end)), still, "at \(fps) fps")
        }
    }
}
