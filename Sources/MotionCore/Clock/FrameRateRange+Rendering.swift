extension FrameRateRange {
    /// Whether a display refreshing `refreshRate` times a second honours the range: the default
    /// (no preference) always does; otherwise the rate must lie within [minimum, maximum] (a
    /// maximum of 0 sets no upper bound).
    func holds(_ refreshRate: Double) -> Bool {
        guard self != .default else { return true }
        let upper = maximum > 0 ? Double(maximum) : .infinity
        return Double(minimum) <= refreshRate && refreshRate <= upper
    }

    /// Notes once on `timeline`, when the render's rate `refreshRate` lies outside the range, that
    /// the animation is shown at that rate anyway (an offline render samples every animation at
    /// each of its frames: it has no other rate to offer).
    func noteIfUnhonoured(atRefreshRate refreshRate: Double, on timeline: Timeline) {
        guard !holds(refreshRate) else { return }
        let preference = self.preferred.map { ", preferred \(Self.rate($0))" } ?? ""
        timeline.note("CAAnimation.preferredFrameRateRange \(Self.rate(minimum))–\(Self.rate(maximum)) fps\(preference) "
            + "does not hold the render's \(Self.rate(Float(refreshRate))) fps: the animation is drawn at every rendered frame")
    }

    private static func rate(_ value: Float) -> String {
        value.rounded() == value ? String(Int(value)) : String(value)
    }
}
