import Foundation

/// How much the preview's server gives any one client: the time to send a request head (head
/// size is `HTTPHeadBuffer.limit`), how long a connection may wait idle, and how many
/// connections are open at once, from one address and in all. The timeouts can be set with
/// `ZOETROPE_PREVIEW_HEAD_TIMEOUT` and `ZOETROPE_PREVIEW_IDLE_TIMEOUT` (seconds; tests use short
/// ones).
struct PreviewLimits: Sendable {
    /// How long a client has to send a whole request head, counted from when the server starts
    /// waiting for it (idle time included): a head sent slowly (slowloris) ends there.
    var headTimeout: Duration = .seconds(10)
    /// How long a connection may wait without a byte of its next request (a keep-alive
    /// connection between requests, a new one before its first); never more than `headTimeout`.
    var idleTimeout: Duration = .seconds(5)
    /// Connections served at once from one address…
    var maxConnectionsPerAddress = 64
    /// …and from all.
    var maxConnections = 128
    /// A connection beyond those caps is held this long for its request head: once the head has
    /// come it takes the place of the connection that has waited longest for its next request
    /// (see `ConnectionPlaces`); otherwise it is answered 503 and closed.
    var placeTimeout: Duration = .seconds(1)
    /// How many connections beyond the caps are held at once; a newer one has the oldest refused.
    var maxWaitingForPlace = 64

    static let headTimeoutVariable = "ZOETROPE_PREVIEW_HEAD_TIMEOUT"
    static let idleTimeoutVariable = "ZOETROPE_PREVIEW_IDLE_TIMEOUT"

    /// The defaults, with the timeouts from `environment` when set there.
    init(environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        headTimeout = try Self.duration(environment, Self.headTimeoutVariable) ?? headTimeout
        idleTimeout = min(try Self.duration(environment, Self.idleTimeoutVariable) ?? idleTimeout, headTimeout)
    }

    /// The number of seconds `variable` holds, nil when it is not set.
    private static func duration(_ environment: [String: String], _ variable: String) throws -> Duration? {
        guard let text = environment[variable] else { return nil }
        guard let seconds = Double(text), seconds.isFinite, seconds > 0, seconds <= 86_400 else {
            throw PreviewServerError.badTimeout(variable: variable, text)
        }
        return .milliseconds(Int((seconds * 1000).rounded(.up)))
    }
}
