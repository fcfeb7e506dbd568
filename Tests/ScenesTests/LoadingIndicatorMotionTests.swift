import XCTest
@testable import Scenes
import ZoetropeTesting

/// What seed 000 promises, as motion: the custom `percent` moves in lockstep with a built-in
/// property animated in the same block, on the block's curve, and comes to rest when it says.
final class LoadingIndicatorMotionTests: XCTestCase {
    private let end = LoadingIndicatorScene.start + LoadingIndicatorScene.animationDuration

    /// Every millisecond, the marker's position (a built-in property) and `percent` (a custom
    /// one) are the same fraction of their travel: sampled at the same instant, never a frame apart.
    func testThePercentMovesInLockstepWithTheMarker() throws {
        for variant in LoadingIndicatorScene.variants {
            let sampler = MotionSampler(scene: try LoadingIndicatorScene(variant: variant))
            let percent = try sampler.curves(layers: ["indicator"], keyPaths: ["percent"])[0]
            let marker = try sampler.curves(layers: ["marker"], keyPaths: ["position.x"])[0]
            for (p, m) in zip(percent.samples, marker.samples) {
                XCTAssertEqual((m.value - 60) / 360, p.value / 100, accuracy: 1e-9, "\(variant) at \(m.time)")
            }
        }
    }

    /// Ease-out: the percent rises without turning back or overshooting and is at 100 when the
    /// block ends; the spring variant (damping ratio 0.6) overshoots by exp(−πζ/√(1−ζ²)) = 9.5 %
    /// and still settles at 100 by the block's end, as a spring block fitted to its duration does.
    func testTheCurvesDoWhatTheBlocksSay() {
        assertMotion(of: try! LoadingIndicatorScene(variant: "ease-out"), layer: "indicator", keyPath: "percent",
                     .monotonic, .overshoot(atMost: 0), .settles(by: end, within: 1e-9), .reaches(100, at: end))
        let ζ = 0.6
        let overshoot = exp(-Double.pi * ζ / (1 - ζ * ζ).squareRoot())
        assertMotion(of: try! LoadingIndicatorScene(variant: "spring"), layer: "indicator", keyPath: "percent",
                     .overshoot(atMost: overshoot + 0.001), .settles(by: end, within: 0.1),
                     .satisfies("overshoots by its damping ratio") { curve in
                         let peak = curve.samples.map(\.value).max() ?? 0
                         return abs((peak - 100) / 100 - overshoot) < 0.001 ? nil : "peaks at \(peak)"
                     })
        assertNoMotion(of: try! LoadingIndicatorScene(variant: "ease-out"), after: end)
    }
}
