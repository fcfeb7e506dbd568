import CairoRendering
import CCairo
import Foundation
import Scenes
import Zoetrope

/// Issue 4's renderer benchmark: milliseconds per frame of `LayerRenderer` beside the same
/// pictures drawn by `DirectCairoRenderer` (raw Cairo/Pango calls walking the same presentation
/// tree), for the city-guide scene at 1080 px high and for 1,000 text layers with shadows and
/// rounded corners at 1920 × 1080. Both sides allocate a fresh surface per frame and fill the
/// background; presentation trees are made before timing. Each side runs several rounds,
/// interleaved, and the fastest round counts (the machine is shared). ZOETROPE_BENCH_CASE=city or
/// =layers runs one case only (for profiling).
struct RenderBenchmark {
    let rounds = 5

    func run() -> BenchmarkResult {
        var lines: [String] = []
        do {
            let only = ProcessInfo.processInfo.environment["ZOETROPE_BENCH_CASE"]
            if only == nil || only == "city" { lines += try cityGuideCase().describe(goal: 1.2) }
            if only == nil || only == "layers" { lines += manyLayersCase().describe(goal: 1.2) }
        } catch {
            lines.append("failed: \(error)")
        }
        return BenchmarkResult(name: "render: LayerRenderer vs direct Cairo calls", lines: lines)
    }

    /// One comparison: frames (trees) drawn `repeats` times per round by each side.
    struct Case {
        let title: String
        let trees: [Layer]
        let pixelWidth: Int, pixelHeight: Int
        let scale: Double
        let background: Color
        let repeats: Int

        func describe(goal: Double) -> [String] {
            let renderer = LayerRenderer()
            let direct = DirectCairoRenderer()
            func ours() {
                for tree in trees {
                    guard let canvas = try? Canvas(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale,
                                                   background: background) else { return }
                    try? renderer.render(tree, into: canvas)
                }
            }
            func reference() {
                for tree in trees {
                    cairo_surface_destroy(direct.render(tree, width: pixelWidth, height: pixelHeight, scale: scale,
                                                        background: background))
                }
            }
            ours(); reference()
            var best = (ours: Double.infinity, direct: Double.infinity)
            for _ in 0..<RenderBenchmark().rounds {
                best.ours = min(best.ours, Stopwatch.measure { for _ in 0..<repeats { ours() } })
                best.direct = min(best.direct, Stopwatch.measure { for _ in 0..<repeats { reference() } })
            }
            let frames = Double(trees.count * repeats)
            let oursMs = best.ours / frames * 1000, directMs = best.direct / frames * 1000
            let ratio = oursMs / directMs
            return [
                "\(title): \(pixelWidth)×\(pixelHeight) px, \(trees.count) frames × \(repeats)",
                String(format: "  LayerRenderer %.2f ms/frame, direct Cairo %.2f ms/frame: %.2f× (goal ≤ %.1f×) %@",
                       oursMs, directMs, ratio, goal, ratio <= goal ? "met" : "NOT met"),
                "  " + difference(),
                "  " + Self.declines(renderer.cache?.statistics.declinedFastPaths ?? [:],
                                     frames: Double(trees.count * (1 + repeats * RenderBenchmark().rounds))),
            ]
        }

        /// The fast paths declined per frame, by reason (`FastPathDecline`).
        private static func declines(_ counts: [FastPathDecline: Int], frames: Double) -> String {
            let reasons = FastPathDecline.allCases.compactMap { reason in
                counts[reason].map { String(format: "%@ %.1f", reason.rawValue, Double($0) / frames) }
            }
            return "fast paths declined per frame: " + (reasons.isEmpty ? "none" : reasons.joined(separator: ", "))
        }

        /// How far the two pictures of the first tree are apart (they differ in details: the
        /// reference strokes borders, ignores transitions and draws shadows from the rounded bounds).
        /// With ZOETROPE_BENCH_PICTURES=<folder>, both pictures are written there as PNGs.
        private func difference() -> String {
            guard let tree = trees.first,
                  let canvas = try? Canvas(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, background: background),
                  (try? LayerRenderer().render(tree, into: canvas)) != nil else { return "no comparison" }
            let surface = DirectCairoRenderer().render(tree, width: pixelWidth, height: pixelHeight, scale: scale, background: background)
            defer { cairo_surface_destroy(surface) }
            if let folder = ProcessInfo.processInfo.environment["ZOETROPE_BENCH_PICTURES"] {
                let stem = folder + "/" + title.filter { $0.isLetter || $0.isNumber }
                try? canvas.writePNG(to: URL(fileURLWithPath: stem + "-renderer.png"))
                cairo_surface_write_to_png(surface, stem + "-direct.png")
            }
            let reference = cairo_image_surface_get_data(surface)!
            let stride = Int(cairo_image_surface_get_stride(surface))
            var total = 0, far = 0
            canvas.withPremultipliedBGRA { bytes, bytesPerRow in
                for y in 0..<pixelHeight {
                    for x in 0..<pixelWidth {
                        var worst = 0
                        for c in 0..<4 {
                            let d = abs(Int(bytes[y * bytesPerRow + 4 * x + c]) - Int(reference[y * stride + 4 * x + c]))
                            total += d
                            worst = max(worst, d)
                        }
                        if worst > 32 { far += 1 }
                    }
                }
            }
            let pixels = Double(pixelWidth * pixelHeight)
            return String(format: "same picture check (first frame): mean |Δ| %.3f per channel, %.3f%% of pixels differ by > 32",
                          Double(total) / pixels / 4, Double(far) / pixels * 100)
        }
    }

    /// The city-guide scene at 1080 px high (scale 1080/844), at five moments: the card list, the
    /// expansion half-way, the expanded card, a drag, the reverse.
    func cityGuideCase() throws -> Case {
        let scene = try CityGuideScene(variant: nil)
        var trees: [Layer] = []
        try Playback(scene: scene).play(at: [0.3, 1.95, 2.6, 5.0, 8.5]) { trees.append($0.tree) }
        let scale = 1080 / scene.size.height
        return Case(title: "city-guide at 1080p", trees: trees, pixelWidth: Int((scene.size.width * scale).rounded()),
                    pixelHeight: 1080, scale: scale, background: scene.backgroundColor ?? .white, repeats: 20)
    }

    /// 1,000 text layers (40 × 25), each with a background, corner radius 8 and a blurred shadow.
    func manyLayersCase() -> Case {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 1920, height: 1080)
        root.anchorPoint = .zero
        for index in 0..<1000 {
            let card = TextLayer()
            card.bounds = Rect(x: 0, y: 0, width: 40, height: 30)
            card.position = Point(x: 24 + Double(index % 40) * 48, y: 22 + Double(index / 40) * 43)
            card.backgroundColor = Color(hue: Double(index % 40) / 40, saturation: 0.25, brightness: 1)
            card.cornerRadius = 8
            card.shadowOpacity = 0.35
            card.shadowRadius = 3
            card.shadowOffset = Size(width: 0, height: 2)
            card.string = "#\(index)"
            card.fontSize = 11
            card.alignment = .center
            root.addSublayer(card)
        }
        return Case(title: "1,000 layers with shadows, rounded corners and text", trees: [root.presentation(atGlobalTime: 0)],
                    pixelWidth: 1920, pixelHeight: 1080, scale: 1, background: .white, repeats: 3)
    }
}
