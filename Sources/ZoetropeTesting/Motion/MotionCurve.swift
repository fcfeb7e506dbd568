import Foundation
import Zoetrope

/// One property of one layer sampled over time from the engine's presentation values: what
/// `assertMotion` checks. Values are numbers; a point, size or transform is sampled through a
/// component key path (`position.y`, `bounds.size.width`, `transform.rotation.z`).
public struct MotionCurve: Sendable, Equatable {
    /// One sample: the time in seconds and the value then.
    public struct Sample: Sendable, Equatable {
        public let time: Double
        public let value: Double
    }

    /// The layer's name and the key path sampled.
    public let layer: String
    public let keyPath: String
    /// The samples, in time order.
    public let samples: [Sample]

    public init(layer: String, keyPath: String, samples: [Sample]) {
        self.layer = layer; self.keyPath = keyPath; self.samples = samples
    }

    /// The first and last values (0 for an empty curve).
    public var start: Double { samples.first?.value ?? 0 }
    public var end: Double { samples.last?.value ?? 0 }
    /// The signed distance from the first value to the last.
    public var travel: Double { end - start }

    /// The value at `time`, linearly between the two samples around it (clamped to the ends).
    public func value(at time: Double) -> Double {
        guard let first = samples.first, let last = samples.last else { return 0 }
        if time <= first.time { return first.value }
        if time >= last.time { return last.value }
        var low = 0, high = samples.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if samples[middle].time <= time { low = middle } else { high = middle }
        }
        let a = samples[low], b = samples[high]
        return a.value + (b.value - a.value) * (time - a.time) / (b.time - a.time)
    }

    /// The velocity between consecutive samples (units per second), at each interval's end.
    public var velocities: [Sample] {
        zip(samples, samples.dropFirst()).map { a, b in
            Sample(time: b.time, value: (b.value - a.value) / (b.time - a.time))
        }
    }
}

extension MotionCurve.Sample {
    public init(_ time: Double, _ value: Double) { self.init(time: time, value: value) }
}
