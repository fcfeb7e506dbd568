/// Which `Host` headers the preview answers: its own origin only, so that no other web page can
/// read scenes, frames or build output through the browser by DNS rebinding (a name of the
/// attacker's that resolves to 127.0.0.1 still sends its own name as the host).
///
/// Allowed: `localhost`, `127.0.0.1`, `[::1]` and the address the server is bound to, each
/// with the server's port; when bound to every interface (`0.0.0.0`), any IPv4 address with the
/// port, since the machine's own addresses are what other machines type. Names other than
/// `localhost` are refused.
struct PreviewOrigin: Sendable {
    /// The address given to `--host`.
    let boundHost: String
    /// The port the server listens on.
    let port: Int

    /// Whether a request carrying `host` (its Host header, nil when missing) is answered.
    func allows(host: String?) -> Bool {
        guard let host = host?.lowercased() else { return false }
        let suffix = ":\(port)"
        guard host.hasSuffix(suffix) else { return false }
        let name = String(host.dropLast(suffix.count))
        if ["localhost", "127.0.0.1", "[::1]", boundHost].contains(name) { return true }
        return boundHost == "0.0.0.0" && Self.isIPv4(name)
    }

    /// Whether `text` is a dotted-quad IPv4 address.
    static func isIPv4(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy { part in
            !part.isEmpty && part.count <= 3 && part.allSatisfy(\.isASCII) && part.allSatisfy(\.isNumber) && Int(part)! <= 255
        }
    }

    /// Whether binding to `host` exposes the preview beyond this machine.
    static func isBeyondLoopback(_ host: String) -> Bool {
        !(host == "localhost" || host.hasPrefix("127.") || host == "::1")
    }
}
