import Foundation
import Testing
import Zoetrope
@testable import ZoetropeTesting
import CairoRendering
import ZoetropeTestSupport

/// A box whose `position.x` moves from 0 to 100: linearly over 1 s, or as a spring of damping
/// ratio 0.5 (stiffness 100, mass 1), or linearly with a jump to 80 at 0.5 s.
private struct BoxScene: Scene, DefaultConstructible {
    enum Motion { case linear, spring, jump }
    static let name = "box"
    static let summary = "a moving box"
    var motion = Motion.linear
    var size: Size { Size(width: 200, height: 40) }
    var duration: Double { 2 }

    func setUp(on stage: Stage) {
        let box = Layer()
        box.name = "box"
        box.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        stage.rootLayer.addSublayer(box)
        let animation: BasicAnimation
        if motion == .spring {
            let spring = SpringAnimation(keyPath: "position.x")
            spring.damping = 10
            spring.duration = spring.settlingDuration
            animation = spring
        } else {
            animation = BasicAnimation(keyPath: "position.x")
            animation.duration = 1
        }
        animation.fromValue = 0.0
        animation.toValue = 100.0
        box.add(animation, forKey: "move")
        box.position = Point(x: 100, y: 20)
        if motion == .jump {
            stage.at(0.5) {
                Transaction.setDisableActions(true)
                box.removeAllAnimations()
                let rest = BasicAnimation(keyPath: "position.x")
                rest.fromValue = 80.0
                rest.toValue = 100.0
                rest.duration = 0.5
                box.add(rest, forKey: "rest")
            }
        }
    }
}

/// A layer moved by one point each time the stage lays out a frame: how far it gets depends on
/// how many frames were taken, so it is not frame-rate independent.
private struct SteppingScene: Scene, DefaultConstructible {
    static let name = "stepping"
    static let summary = "moves per frame"
    var size: Size { Size(width: 200, height: 40) }
    var duration: Double { 1 }

    final class SteppingView: View {
        override func layoutSubviews() {
            View.performWithoutAnimation { self.center.x += 1 }
            setNeedsLayout()
        }
    }

    func setUp(on stage: Stage) {
        let view = SteppingView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        view.layer.name = "stepper"
        view.setNeedsLayout()
        stage.rootView.addSubview(view)
    }
}

@Suite struct MotionAssertionTests {
    private func curve(_ motion: BoxScene.Motion) throws -> MotionCurve {
        try MotionSampler(scene: BoxScene(motion: motion)).curves(layers: ["box"], keyPaths: ["position.x"])[0]
    }

    private func comments(_ issue: Issue) -> String { issue.comments.map(\.rawValue).joined(separator: "\n") }

    @Test func samplesEveryMillisecondFromTheEngine() throws {
        let linear = try curve(.linear)
        #expect(linear.samples.count == 2001)
        #expect(abs(linear.value(at: 0.25) - 25) < 1e-9)
        #expect(abs(linear.value(at: 0.7505) - 75.05) < 1e-9, "between samples, linearly")
    }

