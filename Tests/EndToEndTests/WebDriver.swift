import Foundation
import XCTest

/// Just enough of the W3C WebDriver protocol to drive headless Chromium through Debian's
/// chromedriver: a session, navigation, finding and clicking elements, keys, scripts, screenshots.
final class WebDriver {
    private let server: PreviewProcess
    private let session: URL

    /// Starts chromedriver on a free port and a headless Chromium session of `width`×`height`.
    init(test: XCTestCase, width: Int = 1400, height: Int = 900) throws {
        server = try PreviewProcess(URL(fileURLWithPath: "/usr/bin/chromedriver"), ["--port=\(try Self.freePort())"],
                                    addressPattern: "started successfully on port ([0-9]+)", test: test)
        let base = URL(string: "http://127.0.0.1:\(server.address.absoluteString)/")!
        let capabilities: [String: Any] = ["capabilities": ["alwaysMatch": ["goog:chromeOptions": [
            "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars",
                     "--window-size=\(width),\(height)"],
        ]]]]
        let created = try HTTP.request(base.appendingPathComponent("session"), method: "POST", json: capabilities)
        guard let value = (created.json as? [String: Any])?["value"] as? [String: Any], let id = value["sessionId"] as? String else {
            throw PreviewTestError("chromedriver did not start a session: \(String(decoding: created.body, as: UTF8.self))")
        }
        session = base.appendingPathComponent("session").appendingPathComponent(id)
        let session = self.session
        test.addTeardownBlock { _ = try? HTTP.request(session, method: "DELETE") }
    }

    /// A TCP port nothing listens on now (chromedriver cannot pick one itself).
    private static func freePort() throws -> Int {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic -> Bool in
                bind(descriptor, generic, length) == 0 && getsockname(descriptor, generic, &length) == 0
            }
        }
        guard bound else { throw PreviewTestError("cannot find a free port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    @discardableResult
    private func command(_ path: String, method: String = "POST", _ body: [String: Any] = [:]) throws -> Any? {
        let response = try HTTP.request(path.isEmpty ? session : session.appendingPathComponent(path), method: method,
                                        json: method == "POST" ? body : nil)
        let value = (response.json as? [String: Any])?["value"]
        guard response.status == 200 else { throw PreviewTestError("WebDriver \(path): \(String(describing: value))") }
        return value
    }

    func open(_ url: URL) throws { try command("url", ["url": url.absoluteString]) }

    /// Runs `script` (a function body) in the page and returns its result.
    @discardableResult
    func execute(_ script: String, _ arguments: [Any] = []) throws -> Any? {
        try command("execute/sync", ["script": script, "args": arguments])
    }

    /// The element matching a CSS selector, as a WebDriver element reference.
    func element(_ selector: String) throws -> [String: Any] {
        guard let element = try command("element", ["using": "css selector", "value": selector]) as? [String: Any] else {
            throw PreviewTestError("no element \(selector)")
        }
        return element
    }

    func click(_ selector: String) throws {
        let id = try element(selector).values.first as? String ?? ""
        try command("element/\(id)/click")
    }

    /// Types `keys` (WebDriver key codes, e.g. "\u{E014}" for →) into the element.
    func send(_ keys: String, to selector: String) throws {
        let id = try element(selector).values.first as? String ?? ""
        try command("element/\(id)/value", ["text": keys])
    }

    /// Polls `condition` (a script returning a boolean) until true or `timeout` seconds pass.
    func wait(until condition: String, timeout: Double = 30) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if try execute(condition) as? Bool == true { return }
            Thread.sleep(forTimeInterval: 0.1)
        }
        throw PreviewTestError("timed out waiting for: \(condition)")
    }

    /// A PNG of the window.
    func screenshot() throws -> Data {
        guard let base64 = try command("screenshot", method: "GET") as? String, let data = Data(base64Encoded: base64) else {
            throw PreviewTestError("no screenshot")
        }
        return data
    }
}
