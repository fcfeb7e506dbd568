import XCTest
@testable import MotionCore

/// SpringAnimation against the closed-form step response of m·x'' + c·x' + k·(x − 1) = 0,
/// x(0) = 0, x'(0) = v₀, written out here independently of SpringTimingParameters:
/// under-damped (ζ < 1): x = 1 − e^(−ζω₀t)·(cos ω_d t + (ζω₀ − v₀)/ω_d · sin ω_d t),
/// critically damped: x = 1 − e^(−ω₀t)·(1 + (ω₀ − v₀)·t).
final class SpringAnimationTests: XCTestCase {
    private func underdamped(mass: Double, stiffness: Double, damping: Double, velocity: Double = 0, _ t: Double) -> Double {
        let w0 = (stiffness / mass).squareRoot(), zeta = damping / (2 * (stiffness * mass).squareRoot())
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        return 1 - exp(-zeta * w0 * t) * (cos(wd * t) + (zeta * w0 - velocity) / wd * sin(wd * t))
    }

    /// A spring from 0 to 100 that runs until it settles (`duration = settlingDuration`, as iOS
    /// code sets it), unless `configure` sets another duration.
    private func spring(_ configure: (SpringAnimation) -> Void = { _ in }) -> SpringAnimation {
        let spring = SpringAnimation(keyPath: "position.x")
        spring.fromValue = 0.0
        spring.toValue = 100.0
        configure(spring)
        if spring.duration == 0 { spring.duration = spring.settlingDuration }
        return spring
    }

    func testFollowsTheUnderdampedSolutionAndOvershoots() {
        let timeline = Timeline()
        let layer = Layer()
        timeline.perform { layer.add(spring(), forKey: "spring") }
        for t in [0.05, 0.2, 0.3, 0.7] {
            XCTAssertEqual(timeline.presentation(of: layer, at: t).position.x,
                           100 * underdamped(mass: 1, stiffness: 100, damping: 10, t), accuracy: 1e-9, "t = \(t)")
        }
        // The first peak is at π/ω_d with overshoot e^(−ζπ/√(1−ζ²)); ζ = 0.5 here.
        let peak = Double.pi / (10 * 0.75.squareRoot())
        let timeline2 = Timeline()
        let layer2 = Layer()
        timeline2.perform { layer2.add(spring(), forKey: "spring") }
        XCTAssertEqual(timeline2.presentation(of: layer2, at: peak).position.x,
                       100 * (1 + exp(-0.5 * .pi / 0.75.squareRoot())), accuracy: 1e-9)
    }

    func testDurationLeftAtZeroIsCoreAnimationsQuarterSecondAndIsNoted() {
        let timeline = Timeline()
        let recorder = TimingRecorder(timeline)
        let layer = Layer()
        let animation = SpringAnimation(keyPath: "position.x")
        animation.fromValue = 0.0
        animation.toValue = 100.0
        animation.delegate = recorder
        // Envelope rule (|A| + |B|)·e^(−ζω₀T) = 0.001 with A = 1, B = ζω₀/ω_d = 1/√3, ζω₀ = 5.
        let settling = log((1 + 1 / 3.0.squareRoot()) / 0.001) / 5
        XCTAssertEqual(animation.settlingDuration, settling, accuracy: 1e-9)
        XCTAssertEqual(animation.effectiveDuration, 0.25, "CAAnimation's default duration, as CASpringAnimation has")
        XCTAssertTrue(animation.isCutBeforeSettling)
        timeline.perform { layer.add(animation, forKey: "spring") }
        XCTAssertEqual(timeline.presentation(of: layer, at: 0.2).position.x,
                       100 * underdamped(mass: 1, stiffness: 100, damping: 10, 0.2), accuracy: 1e-9, "the spring's own motion")
        timeline.advance(to: 10)
        XCTAssertEqual(recorder.stopTimes, [0.25])
        XCTAssertEqual(timeline.takeNotes(), ["a spring animation of 'position.x' stops after 0.25 s but takes 1.47 s to settle; "
            + "set its duration to settlingDuration, as on iOS, to let it come to rest"])

        let settled = Timeline()
        let settledRecorder = TimingRecorder(settled)
        settled.perform { layer.add(spring { $0.delegate = settledRecorder }, forKey: "spring") }
        settled.advance(to: 10)
        XCTAssertEqual(settledRecorder.stopTimes.first ?? 0, settling, accuracy: 1e-9)
        XCTAssertEqual(settled.takeNotes(), [], "a spring that runs until it settles is not noted")
    }

