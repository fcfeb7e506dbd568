import Foundation
import Zoetrope

/// Shows export progress on stderr: a live bar on a terminal, a line every 10 % otherwise,
/// newline-delimited JSON with --json, nothing with --quiet. Wall-clock time is used only for
/// the displayed speed and ETA, never for what is rendered.
final class ProgressReporter: ExportProgressObserver {
    enum Style { case automatic, quiet, json }

    private let style: Style
    private let output: String
    private let isTerminal = isatty(STDERR_FILENO) == 1
    private let start = Date()
    private var lastDecile = -1

    init(style: Style, output: String) {
        self.style = style
        self.output = output
    }

    /// Tells the user something about the render (one line on stderr; a JSON event with --json).
    func note(_ message: String) {
        switch style {
        case .quiet: return
        case .json: write("{\"event\":\"note\",\"message\":\(JSONValue.quote(message)),\"output\":\(JSONValue.quote(output))}\n")
        case .automatic: write("zoetrope: note: \(message)\n")
        }
    }

    func exportDidProgress(_ event: ExportProgressEvent) {
        switch style {
        case .quiet: return
        case .json: emitJSON(event)
        case .automatic: isTerminal ? drawBar(event) : printLine(event)
        }
    }

    private func emitJSON(_ event: ExportProgressEvent) {
        let fields = "\"event\":\"\(event.phase.rawValue)\",\"pass\":\(event.pass),\"passes\":\(event.passCount),"
            + "\"frame\":\(event.framesDone),\"frames\":\(event.frameCount),"
            + "\"fraction\":\(String(format: "%.4f", event.fraction)),\"output\":\(JSONValue.quote(output))"
        write("{\(fields)}\n")
    }

    private func drawBar(_ event: ExportProgressEvent) {
        let width = 30
        let filled = Int((event.fraction * Double(width)).rounded(.down))
        let elapsed = Date().timeIntervalSince(start)
        let done = Double(event.pass * event.frameCount + event.framesDone)
        let rate = elapsed > 0 ? done / elapsed : 0
        let remaining = rate > 0 ? (Double(event.passCount * event.frameCount) - done) / rate : 0
        let pass = event.passCount > 1 ? " pass \(event.pass + 1)/\(event.passCount)" : ""
        let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
        write(String(format: "\r%@ %d/%d frames%@  %.1f fps  ETA %.0fs ", bar, event.framesDone, event.frameCount,
                     pass, rate, remaining))
        if event.phase == .finished { write("\n") }
    }

    private func printLine(_ event: ExportProgressEvent) {
        let decile = Int((event.fraction * 10).rounded(.down))
        guard decile != lastDecile, event.phase != .finished else { return }
        lastDecile = decile
        write("\(output): \(Int((event.fraction * 100).rounded(.down)))% (\(event.framesDone)/\(event.frameCount) frames, pass \(event.pass + 1)/\(event.passCount))\n")
    }

    private func write(_ text: String) { FileHandle.standardError.write(Data(text.utf8)) }
}
