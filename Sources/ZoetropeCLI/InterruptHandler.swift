import Dispatch
import Foundation

/// Turns Ctrl-C (SIGINT) into a call, so a render stops between frames and cleans up instead
/// of dying with a partial file.
final class InterruptHandler {
    private let source: DispatchSourceSignal

    init(_ handler: @escaping () -> Void) {
        signal(SIGINT, SIG_IGN)
        source = DispatchSource.makeSignalSource(signal: SIGINT, queue: DispatchQueue.global())
        source.setEventHandler(handler: handler)
        source.resume()
    }

    /// Restores the default SIGINT behaviour.
    func restore() {
        source.cancel()
        signal(SIGINT, SIG_DFL)
    }
}
