import Foundation
import Zoetrope

/// Plays a scene (on its own `Playback.Cursor`) and reads layers' presentation values at instants — the
/// engine's exact values, on a clock as fine as asked, independent of the scene's frame rate.
public struct MotionSampler {
    public let scene: Scene

    public init(scene: Scene) { self.scene = scene }

    /// The curves of `keyPaths` of the layers named in `layers`, sampled every `interval` seconds
    /// from `start` to `end` (default: the scene's duration), both included.
    public func curves(layers: [String], keyPaths: [String], every interval: Double = 0.001,
                       from start: Double = 0, to end: Double? = nil) throws -> [MotionCurve] {
        try curves(layers: layers, keyPaths: keyPaths, at: Self.times(every: interval, from: start, to: end ?? scene.duration))
    }

    /// The curves read at exactly `times` (increasing).
    public func curves(layers: [String], keyPaths: [String], at times: [Double]) throws -> [MotionCurve] {
        let cursor = Playback.Cursor(Playback(scene: scene))
        var samples = Array(repeating: [MotionCurve.Sample](), count: layers.count * keyPaths.count)
        var models = [Layer?](repeating: nil, count: layers.count)
        for time in times {
            let stage = try cursor.move(to: time)
            for (layerIndex, name) in layers.enumerated() {
                // Found once (the layer may join the tree later), then read directly.
                if models[layerIndex]?.name != name { models[layerIndex] = stage.rootLayer.sublayer(named: name) }
                guard let model = models[layerIndex] else {
                    throw MotionError.noLayer(name, at: time, named: stage.rootLayer.allLayers.compactMap(\.name))
                }
                for (keyIndex, keyPath) in keyPaths.enumerated() {
                    let presented = model.presentationValue(forKeyPath: keyPath, atGlobalTime: time)
                    let value = try Self.number(presented, keyPath: keyPath, layer: name)
                    samples[layerIndex * keyPaths.count + keyIndex].append(MotionCurve.Sample(time: time, value: value))
                }
            }
        }
        return layers.indices.flatMap { layerIndex in
            keyPaths.indices.map { keyIndex in
                MotionCurve(layer: layers[layerIndex], keyPath: keyPaths[keyIndex],
                            samples: samples[layerIndex * keyPaths.count + keyIndex])
            }
        }
    }

    /// `start`, `start + interval`, … up to `end` (included, even off the grid).
    static func times(every interval: Double, from start: Double, to end: Double) -> [Double] {
        guard interval > 0, interval.isFinite, end >= start else { return [start] }
        let count = Int(((end - start) / interval).rounded(.down))
        var times = (0...count).map { start + Double($0) * interval }
        if let last = times.last, end - last > interval * 1e-9 { times.append(end) }
        return times
    }

    /// A value as a number, or why it is not one.
    static func number(_ value: Any?, keyPath: String, layer: String) throws -> Double {
        guard let value else { throw MotionError.noValue(keyPath, layer: layer) }
        guard let number = NumericConversion.number(value) else {
            throw MotionError.notANumber(keyPath, layer: layer, type: "\(type(of: value))")
        }
        return number
    }
}

/// Why a motion could not be sampled.
public enum MotionError: Error, CustomStringConvertible, Equatable {
    case noLayer(String, at: Double, named: [String])
    case noValue(String, layer: String)
    case notANumber(String, layer: String, type: String)

    public var description: String {
        switch self {
        case let .noLayer(name, time, named):
            "no layer named '\(name)' at \(time) s; named layers: \(named.joined(separator: ", "))"
        case let .noValue(keyPath, layer): "layer '\(layer)' has no value at '\(keyPath)'"
        case let .notANumber(keyPath, layer, type):
            "'\(keyPath)' of layer '\(layer)' is a \(type), not a number; sample a component (e.g. '\(keyPath).x', '\(keyPath).size.width')"
        }
    }
}
