import Scenes
import Zoetrope
import ZoetropeTesting

/// Issue 31's figure: one motion assertion's sampling — the loading indicator's `percent` over
/// its whole 3.2 s at the default 1 ms (3,201 samples, a stage advanced to each) — and the
/// predicates read off the curve. Five runs; the median is what `assertMotion` costs.
struct MotionBenchmark {
    func run() throws -> BenchmarkResult {
        let scene = try LoadingIndicatorScene(variant: nil)
        var samplings: [Double] = [], checks: [Double] = []
        var sampleCount = 0
        for _ in 0..<5 {
            var curve: MotionCurve?
            samplings.append(try Stopwatch.measure {
                curve = try MotionSampler(scene: scene).curves(layers: ["indicator"], keyPaths: ["percent"])[0]
            })
            guard let curve else { continue }
            sampleCount = curve.samples.count
            checks.append(Stopwatch.measure {
                for predicate in [MotionPredicate.monotonic, .overshoot(atMost: 0), .settles(by: 2.8, within: 1e-9)] {
                    _ = predicate.failure(of: curve)
                }
            })
        }
        let median = { (values: [Double]) in values.sorted()[values.count / 2] * 1000 }
        return BenchmarkResult(
            name: "motion: assertMotion over \(Int(scene.duration * 1000) / 1000) s of the loading indicator at 1 ms",
            lines: [String(format: "%.1f ms sampling %d instants (median of 5; goal ≤ 10 ms for a 3 s animation), "
                           + "%.2f ms checking three predicates", median(samplings), sampleCount, median(checks))])
    }
}
