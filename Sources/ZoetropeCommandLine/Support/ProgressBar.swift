/// One line of the terminal progress bar, fitted to a width: the bar shrinks first, then the
/// least useful details are dropped — the speed, the pass, the word "frames", the frame count —
/// so the line never wraps and the time left is the last thing to go.
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
        let eta = "ETA " + String(secondsLeft.isFinite ? Int(secondsLeft.rounded()) : 0) + "s"
        let count = "\(framesDone)/\(frameCount)"
        let passText = pass.map { "pass \($0.0)/\($0.1)" }
        // From the most to the least detailed; the first that fits beside the narrowest bar is shown.
        let choices: [[String?]] = [
            [count + " frames", passText, format(framesPerSecond) + " fps", eta],
            [count + " frames", passText, eta],
            [count + " frames", eta],
            [count, eta],
            [eta],
        ]
        let texts = choices.map { " " + $0.compactMap { $0 }.joined(separator: " ") }
        let details = texts.first { Self.narrowestBar + $0.count <= width } ?? texts.last!
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
