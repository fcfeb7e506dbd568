import CairoRendering
import Foundation
@testable import Zoetrope

/// Small Lottie documents written for the tests, and what the tests read off their frames.
enum LottieFixtures {
    /// A 100 × 100 document at 10 fps from frame 0 to `op` with `layers` (JSON) and `assets`.
    static func document(layers: String, op: Double = 20, assets: String = "[]", limits: LottieLimits = LottieLimits()) throws -> LottieDocument {
        let json = #"{"v":"5.7.0","fr":10,"ip":0,"op":\#(op),"w":100,"h":100,"assets":\#(assets),"layers":[\#(layers)]}"#
        return try LottieDocument(data: Data(json.utf8), file: "test.json", limits: limits)
    }

    /// A shape layer drawing a red 10 × 10 square centred on its origin, positioned by `position`
    /// (a Lottie property's JSON), with the extra layer fields `extra` (`"parent":1,`...).
    static func redSquare(index: Int = 2, position: String, ip: Double = 0, op: Double = 20, extra: String = "") -> String {
        #"""
        {"ty":4,"nm":"square","ind":\#(index),\#(extra)"ip":\#(ip),"op":\#(op),"st":0,"ks":{"p":\#(position)},
         "shapes":[{"ty":"gr","it":[{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[10,10]},"r":{"a":0,"k":0}},
                                  {"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}},{"ty":"tr"}]}]}
        """#
    }

    /// The centre of the red drawn at `time` (weighted by how red each pixel is), or nil when
    /// nothing red is drawn.
    static func redCentre(of scene: Scene, at time: Double) throws -> Point? {
        let canvas = try Scrubber(scene: scene).still(at: time)
        var sum = 0.0, sx = 0.0, sy = 0.0
        for y in 0..<canvas.pixelHeight {
            for x in 0..<canvas.pixelWidth {
                guard let p = canvas.premultipliedPixel(x: x, y: y) else { continue }
                let weight = max(Double(p.r) - Double(p.g), 0) / 255
                sum += weight
                sx += weight * (Double(x) + 0.5)
                sy += weight * (Double(y) + 0.5)
            }
        }
        return sum > 1 ? Point(x: sx / sum, y: sy / sum) : nil
    }

    /// The y of the cubic Bézier easing from (0, 0) to (1, 1) through (x1, y1), (x2, y2) at x,
    /// by bisection on the curve parameter: the definition, independent of the engine's solver.
    static func cubicBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
        func bezier(_ a: Double, _ b: Double, _ s: Double) -> Double { 3 * a * s * (1 - s) * (1 - s) + 3 * b * s * s * (1 - s) + s * s * s }
        var low = 0.0, high = 1.0
        for _ in 0..<100 {
            let mid = (low + high) / 2
            if bezier(x1, x2, mid) < x { low = mid } else { high = mid }
        }
        return bezier(y1, y2, (low + high) / 2)
    }
}
