/// Whether a request's answer is still wanted, asked before its work starts and while a frame is
/// drawn: its client is still connected (`ClientLink`) and, for a frame of a named client, that
/// client has asked for no newer frame since (`FrameTurn`).
struct RequestInterest: Sendable {
    let link: ClientLink
    var turn: FrameTurn?

    /// Wanted as long as the connection is open (for callers without a connection, always).
    init(link: ClientLink = .always, turn: FrameTurn? = nil) {
        self.link = link
        self.turn = turn
    }

    var isWanted: Bool { turn?.isNewest != false && link.isOpen }

    /// Throws `PreviewError.superseded` when a newer frame of the client was asked for,
    /// `PreviewError.clientGone` when the client has gone.
    func check() throws {
        if turn?.isNewest == false { throw PreviewError.superseded }
        try link.checkOpen()
    }
}
