import Foundation
import Zoetrope

/// Shows export progress on stderr: a live bar on a terminal, a line every 10 % otherwise,
/// newline-delimited JSON events with --json, nothing with --quiet.
///
/// The bar behaves like ffmpeg's and curl's: redrawn at most `redrawsPerSecond` times a second,
/// whatever the events (every try of `--max-size` finishes a render of its own, so a finished
/// render is throttled like a frame), plus once when the command is done (`finish()`); fitted to
/// the terminal's width so it never wraps; and any message printed meanwhile starts on a fresh
/// line. Elapsed time is read from a monotonic clock, only for the displayed speed and ETA,
/// never for what is rendered.
final class ProgressReporter: ExportProgressObserver {
    enum Style { case automatic, quiet, json }

    static let redrawsPerSecond = 10.0

    private let style: Style
    private let output: String
    private let isTerminal = isatty(STDERR_FILENO) == 1
    private let start = DispatchTime.now()
    private var lastRedraw: UInt64?
    /// The latest event the bar has not shown yet (throttled), drawn by `finish()`.
    private var undrawn: ExportProgressEvent?
    private var lastDecile = -1
    /// What the scene notes, each once; its warnings even with --quiet.
    private let sceneNotes: SceneNotes

    init(style: Style, output: String) {
        self.style = style
        self.output = output
        sceneNotes = SceneNotes(quiet: style == .quiet, fields: [("output", .string(output))])
    }

    /// Tells the user something about the render (one line on stderr; a JSON event with --json).
    func note(_ message: String) {
        guard style != .quiet else { return }
        Console.message(.note, message, fields: [("output", .string(output))])
    }

    /// What the scene noted while it played: its warnings even with --quiet, each note once.
    func exportDidNote(_ message: String) { sceneNotes.print(message) }

    func exportDidProgress(_ event: ExportProgressEvent) {
        switch style {
        case .quiet: return
        case .json: Console.progress(jsonEvent(event) + "\n", leavesLineOpen: false)
        case .automatic: isTerminal ? drawBar(event) : printLine(event)
        }
    }

    /// Ends the bar once the command's exports are done: shows the last event if the throttle
    /// held it back and closes the line. Does nothing off a terminal.
    func finish() {
        guard style == .automatic, isTerminal else { return }
        if let undrawn { draw(undrawn, closingLine: true) } else { Console.closeProgressLine() }
    }

    private func jsonEvent(_ event: ExportProgressEvent) -> String {
        JSONValue.object([
            ("event", .string(event.phase.rawValue)), ("pass", .number(Double(event.pass))),
            ("passes", .number(Double(event.passCount))), ("frame", .number(Double(event.framesDone))),
            ("frames", .number(Double(event.frameCount))), ("fraction", .number(event.fraction)),
            ("output", .string(output)),
        ]).text(decimals: 4)
    }

    private func drawBar(_ event: ExportProgressEvent) {
        let now = DispatchTime.now().uptimeNanoseconds
        if let lastRedraw, Double(now - lastRedraw) < 1e9 / Self.redrawsPerSecond {
            undrawn = event
            return
        }
        lastRedraw = now
        draw(event, closingLine: false)
    }

    private func draw(_ event: ExportProgressEvent, closingLine: Bool) {
        let now = DispatchTime.now().uptimeNanoseconds
        undrawn = nil
        let elapsed = Double(now - start.uptimeNanoseconds) / 1e9
        let done = Double(event.pass * event.frameCount + event.framesDone)
        let rate = elapsed > 0 ? done / elapsed : 0
        let remaining = rate > 0 ? (Double(event.passCount * event.frameCount) - done) / rate : 0
        let line = ProgressBar(fraction: event.fraction, framesDone: event.framesDone, frameCount: event.frameCount,
                               pass: event.passCount > 1 ? (event.pass + 1, event.passCount) : nil,
                               framesPerSecond: rate, secondsLeft: remaining)
            .line(width: Self.terminalColumns() - 1)
        Console.progress("\r" + line + "\u{1B}[K" + (closingLine ? "\n" : ""), leavesLineOpen: !closingLine)
    }

    private func printLine(_ event: ExportProgressEvent) {
        let decile = Int((event.fraction * 10).rounded(.down))
        guard decile != lastDecile, event.phase != .finished else { return }
        lastDecile = decile
        Console.progress("\(output): \(Int((event.fraction * 100).rounded(.down)))% (\(event.framesDone)/\(event.frameCount) "
            + "frames, pass \(event.pass + 1)/\(event.passCount))\n", leavesLineOpen: false)
    }

    /// The width of the terminal on stderr (80 when it cannot be told).
    private static func terminalColumns() -> Int {
        var size = winsize()
        guard ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }
}
