/// The bytes of a connection read so far, scanned once for the end of each request head.
/// A head (request line, headers and the empty line) may take at most `limit` bytes: a request
/// line that does not end within them is a 414, headers that do not a 431. Every byte is looked
/// at once however the head arrives, so the work is linear in what the client sends, and no more
/// than `limit` bytes plus one read are ever kept while a head is incomplete.
struct HTTPHeadBuffer {
    /// The most bytes a head may take, line endings included.
    static let limit = 16 * 1024

    private var bytes: [UInt8] = []
    /// Where the line being scanned starts, and how far the scan got.
    private var lineStart = 0
    private var scanned = 0
    private var requestLine: String?
    private var headerLines: [String] = []

    init() {}

    /// Whether no byte of a next request has arrived.
    var isEmpty: Bool { bytes.isEmpty }

    /// Adds `chunk` and returns the next head when it is complete, nil while more bytes are needed.
    mutating func append(_ chunk: some Collection<UInt8>) throws(HTTPHeadError) -> HTTPRequestHead? {
        bytes.append(contentsOf: chunk)
        return try nextHead()
    }

    /// The next complete head among the bytes already read (a client may send several requests
    /// at once), nil when more are needed. The bytes after it stay for the one after.
    mutating func nextHead() throws(HTTPHeadError) -> HTTPRequestHead? {
        while scanned < bytes.count {
            if scanned >= Self.limit { throw requestLine == nil ? .uriTooLong : .headersTooLarge }
            let index = scanned
            scanned += 1
            guard bytes[index] == UInt8(ascii: "\n") else { continue }
            let end = index > lineStart && bytes[index - 1] == UInt8(ascii: "\r") ? index - 1 : index
            let line = String(decoding: bytes[lineStart..<end], as: UTF8.self)
            lineStart = scanned
            guard let requestLine else {
                // Empty lines before the request line are allowed (RFC 9112 §2.2).
                if !line.isEmpty { self.requestLine = line }
                continue
            }
            guard line.isEmpty else { headerLines.append(line); continue }
            let head = try HTTPRequestHead(requestLine: requestLine, headerLines: headerLines)
            let rest = bytes[scanned...]
            self = HTTPHeadBuffer()
            bytes = Array(rest)
            return head
        }
        return nil
    }
}
