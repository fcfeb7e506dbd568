/// Which frames of an animation a whole-animation snapshot keeps.
public enum FrameSampling: Hashable, Sendable {
    /// One frame every so many seconds, from 0 to the end of the scene.
    case every(Double)

    /// The sampled times for a scene of `duration` seconds: 0, `interval`, 2·`interval`… up to
    /// (not including) the duration.
    public func times(duration: Double) throws -> [Double] {
        switch self {
        case .every(let interval):
            guard interval.isFinite, interval > 0 else {
                throw SnapshotError.invalidRequest("the frame interval must be a positive number of seconds (got \(interval))")
            }
            let count = Int((duration / interval).rounded(.up))
            guard count <= 10_000 else { throw SnapshotError.invalidRequest("\(count) frames is too many; use a longer interval") }
            return (0..<count).map { Double($0) * interval }.filter { $0 < duration }
        }
    }
}
