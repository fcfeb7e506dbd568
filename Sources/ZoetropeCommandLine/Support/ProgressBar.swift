/// One line of the terminal progress bar, fitted to a width: the bar shrinks first, then the
/// details are dropped from the right, so the line never wraps.
struct ProgressBar {
    let fraction: Double
    let framesDone: Int
    let frameCount: Int
    /// The pass and the number of passes, when there is more than one.
    let pass: (Int, Int)?
    let framesPerSecond: Double
    let secondsLeft: Double

    static let widestBar = 30
    static let narrowestBar = 10

    /// The line in at most `width` columns (every character takes one column).
    func line(width: Int) -> String {
        var details = " \(framesDone)/\(frameCount) frames"
        if let (pass, passes) = pass { details += " pass \(pass)/\(passes)" }
        details += " " + format(framesPerSecond) + " fps ETA " + String(secondsLeft.isFinite ? Int(secondsLeft.rounded()) : 0) + "s"
        let barWidth = max(Self.narrowestBar, min(Self.widestBar, width - details.count))
        let filled = min(barWidth, max(0, Int((fraction * Double(barWidth)).rounded(.down))))
        let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: barWidth - filled)
        return String((bar + details).prefix(max(0, width)))
    }

    private func format(_ value: Double) -> String {
        guard value.isFinite else { return "0.0" }
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
