import Foundation

/// `preview --host`: the IPv4 address to listen on, or localhost (127.0.0.1).
struct PreviewHost: OptionValue, CustomStringConvertible {
    /// The host as given.
    let description: String

    /// This machine only: the default.
    static let loopback = PreviewHost(valid: "127.0.0.1")

    private init(valid text: String) { description = text }

    init(option text: String) throws {
        var address = in_addr()
        guard inet_pton(AF_INET, text == "localhost" ? "127.0.0.1" : text, &address) == 1 else {
            throw OptionValueError.notA("an IPv4 address such as 127.0.0.1 or 0.0.0.0, nor localhost")
        }
        self.init(valid: text)
    }

    /// The address bound, with `localhost` as 127.0.0.1.
    var bindAddress: String { description == "localhost" ? "127.0.0.1" : description }
}
