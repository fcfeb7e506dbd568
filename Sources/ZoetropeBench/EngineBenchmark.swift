import Zoetrope

/// Issue 3's engine benchmark: presentation-tree evaluation of 10,000 layers, each with three
/// running animations (position, opacity, a custom property), at successive frame times.
struct EngineBenchmark {
    final class BenchLayer: Layer {
        @Animatable("level") var level: Double = 0
    }

    let layerCount = 10_000
    let frames = 60

    func run() -> BenchmarkResult {
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
        var checksum = 0.0
        var advancing = 0.0, building = 0.0, freeing = 0.0
        var cpuSeconds = 0.0
        let seconds = Stopwatch.measure {
            cpuSeconds = Stopwatch.measureProcessCPU {
                for frame in 0..<frames {
                    let t = Double(frame) / 60
                    advancing += Stopwatch.measure { timeline.advance(to: t) }
                    var tree: Layer?
                    building += Stopwatch.measure { tree = root.presentation(atGlobalTime: t) }
                    checksum += tree?.sublayers[frame].position.x ?? 0
                    freeing += Stopwatch.measure { tree = nil }
                }
            }
        }
        let perFrame = seconds / Double(frames) * 1000
        let cpuPerFrame = cpuSeconds / Double(frames) * 1000
        let clockPerFrame = advancing / Double(frames) * 1000
        let buildingPerFrame = building / Double(frames) * 1000
        let freeingPerFrame = freeing / Double(frames) * 1000
        return BenchmarkResult(
            name: "engine: presentation tree, \(layerCount) layers × 3 animations",
            lines: [
                String(format: "%.2f ms per frame (goal < 5 ms), %.0f ns per layer", perFrame,
                       perFrame * 1e6 / Double(layerCount)),
                String(format: "%.2f ms of CPU time per frame, all threads (siblings are copied and freed on every core)", cpuPerFrame),
                String(format: "of which %.2f ms advancing the clock (events, starts, stops), %.2f ms building the tree, "
                       + "%.2f ms freeing it", clockPerFrame, buildingPerFrame, freeingPerFrame),
                "checksum \(Int(checksum))",
            ]
        )
    }
}