    @Test func aLinearMotionIsMonotonicSettledAndWithoutOvershoot() throws {
        let linear = try curve(.linear)
        for predicate in [MotionPredicate.monotonic, .overshoot(atMost: 0), .settles(by: 1, within: 1e-9),
                          .peakVelocity(atMost: 100 + 1e-6), .reaches(50, at: 0.5), .continuous(maxValueJump: 0.1 + 1e-9)] {
            #expect(predicate.failure(of: linear) == nil, "\(predicate.name)")
        }
        #expect(MotionPredicate.settles(by: 0.5, within: 1).failure(of: linear)
                == "50 away from the final 100 at 0.500 s, allowed 1 from 0.500 s")
        #expect(MotionPredicate.peakVelocity(atMost: 50).failure(of: linear)?.hasPrefix("moves at 100/s at ") == true)
        #expect(MotionPredicate.reaches(60, at: 0.5).failure(of: linear) == "is 50 at 0.500 s, expected 60 (± 0)")
    }

    /// A unit step of a spring of damping ratio ζ = 10 / (2·√100) = 0.5 peaks exp(−πζ/√(1−ζ²)) =
    /// 16.3 % past its target, at π/ω_d = π/(10·√0.75) = 0.363 s.
    @Test func aSpringOvershootsByWhatItsDampingRatioSays() throws {
        let spring = try curve(.spring)
        let message = try #require(MotionPredicate.overshoot(atMost: 0.02).failure(of: spring))
        #expect(message == "overshoot 16.3 % at 0.363 s, allowed 2 %")
        #expect(MotionPredicate.overshoot(atMost: 0.17).failure(of: spring) == nil)
        #expect(MotionPredicate.monotonic.failure(of: spring)?.hasPrefix("turns back by") == true)
    }

    @Test func aJumpIsNotContinuous() throws {
        let jumping = try curve(.jump)
        let message = try #require(MotionPredicate.continuous(maxValueJump: 1).failure(of: jumping))
        #expect(message == "jumps by 30.1 at 0.500 s, allowed 1", "49.9 at 0.499 s, then 80")
        #expect(MotionPredicate.continuous(maxValueJump: 31, maxVelocityJump: 10).failure(of: jumping)?
            .hasPrefix("velocity jumps by") == true, "100/s, then 30 000/s for one millisecond, then 40/s")
    }

    @Test func assertMotionReportsEachFailingPredicateAndPassesTheRest() {
        assertMotion(of: BoxScene(), layer: "box", keyPath: "position.x", .monotonic, .overshoot(atMost: 0.02), .settles(by: 1, within: 0.5))
        withKnownIssue {
            assertMotion(of: BoxScene(motion: .spring), layer: "box", keyPath: "position.x",
                         .settles(by: 0.6, within: 0.5), .overshoot(atMost: 0.02), .monotonic)
        } matching: { issue in
            comments(issue).hasPrefix("box.position.x fails overshoot(atMost: 2 %): overshoot 16.3 % at 0.363 s")
                || comments(issue).hasPrefix("box.position.x fails monotonic: turns back")
                || comments(issue).hasPrefix("box.position.x fails settles(by: 0.6, within: 0.5)")
        }
    }

    @Test func aPointNeedsAComponentAndAMissingLayerIsNamed() {
        withKnownIssue {
            assertMotion(of: BoxScene(), layer: "box", keyPath: "position", .monotonic)
        } matching: { issue in comments(issue).contains("is a Point, not a number; sample a component") }
        withKnownIssue {
            assertMotion(of: BoxScene(), layer: "card", keyPath: "position.x", .monotonic)
        } matching: { issue in comments(issue).contains("no layer named 'card'") }
    }

    @Test func customPredicatesReadTheCurve() {
        let halfway = MotionPredicate.satisfies("halfway by 0.5 s") { curve in
            curve.value(at: 0.5) >= 50 ? nil : "only \(curve.value(at: 0.5))"
        }
        assertMotion(of: BoxScene(), layer: "box", keyPath: "position.x", halfway)
        withKnownIssue {
            assertMotion(of: BoxScene(), layer: "box", keyPath: "position.x", .satisfies("never") { _ in "it moved" })
        } matching: { issue in comments(issue) == "box.position.x fails never: it moved" }
    }

    @Test func frameRateIndependenceReplaysAtEachRate() {
        assertMotion(of: BoxScene(motion: .spring), layer: "box", keyPath: "position.x", .frameRateIndependent([24, 30, 60, 120]))
        withKnownIssue {
            assertMotion(of: SteppingScene(), layer: "stepper", keyPath: "position.x", .frameRateIndependent([30, 60]))
        } matching: { issue in comments(issue).contains("fps but") }
    }

    @Test func noMotionAfterTheLastAnimationEnds() {
        assertNoMotion(of: BoxScene(), after: 1)
        withKnownIssue {
            assertNoMotion(of: BoxScene(), after: 0.5)
        } matching: { issue in comments(issue).hasPrefix("box.position.x still moves after 0.500 s") }
    }
}

/// A failed motion in the failure report: the curve plotted with its bound and violation, and the
/// frame at the violation written beside it.
@Suite struct MotionReportTests {
    @Test func aFailedOvershootIsPlottedWithItsBoundAndFrame() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let scene = BoxScene(motion: .spring)
        let curve = try MotionSampler(scene: scene).curves(layers: ["box"], keyPaths: ["position.x"])[0]
        let predicate = MotionPredicate.overshoot(atMost: 0.02)
        let violation = try #require(try predicate.violation(of: curve, sampler: MotionSampler(scene: scene)))
        #expect(violation.time == 0.363)
        #expect(violation.bounds == [102], "the final value plus 2 % of the travel")
        MotionReport.add("box.position.x fails \(predicate.name): \(violation.message)", curve: curve, violation: violation,
                         scene: scene, testFile: "/tests/BoxTests.swift", testName: "testBox", in: directory.url)
        let page = try String(contentsOf: directory.url.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("1 motion"))
        #expect(page.contains("overshoot 16.3 % at 0.363 s"))
        #expect(page.contains("<svg") && page.contains("<polyline") && page.contains("stroke-dasharray") && page.contains("<circle"))
        #expect(page.contains("BoxTests/testBox.box.position.x.0.363.png"))
        let frame = try RGBAImage(contentsOfPNG: directory.url.appendingPathComponent("BoxTests/testBox.box.position.x.0.363.png"))
        #expect(frame.width == 200 && frame.height == 40)
        let plot = try #require(try FailureReport.failures(in: directory.url).first?.motion)
        #expect(plot.times.count <= MotionPlot.maximumPoints)
        #expect(plot.violationTime == 0.363)
    }
}
