import Foundation
import MediaEncoding

/// How long the command line lets one read of an input file (a picture, a clip, a font) block
/// before it gives up with one error line and exit status 1: 60 seconds, or
/// `ZOETROPE_READ_TIMEOUT` seconds (0 waits for ever). See `StalledReads`.
enum StalledReadTimeout {
    static let variable = "ZOETROPE_READ_TIMEOUT"
    static let defaultSeconds = 60.0

    /// The timeout the environment asks for; nil for none.
    static func seconds(in environment: [String: String] = ProcessInfo.processInfo.environment) -> Double? {
        guard let text = environment[variable] else { return defaultSeconds }
        guard let seconds = Double(text), seconds.isFinite, seconds >= 0 else { return defaultSeconds }
        return seconds > 0 ? seconds : nil
    }

    /// The command's one line for a read of `path` still blocked after `seconds`.
    static func message(path: String, seconds: Double) -> String {
        let shown = seconds >= 1 ? String(Int(seconds)) : String(seconds)
        return "reading \(path) has not finished after \(shown) s (a hung disk or network mount?); gave up"
    }

    /// Watches the command's input reads.
    static func install() {
        StalledReads.install(timeout: seconds()) { path, seconds in
            TerminationSignals.fail(message(path: path, seconds: seconds))
        }
    }
}
