import Zoetrope

extension Scene {
    /// The times of the frames at `fractions` (0–1) of the scene: frame ⌊p · N⌋ of the N frames
    /// the exporter renders at `fps` (nil: the scene's), clamped to the last one, at
    /// index / fps seconds. So 0 is the first frame, 1 the last frame, (N − 1) / fps — the
    /// exporter renders [0, duration), never the duration itself.
    public func frameTimes(atFractions fractions: [Double], fps: Int? = nil) throws -> [Double] {
        let settings = try RenderSettings(fps: fps).resolved(for: self)
        return try fractions.map { fraction in
            guard fraction.isFinite, (0...1).contains(fraction) else {
                throw SnapshotError.invalidRequest("fractions of a scene must be in 0...1 (got \(fraction))")
            }
            // The epsilon keeps 0.29 · 100 (28.999…) on frame 29.
            let index = min(settings.frameCount - 1, Int((fraction * Double(settings.frameCount) + 1e-9).rounded(.down)))
            return settings.time(ofFrame: index)
        }
    }
}
