import XCTest
import ZoetropeUIKit

/// The MIT-library-style indicators traced frame by frame against values worked out by hand from
/// Core Animation's documented rules: a keyframe animation reaches `values[k]` at `keyTimes[k]`
/// of each cycle, each segment eased by its `timingFunctions` entry (CAKeyframeAnimation), the
/// whole cycle first by the animation's `timingFunction`; a repeating animation starts each
/// cycle afresh; before `beginTime` (fill mode removed) the model value shows.
final class IOSActivityIndicatorTests: XCTestCase {
    private let fps = 20

    private func trace(_ layers: [String], _ properties: [String]) throws -> TraceRecording {
        let scene = IOSActivityIndicatorScene()
        let settings = try RenderSettings(fps: fps).resolved(for: scene)
        return try SceneTrace(layers: layers, properties: properties, fps: fps).record(scene, settings: settings)
    }

    private func value(_ key: String, of layer: String, in frame: TraceFrame) -> TraceValue? {
        frame.layers.first { $0.name == layer }?.properties?.first { $0.key == key }?.value ?? nil
    }

    /// Progress through the current cycle of a repeating animation begun at `begin`, or nil before it.
    private func cycleProgress(at time: Double, begin: Double, duration: Double) -> Double? {
        guard time >= begin - 1e-9 else { return nil }
        let elapsed = max(time - begin, 0)
        return elapsed.truncatingRemainder(dividingBy: duration) / duration
    }

    /// values [1, 0.3, 1] at keyTimes [0, 0.3, 1], both segments on the curve (0.2, 0.68, 0.18, 1.08),
    /// each ball starting 0.12 s after the one before from CACurrentMediaTime() = 0.5.
    func testBallPulseFollowsKeyTimesValuesAndTimingFunctions() throws {
        let recording = try trace(["ball-0", "ball-1", "ball-2"], ["transform.scale"])
        XCTAssertEqual(recording.frames.count, 3 * fps)
        XCTAssertEqual(recording.frames.filter { $0.time >= IOSActivityIndicatorScene.start }.count, 50, "set up at 0.5 s")
        let curve = ActivityIndicatorAnimationBallPulse.controlPoints
        var animatedSamples = 0
        for frame in recording.frames where frame.time >= IOSActivityIndicatorScene.start {
            for ball in 0..<3 {
                let begin = IOSActivityIndicatorScene.start + ActivityIndicatorAnimationBallPulse.beginTimes[ball]
                let expected: Double
                if let p = cycleProgress(at: frame.time, begin: begin, duration: ActivityIndicatorAnimationBallPulse.duration) {
                    animatedSamples += 1
                    if p < 0.3 {
                        expected = 1 + (0.3 - 1) * ReferenceCurves.value(curve, at: p / 0.3)
                    } else {
                        expected = 0.3 + (1 - 0.3) * ReferenceCurves.value(curve, at: (p - 0.3) / 0.7)
                    }
                } else {
                    expected = 1
                }
                guard case let .number(scale)? = value("transform.scale", of: "ball-\(ball)", in: frame) else {
                    return XCTFail("ball-\(ball) has no scale at \(frame.time)")
                }
                XCTAssertEqual(scale, expected, accuracy: 1e-6, "ball-\(ball) at \(frame.time)")
            }
        }
        XCTAssertGreaterThan(animatedSamples, 100, "the balls animate, repeating with HUGE")
    }

    /// The ripple's transform goes from NSValue(caTransform3D: scale 0.1) to scale 1 on a curve
    /// given with Float control points; its opacity through [1, 0.7, 0] at [0, 0.7, 1], linearly;
    /// the group begins at CACurrentMediaTime() + 0.2 and repeats every second.
    func testRippleFollowsBoxedTransformsAndMixedLiteralOpacities() throws {
        let recording = try trace(["ripple"], ["transform", "opacity"])
        let c = ActivityIndicatorAnimationBallScaleRipple.controlPoints
        let curve = (Double(c.0), Double(c.1), Double(c.2), Double(c.3))
        for frame in recording.frames where frame.time >= IOSActivityIndicatorScene.start {
            let p = cycleProgress(at: frame.time, begin: IOSActivityIndicatorScene.start + 0.2, duration: 1)
            let scale = p.map { 0.1 + 0.9 * ReferenceCurves.value(curve, at: $0) } ?? 1
            let opacity = p.map { $0 < 0.7 ? 1 - 0.3 * $0 / 0.7 : 0.7 - 0.7 * ($0 - 0.7) / 0.3 } ?? 1
            let transform = value("transform", of: "ripple", in: frame)
            if case let .transform(m)? = transform {
                XCTAssertEqual(m.m11, scale, accuracy: 1e-6, "x scale at \(frame.time)")
                XCTAssertEqual(m.m22, scale, accuracy: 1e-6, "y scale at \(frame.time)")
            } else {
                XCTAssertEqual(scale, 1, accuracy: 1e-9, "identity only outside the animation, at \(frame.time): \(String(describing: transform))")
            }
            guard case let .number(alpha)? = value("opacity", of: "ripple", in: frame) else {
                return XCTFail("no opacity at \(frame.time)")
            }
            XCTAssertEqual(alpha, opacity, accuracy: 1e-6, "opacity at \(frame.time)")
        }
    }

    /// No warning and no failure: every animation found its property and took its values.
    func testIndicatorsPlayWithoutWarnings() throws {
        let stage = Stage(scene: IOSActivityIndicatorScene())
        try stage.advance(to: 2)
        XCTAssertEqual(stage.takeNotes(), [])
    }
}
