import Foundation

/// How much the preview's server gives any one client: the time to send a request head (head
/// size is `HTTPHeadBuffer.limit`) and how many connections are open at once. The head timeout
/// can be set with `ZOETROPE_PREVIEW_HEAD_TIMEOUT` (seconds; tests use a short one).
struct PreviewLimits: Sendable {
    /// How long a client has to send a request head, idle keep-alive time included.
    var headTimeout: Duration = .seconds(10)
    /// Connections beyond this many are answered 503 and closed at once.
    var maxConnections = 64

    static let headTimeoutVariable = "ZOETROPE_PREVIEW_HEAD_TIMEOUT"

    /// The defaults, with the head timeout from `environment` when set there.
    init(environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        guard let text = environment[Self.headTimeoutVariable] else { return }
        guard let seconds = Double(text), seconds.isFinite, seconds > 0, seconds <= 86_400 else {
            throw PreviewServerError.badHeadTimeout(text)
        }
        headTimeout = .milliseconds(Int((seconds * 1000).rounded(.up)))
    }
}
