import Zoetrope

/// Issue 3's engine benchmark: presentation-tree evaluation of 10,000 layers, each with three
/// running animations (position, opacity, a custom property), at successive frame times.
///
/// Measured as a stage renders: each frame's tree is taken from a `PresentationRecycler` (the
/// tree of an earlier frame brought up to date), its drawing recorded, and dropped after use.
/// For comparison it also measures `presentation(atGlobalTime:)`, which allocates a new tree every frame and frees it.
/// The frames cover the first second, while all three animations of every layer run; the
/// first tree of a run (built from nothing in either mode) is timed on its own. The drawing's
/// recording is timed apart too, so the engine alone is the wall time less the recording.
struct EngineBenchmark {
    final class BenchLayer: Layer {
        @Animatable("level") var level: Double = 0
    }

    let layerCount = 10_000
    let frames = 60
    /// How many times the whole measurement runs (each on new layers); more give steadier figures.
    var rounds = 1

    /// What one way of building trees cost per frame, in milliseconds.
    private struct Measurement {
        var first = 0.0, wall = 0.0, cpu = 0.0, advancing = 0.0, building = 0.0, recording = 0.0, freeing = 0.0
        var checksum = 0.0
    }

    func run() -> BenchmarkResult {
        let recycler = PresentationRecycler()
        let recycled = measure(recordingDrawing: true) { root, t in recycler.presentation(of: root, atGlobalTime: t) }
        let fresh = measure(recordingDrawing: false) { root, t in root.presentation(atGlobalTime: t) }
        return BenchmarkResult(
            name: "engine: presentation tree, \(layerCount) layers × 3 animations",
            lines: [
                String(format: "%.2f ms per frame (goal < 5 ms), %.0f ns per layer — trees recycled as a stage does",
                       recycled.wall, recycled.wall * 1e6 / Double(layerCount)),
                String(format: "%.2f ms per frame without recording the drawing (the engine alone)",
                       recycled.wall - recycled.recording),
                String(format: "%.2f ms of CPU time per frame, all threads (thousands of siblings are spread over every core)",
                       recycled.cpu),
                String(format: "of which %.2f ms advancing the clock (events, starts, stops), %.2f ms building the tree, "
                       + "%.2f ms recording its drawing, %.2f ms dropping it; "
                       + "the first frame (starting 30,000 animations, a tree from nothing) took %.1f ms",
                       recycled.advancing, recycled.building, recycled.recording, recycled.freeing, recycled.first),
                String(format: "new tree every frame (presentation(atGlobalTime:)): %.2f ms per frame, %.2f ms CPU; "
                       + "%.2f ms building, %.2f ms freeing", fresh.wall, fresh.cpu, fresh.building, fresh.freeing),
                "checksums \(Int(recycled.checksum)) \(Int(fresh.checksum))",
            ]
        )
    }

    /// For each of `rounds`, sets up the layers on a new timeline and builds the first tree, then
    /// times `frames` frames of `presentation`, each tree's drawing recorded (as a stage does) if
    /// `recordingDrawing`; the figures are per frame over all rounds.
    private func measure(recordingDrawing: Bool, _ presentation: (Layer, Double) -> Layer) -> Measurement {
        var result = Measurement(), seconds = 0.0
        for _ in 0..<rounds {
            let (timeline, root) = makeLayers()
            result.first += Stopwatch.measure {
                timeline.advance(to: 0)
                _ = presentation(root, 0)
            } * 1000 / Double(rounds)
            seconds += Stopwatch.measure {
                result.cpu += Stopwatch.measureProcessCPU {
                    for frame in 1...frames {
                        let t = Double(frame) / 60
                        result.advancing += Stopwatch.measure { timeline.advance(to: t) }
                        var tree: Layer?
                        result.building += Stopwatch.measure { tree = presentation(root, t) }
                        if recordingDrawing { result.recording += Stopwatch.measure { tree?.recordDrawing() } }
                        result.checksum += tree?.sublayers[frame].position.x ?? 0
                        result.freeing += Stopwatch.measure { tree = nil }
                    }
                }
            }
        }
        let milliseconds = 1000 / Double(frames * rounds)
        result.wall = seconds * milliseconds
        result.cpu *= milliseconds
        result.advancing *= milliseconds
        result.building *= milliseconds
        result.recording *= milliseconds
        result.freeing *= milliseconds
        return result
    }

    /// The root and its layers, each running the three animations.
    private func makeLayers() -> (Timeline, Layer) {
        let timeline = Timeline()
        let root = Layer()
        timeline.perform {
            // Set up without implicit animations: each layer runs exactly the three below.
            Transaction.setDisableActions(true)
            for index in 0..<layerCount {
                let layer = BenchLayer()
                layer.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
                root.addSublayer(layer)
                let move = BasicAnimation(keyPath: "position")
                move.fromValue = Point(x: 0, y: Double(index % 100))
                move.toValue = Point(x: 500, y: Double(index % 100))
                move.duration = 2
                move.timingFunction = .easeInEaseOut
                layer.add(move, forKey: "move")
                let fade = BasicAnimation(keyPath: "opacity")
                fade.fromValue = 1.0
                fade.toValue = 0.2
                fade.duration = 3
                fade.autoreverses = true
                layer.add(fade, forKey: "fade")
                let level = BasicAnimation(keyPath: "level")
                level.fromValue = 0.0
                level.toValue = 100.0
                level.duration = 1.5
                level.timingFunction = .easeOut
                layer.add(level, forKey: "level")
            }
        }
        return (timeline, root)
    }
}