    func testExplicitDurationCutsTheMotionAndTimingFunctionIsIgnored() {
        let timeline = Timeline()
        let recorder = TimingRecorder(timeline)
        let layer = Layer()
        timeline.perform {
            layer.add(spring {
                $0.duration = 0.5
                $0.timingFunction = .easeIn
                $0.delegate = recorder
            }, forKey: "spring")
        }
        XCTAssertEqual(timeline.presentation(of: layer, at: 0.3).position.x,
                       100 * underdamped(mass: 1, stiffness: 100, damping: 10, 0.3), accuracy: 1e-9)
        timeline.advance(to: 1)
        XCTAssertEqual(recorder.events, ["start@0.0", "stop(true)@0.5"])
    }

    func testCriticallyDampedWithInitialVelocity() {
        let timeline = Timeline()
        let layer = Layer()
        timeline.perform {
            layer.add(spring {
                $0.damping = 20
                $0.initialVelocity = 5
            }, forKey: "spring")
        }
        let t = 0.15
        XCTAssertEqual(timeline.presentation(of: layer, at: t).position.x, 100 * (1 - exp(-10 * t) * (1 + (10 - 5) * t)),
                       accuracy: 1e-9)
    }

    func testOverdampingOnlyWhenAllowed() {
        // ζ = 2 (damping 40, ω₀ = 10). Not allowed (the default): critically damped instead.
        func position(allowing: Bool, at t: Double) -> Double {
            let timeline = Timeline()
            let layer = Layer()
            timeline.perform {
                layer.add(spring {
                    $0.damping = 40
                    $0.allowsOverdamping = allowing
                }, forKey: "spring")
            }
            return timeline.presentation(of: layer, at: t).position.x
        }
        let t = 0.2
        XCTAssertEqual(position(allowing: false, at: t), 100 * (1 - exp(-10 * t) * (1 + 10 * t)), accuracy: 1e-9)
        // Overdamped: roots r = −ζω₀ ± ω₀√(ζ² − 1); x = 1 + C₁e^(r₁t) + C₂e^(r₂t), C₁ = r₂/(r₁ − r₂), C₂ = −r₁/(r₁ − r₂).
        let r1 = -20 + 10 * 3.0.squareRoot(), r2 = -20 - 10 * 3.0.squareRoot()
        let overdamped = 1 + r2 / (r1 - r2) * exp(r1 * t) - r1 / (r1 - r2) * exp(r2 * t)
        XCTAssertEqual(position(allowing: true, at: t), 100 * overdamped, accuracy: 1e-9)
    }

    func testPerceptualDurationAndBounceReadBack() {
        let springy = SpringAnimation(keyPath: "opacity", perceptualDuration: 0.8, bounce: 0.25)
        XCTAssertEqual(springy.perceptualDuration, 0.8, accuracy: 1e-12)
        XCTAssertEqual(springy.bounce, 0.25, accuracy: 1e-12)
        let flat = SpringAnimation(keyPath: "opacity", perceptualDuration: 0.8, bounce: -0.5)
        XCTAssertEqual(flat.bounce, -0.5, accuracy: 1e-12)
        XCTAssertTrue(flat.allowsOverdamping, "a negative bounce is an overdamped spring")
        XCTAssertFalse(springy.allowsOverdamping)
    }

    func testMassAndStiffnessChangeTheFrequency() {
        let timeline = Timeline()
        let layer = Layer()
        timeline.perform {
            layer.add(spring {
                $0.mass = 2
                $0.stiffness = 300
                $0.damping = 8
                $0.initialVelocity = -3
            }, forKey: "spring")
        }
        XCTAssertEqual(timeline.presentation(of: layer, at: 0.4).position.x,
                       100 * underdamped(mass: 2, stiffness: 300, damping: 8, velocity: -3, 0.4), accuracy: 1e-9)
    }

    func testCopiedWithItsPhysics() {
        let original = spring {
            $0.mass = 3
            $0.stiffness = 50
            $0.damping = 4
            $0.initialVelocity = 2
        }
        let copy = original.copy()
        XCTAssertEqual(copy.timingParameters, original.timingParameters)
        XCTAssertEqual(copy.settlingDuration, original.settlingDuration)
        original.damping = 40
        XCTAssertNotEqual(copy.settlingDuration, original.settlingDuration, "settling duration follows the physics")
    }

    func testPerceptualInitializer() {
        // response 0.5 s, bounce 0.3 → ζ = 0.7: k = (2π/0.5)², c = 4π·0.7/0.5.
        let animation = SpringAnimation(keyPath: "opacity", perceptualDuration: 0.5, bounce: 0.3)
        XCTAssertEqual(animation.mass, 1)
        XCTAssertEqual(animation.stiffness, pow(2 * .pi / 0.5, 2), accuracy: 1e-9)
        XCTAssertEqual(animation.damping, 4 * .pi * 0.7 / 0.5, accuracy: 1e-9)
    }
}

#if canImport(Glibc)
import Glibc
#endif
