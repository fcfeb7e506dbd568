import Foundation
import XCTest
import ZoetropeTestSupport

/// `zoetrope preview` for real: the API over HTTP against `zoetrope still`, bad requests, the
/// page driven in headless Chromium (pick a scene, step and scrub, compare the canvas with the
/// still), --watch rebuilding, and the ways it stops.
final class PreviewTests: XCTestCase {
    /// The RGBA pixels of PNG bytes, decoded by FFmpeg.
    private func pixels(ofPNG data: Data, in folder: URL) throws -> [UInt8] {
        let file = folder.appendingPathComponent("decoded-\(UUID().uuidString).png")
        try data.write(to: file)
        return try CLI.decodeRGBA(file.path)
    }

    /// `zoetrope still` of the same frame, as RGBA pixels.
    private func still(_ arguments: [String], in folder: URL) throws -> [UInt8] {
        let file = folder.appendingPathComponent("still-\(UUID().uuidString).png")
        let result = try CLI.run(CLI.zoetrope, ["still"] + arguments + ["-o", file.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        return try CLI.decodeRGBA(file.path)
    }

    func testTheAPIServesStillsTracesAndErrorsOverHTTP() throws {
        let folder = try makeTemporaryFolder("zoetrope-e2e")
        let server = try PreviewProcess(preview: [], test: self)
        XCTAssertEqual(server.address.host, "127.0.0.1")

        let scenes = try HTTP.get(server.address, "/api/scenes")
        XCTAssertEqual(scenes.status, 200)
        XCTAssertEqual(scenes.contentType, "application/json")
        let names = (scenes.json as? [[String: Any]])?.compactMap { $0["name"] as? String } ?? []
        let listed = try CLI.zoetrope("list", "--names").stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(names, listed)
        let cityGuide = try XCTUnwrap((scenes.json as? [[String: Any]])?.first { $0["name"] as? String == "city-guide" })
        XCTAssertEqual(cityGuide["variants"] as? [String], ["ease-in-out", "cubic", "spring", "article-spring"])
        XCTAssertEqual(cityGuide["width"] as? Double, 390)
        XCTAssertEqual(cityGuide["fps"] as? Double, 60)
        XCTAssertEqual(cityGuide["duration"] as? Double, 10.5)

        // Forward, then back: each frame the pixels of `zoetrope still` with the same options.
        let requests: [(query: String, still: [String])] = [
            ("scene=city-guide&t=2.5", ["city-guide", "--at", "2.5"]),
            ("scene=city-guide&t=5.25&variant=spring&scale=2", ["city-guide", "--at", "5.25", "--variant", "spring", "--scale", "2"]),
            ("scene=city-guide&t=1", ["city-guide", "--at", "1"]),
            ("scene=loading-indicator&t=1.25&background=transparent", ["loading-indicator", "--at", "1.25", "--background", "transparent"]),
        ]
        for request in requests {
            let frame = try HTTP.get(server.address, "/api/frame?" + request.query)
            XCTAssertEqual(frame.status, 200, request.query)
            XCTAssertEqual(frame.contentType, "image/png")
            XCTAssertTrue(try pixels(ofPNG: frame.body, in: folder) == still(request.still, in: folder), request.query)
        }

        let trace = try HTTP.get(server.address, "/api/trace?scene=loading-indicator&t=1")
        XCTAssertEqual(trace.status, 200)
        let layers = (trace.json as? [String: Any])?["layers"] as? [[String: Any]]
        XCTAssertEqual(layers?.compactMap { $0["name"] as? String }, ["indicator", "marker"])
        let percent = (layers?.first?["properties"] as? [String: Any])?["percent"] as? Double
        let traced = try CLI.zoetrope("trace", "loading-indicator", "--layer", "indicator", "--json", "--fps", "4")
        XCTAssertTrue(traced.stdout.contains("\"percent\":\(try XCTUnwrap(percent))"), "the same value as zoetrope trace at t = 1")
        // The whole answer is the line `zoetrope trace --json` writes for that instant (frame 4 at 4 fps), index aside.
        let line = try CLI.zoetrope("trace", "loading-indicator", "--json", "--fps", "4").stdout.split(separator: "\n")[4]
        let expected = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        XCTAssertEqual(NSDictionary(dictionary: (trace.json as? [String: Any] ?? [:]).filter { $0.key != "index" }),
                       NSDictionary(dictionary: expected.filter { $0.key != "index" }))

        for (query, status) in [("/api/frame?scene=nope&t=1", 404), ("/api/frame?scene=clock&t=later", 400),
                                ("/api/frame?scene=clock&t=1&scale=-2", 400), ("/api/trace?scene=clock", 400),
                                ("/api/frame?scene=clock&t=1&variant=x", 400)] {
            let response = try HTTP.get(server.address, query)
            XCTAssertEqual(response.status, status, query)
            XCTAssertNotNil((response.json as? [String: Any])?["error"] as? String, query)
        }
        XCTAssertEqual(try HTTP.get(server.address, "/api/status").status, 200, "still serving after bad requests")
    }

    func testThePageScrubsToTheStillInHeadlessChromium() throws {
        let folder = try makeTemporaryFolder("zoetrope-e2e")
        let server = try PreviewProcess(preview: ["city-guide"], test: self)
        let browser = try WebDriver(test: self)
        try browser.open(server.address)
        try browser.wait(until: "return document.getElementById('scene').options.length > 3 && !!document.getElementById('frame').dataset.shown")
        XCTAssertEqual(try browser.execute("return document.getElementById('scene').value") as? String, "city-guide")

        // Pick the loading indicator, step three frames with the arrow key, then scrub to 1.25 s.
        try browser.click("#scene option[value='loading-indicator']")
        try browser.wait(until: "return location.hash.includes('scene=loading-indicator')")
        for _ in 0..<3 { try browser.send("\u{E014}", to: "body") }
        try browser.wait(until: "return document.getElementById('time').textContent.includes('frame 3 /')")
        try browser.execute("""
            const s = document.getElementById('scrubber'); s.value = 1.25; s.dispatchEvent(new Event('input'));
            """)
        try browser.wait(until: "return (document.getElementById('frame').dataset.shown || '').includes('t=1.25')")
        try browser.wait(until: "return document.querySelectorAll('#layers .layer').length === 2")

        let dataURL = try XCTUnwrap(try browser.execute("return document.getElementById('frame').toDataURL('image/png')") as? String)
        let png = try XCTUnwrap(Data(base64Encoded: String(dataURL.drop { $0 != "," }.dropFirst())))
        XCTAssertTrue(try pixels(ofPNG: png, in: folder) == still(["loading-indicator", "--at", "1.25"], in: folder),
                      "the canvas shows exactly the still")
        let command = try browser.execute("document.getElementById('copy').click(); return document.getElementById('copy').dataset.command")
        XCTAssertEqual(command as? String, "zoetrope still loading-indicator --at 1.250000 -o loading-indicator.png")

        let screenshot = try browser.screenshot()
        try screenshot.write(to: folder.appendingPathComponent("preview.png"))
        if let keep = ProcessInfo.processInfo.environment["ZOETROPE_SCREENSHOTS"] {
            try screenshot.write(to: URL(fileURLWithPath: keep).appendingPathComponent("preview.png"))
        }
        XCTAssertGreaterThan(screenshot.count, 10_000)
    }

    /// Latest frame wins in the page: a 1 s drag of the scrubber at scale 2 (an input event every 16 ms),
    /// then the release, ends on the release position's frame, not on a stale one drawn for the drag;
    /// pausing after a second of playback ends on the paused frame. How long each takes is a figure
    /// of `Scripts/bench.sh` (Scripts/preview-latency.py), not asserted here: a loaded machine
    /// would fail any bound.
    func testADragAndAPlaybackEndOnTheirFrame() throws {
        let server = try PreviewProcess(preview: [], test: self)
        let browser = try WebDriver(test: self)
        // At scale 2 a frame takes 30-40 ms to draw (debug build): enough that fetching every
        // position of the drag would still be drawing old ones at the release.
        try browser.open(URL(string: "#scene=city-guide&scale=2", relativeTo: server.address)!.absoluteURL)
        try browser.wait(until: "return (document.getElementById('frame').dataset.shown || '').includes('scale=2')")
        // Records, once the canvas shows `url`, how long after `since` that was.
        let watch = """
            window.watchFor = (url, since) => {
              const check = () => document.getElementById('frame').dataset.shown === url
                ? window.ended = { ms: performance.now() - since, url } : requestAnimationFrame(check);
              check();
            };
            """
        try browser.execute(watch + """
            window.ended = null;
            const s = document.getElementById('scrubber'), start = performance.now();
            const timer = setInterval(() => {
              const k = Math.min(1, (performance.now() - start) / 1000);
              s.value = 1 + 3 * k; s.dispatchEvent(new Event('input'));
              if (k < 1) return;
              clearInterval(timer);
              s.dispatchEvent(new Event('change'));
              window.watchFor(frameURL(parseFloat(s.value)), performance.now());
            }, 16);
            """)
        try browser.wait(until: "return !!window.ended")
        let dragged = try XCTUnwrap(try browser.execute("return window.ended") as? [String: Any])
        print("drag: the release frame shown \(dragged["ms"] ?? "?") ms after the release")
        XCTAssertTrue((dragged["url"] as? String)?.contains("t=4.000000") == true, "\(dragged)")

        try browser.execute("""
            window.ended = null;
            document.getElementById('play').click();
            setTimeout(() => {
              document.getElementById('play').click();
              window.watchFor(frameURL(state.t), performance.now());
            }, 1000);
            """)
        try browser.wait(until: "return !!window.ended")
        let paused = try XCTUnwrap(try browser.execute("return window.ended") as? [String: Any])
        print("playback: the paused frame shown \(paused["ms"] ?? "?") ms after the pause")
        XCTAssertEqual(try browser.execute("return document.getElementById('frame').dataset.shown === frameURL(state.t)") as? Bool, true)
        // Playback fetched frames ahead of the playhead, and showed them when it got there.
        let aheadShown = try browser.execute("return frames.aheadShown") as? Int ?? 0
        print("playback: \(aheadShown) frames shown from fetches ahead of the playhead")
        XCTAssertGreaterThan(aheadShown, 0)
    }

    /// Stepping fetches the frame one more step the same way while the shown one is looked at,
    /// so the next press draws a kept frame in the key's own event, with no request of its own;
    /// a step the other way gives the speculative fetch up.
    func testAStepFetchesTheNextFrameSoTheNextPressDrawsAtOnce() throws {
        let server = try PreviewProcess(preview: [], test: self)
        let browser = try WebDriver(test: self)
        try browser.open(URL(string: "#scene=city-guide&t=3", relativeTo: server.address)!.absoluteURL)
        try browser.wait(until: "return (document.getElementById('frame').dataset.shown || '').includes('t=3.000000')")
        let press = "document.dispatchEvent(new KeyboardEvent('keydown', { key: arguments[0], bubbles: true }));"
        try browser.execute(press, ["ArrowRight"])
        try browser.wait(until: "return document.getElementById('frame').dataset.shown === frameURL(state.t)")
        // The frame after it (60 fps: frame 182) is fetched and kept without being shown.
        try browser.wait(until: "return frames.bitmaps.has(frameURL(timeOfFrame(182))) && !frames.inFlight")
        XCTAssertEqual(try browser.execute("return frameIndex(state.t)") as? Int, 181)
        let pressed = try XCTUnwrap(try browser.execute(press + """
             return [document.getElementById('frame').dataset.shown, frames.inFlight && frames.inFlight.url,
                     frames.inFlight && frames.inFlight.speculative];
            """, ["ArrowRight"]) as? [Any])
        let url = { (frame: Int) in try browser.execute("return frameURL(timeOfFrame(\(frame)))") as? String }
        XCTAssertEqual(pressed[0] as? String, try url(182), "drawn in the key's own event")
        XCTAssertEqual(pressed[1] as? String, try url(183), "the next one fetched at once")
        XCTAssertEqual(pressed[2] as? Bool, true)
        // Ten frames back (shift) is a frame not kept: the speculative fetch gives way to it.
        let back = try XCTUnwrap(try browser.execute(press + press.replacingOccurrences(of: "key: arguments[0]", with: "key: 'ArrowLeft', shiftKey: true")
            + " return [frames.inFlight && frames.inFlight.url, frames.inFlight && frames.inFlight.speculative];", ["ArrowRight"]) as? [Any])
        XCTAssertEqual(back[0] as? String, try url(173))
        XCTAssertEqual(back[1] as? Bool, false)
        try browser.wait(until: "return document.getElementById('frame').dataset.shown === frameURL(timeOfFrame(173))")
    }

    /// Frames the page fetches come as patches — the rectangle that changed since the frame the
    /// server sent it last — laid on a copy of that frame: the canvas is exactly the still after
    /// steps whose frames came as patches, and after stepping back to frames kept from them.
    func testFramesThatCameAsPatchesAreTheStills() throws {
        let folder = try makeTemporaryFolder("zoetrope-e2e")
        let server = try PreviewProcess(preview: [], test: self)
        let browser = try WebDriver(test: self)
        try browser.open(URL(string: "#scene=city-guide&t=3", relativeTo: server.address)!.absoluteURL)
        try browser.wait(until: "return (document.getElementById('frame').dataset.shown || '').includes('t=3.000000')")
        let press = "document.dispatchEvent(new KeyboardEvent('keydown', { key: arguments[0], bubbles: true }));"
        let settled = "return document.getElementById('frame').dataset.shown === frameURL(state.t) && !frames.inFlight"
        func canvasIsTheStill(_ context: String) throws {
            let at = try XCTUnwrap(try browser.execute("return state.t.toFixed(6)") as? String)
            let dataURL = try XCTUnwrap(try browser.execute("return document.getElementById('frame').toDataURL('image/png')") as? String)
            let png = try XCTUnwrap(Data(base64Encoded: String(dataURL.drop { $0 != "," }.dropFirst())))
            XCTAssertTrue(try pixels(ofPNG: png, in: folder) == still(["city-guide", "--at", at], in: folder), "\(context) at \(at)")
        }
        for _ in 0..<3 {
            try browser.execute(press, ["ArrowRight"])
            try browser.wait(until: settled)
        }
        let counts = try XCTUnwrap(try browser.execute("return [frames.patches, frames.patchesDrawn]") as? [Int])
        XCTAssertGreaterThanOrEqual(counts[0], 3, "the steps' frames came as patches")
        XCTAssertGreaterThanOrEqual(counts[1], 1, "a patch was drawn alone over the frame it was made against")
        try canvasIsTheStill("three steps forward")
        for _ in 0..<2 {
            try browser.execute(press, ["ArrowLeft"])
            try browser.wait(until: settled)
        }
        try canvasIsTheStill("two steps back, to frames kept from patches")
    }

    func testWatchShowsABrokenBuildAndRestartsOnAGoodOne() throws {
        let folder = try makeTemporaryFolder("zoetrope-e2e")
        let sources = folder.appendingPathComponent("Sources/Demo")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let file = sources.appendingPathComponent("Scene.swift")
        try "let a = 1\n".write(to: file, atomically: true, encoding: .utf8)

        // The server runs from a copy of the executable that the build replaces as a linker does
        // (a new file renamed over the old one, so /proc/self/exe then names a deleted file).
        let bin = folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let executable = bin.appendingPathComponent("zoetrope")
        try FileManager.default.copyItem(at: CLI.zoetrope, to: executable)

        // The build fails while the file says so: the page learns why; fixed, the server restarts on the new build.
        let build = "if grep -q broken Sources/Demo/Scene.swift; then echo 'Scene.swift:1: error: it is broken'; exit 1; fi; "
            + "cp bin/zoetrope bin/zoetrope.new && mv -f bin/zoetrope.new bin/zoetrope"
        let server = try PreviewProcess(executable, ["preview", "--port", "0", "--watch", "--build-command", build], in: folder,
                                        addressPattern: "Preview at (http://[0-9.]+:[0-9]+/)", test: self)
        let first = try XCTUnwrap(try HTTP.get(server.address, "/api/status").json as? [String: Any])
        XCTAssertEqual(first["generation"] as? Double, 1)
        XCTAssertEqual(first["watching"] as? Bool, true)

        try "let a = broken\n".write(to: file, atomically: true, encoding: .utf8)
        let failed = try waitForStatus(server) { (($0["build"] as? [String: Any])?["state"] as? String) == "failed" }
        XCTAssertTrue(((failed["build"] as? [String: Any])?["message"] as? String)?.contains("error: it is broken") == true)

        try "let a = 2\n".write(to: file, atomically: true, encoding: .utf8)
        let restarted = try waitForStatus(server) { $0["generation"] as? Double == 2 }
        XCTAssertEqual((restarted["build"] as? [String: Any])?["state"] as? String, "idle")
        XCTAssertEqual(try HTTP.get(server.address, "/api/frame?scene=clock&t=1").status, 200, "the same address after the restart")
    }

    /// Polls /api/status (the server may be restarting) until `condition` holds, for up to 30 s.
    private func waitForStatus(_ server: PreviewProcess, _ condition: ([String: Any]) -> Bool) throws -> [String: Any] {
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            if let status = (try? HTTP.get(server.address, "/api/status"))?.json as? [String: Any], condition(status) { return status }
            Thread.sleep(forTimeInterval: 0.2)
        }
        throw PreviewTestError("the status never matched")
    }

    /// "Copy command" from a URL hash a stranger wrote is safe to paste: values are quoted, a
    /// scale that is not a number is left out, and nothing in the hash runs. And the command
    /// draws exactly the frame on screen (six decimals, not three).
    func testTheCopiedCommandIsShellSafeAndDrawsTheFrameShown() throws {
        let folder = try makeTemporaryFolder("zoetrope-e2e")
        let server = try PreviewProcess(preview: [], test: self)
        let browser = try WebDriver(test: self)
        let encoded = { (value: String) in value.addingPercentEncoding(withAllowedCharacters: .alphanumerics)! }
        let hostile = "#scene=clock&t=1&scale=" + encoded("2 -o /dev/null; echo PWNED >pwned.txt #")
            + "&background=" + encoded("#000'; echo PWNED >pwned2.txt; '")
        try browser.open(URL(string: hostile, relativeTo: server.address)!.absoluteURL)
        try browser.wait(until: "return document.getElementById('scene').options.length > 3")
        let command = try XCTUnwrap(try browser.execute(
            "document.getElementById('copy').click(); return document.getElementById('copy').dataset.command") as? String)
        let words = try CLI.run(URL(fileURLWithPath: "/bin/sh"), ["-c", "set -- \(command); printf '%s\\n' \"$@\""], in: folder)
        XCTAssertEqual(words.status, 0, words.stderr)
        XCTAssertEqual(words.stdout.split(separator: "\n").map(String.init),
                       ["zoetrope", "still", "clock", "--at", "1.000000",
                        "--background", "#000'; echo PWNED >pwned2.txt; '", "-o", "clock.png"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("pwned") }, [])

        try browser.open(URL(string: "#scene=clock&t=2.016667", relativeTo: server.address)!.absoluteURL)
        try browser.execute("location.reload()")
        try browser.wait(until: "return (document.getElementById('frame').dataset.shown || '').includes('t=2.016667')")
        let shown = try XCTUnwrap(try browser.execute(
            "document.getElementById('copy').click(); return document.getElementById('copy').dataset.command") as? String)
        XCTAssertEqual(shown, "zoetrope still clock --at 2.016667 -o clock.png")
        let run = try CLI.run(URL(fileURLWithPath: "/bin/sh"), ["-c", "'\(CLI.zoetrope.path)'" + shown.dropFirst("zoetrope".count)], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let dataURL = try XCTUnwrap(try browser.execute("return document.getElementById('frame').toDataURL('image/png')") as? String)
        let png = try XCTUnwrap(Data(base64Encoded: String(dataURL.drop { $0 != "," }.dropFirst())))
        XCTAssertTrue(try pixels(ofPNG: png, in: folder) == pixels(ofPNG: Data(contentsOf: folder.appendingPathComponent("clock.png")), in: folder),
                      "the copied command draws the frame on screen")
    }

    /// Only the preview's own origin is answered (no DNS rebinding), only with GET, and every
    /// answer says not to sniff or frame it.
    func testOnlyItsOwnOriginAndGETAreAnswered() throws {
        let server = try PreviewProcess(preview: [], test: self)
        let port = server.address.port ?? 0
        let scenes = URL(string: "/api/scenes", relativeTo: server.address)!.absoluteURL
        for host in ["localhost:\(port)", "127.0.0.1:\(port)", "[::1]:\(port)"] {
            XCTAssertEqual(try HTTP.request(scenes, headers: ["Host: \(host)"]).status, 200, host)
        }
        for host in ["evil.example:\(port)", "localhost:1", "127.0.0.1", "localhost.evil.example:\(port)"] {
            XCTAssertEqual(try HTTP.request(scenes, headers: ["Host: \(host)"]).status, 403, host)
        }
        XCTAssertEqual(try HTTP.request(scenes, headers: ["Host:"]).status, 403, "no Host at all")
        for method in ["HEAD", "OPTIONS", "POST", "DELETE"] {
            XCTAssertEqual(try HTTP.request(scenes, method: method).status, 405, method)
            XCTAssertEqual(try HTTP.request(server.address, method: method).status, 405, "\(method) /")
        }
        let headers = try CLI.run(URL(fileURLWithPath: "/usr/bin/curl"), ["-s", "-D", "-", "-o", "/dev/null", scenes.absoluteString]).stdout
        XCTAssertTrue(headers.contains("X-Content-Type-Options: nosniff"), headers)
        XCTAssertTrue(headers.contains("Content-Security-Policy: frame-ancestors 'none'"), headers)
        XCTAssertFalse(headers.lowercased().contains("access-control-allow"), headers)
    }

    /// `--host localhost` listens on 127.0.0.1; an address beyond loopback is served with a
    /// warning first.
    func testHostLocalhostAndAWarningBeyondLoopback() throws {
        let local = try PreviewProcess(preview: ["--host", "localhost"], test: self)
        XCTAssertEqual(local.address.host, "127.0.0.1")
        XCTAssertEqual(local.linesBeforeAddress, [])
        XCTAssertEqual(try HTTP.get(local.address, "/api/status").status, 200)
        let everywhere = try PreviewProcess(preview: ["--host", "0.0.0.0"], test: self)
        XCTAssertEqual(everywhere.linesBeforeAddress.count, 1)
        XCTAssertTrue(everywhere.linesBeforeAddress.first?.hasPrefix("zoetrope: warning: --host 0.0.0.0 serves the preview") == true,
                      "\(everywhere.linesBeforeAddress)")
        let port = everywhere.address.port ?? 0
        let status = URL(string: "http://127.0.0.1:\(port)/api/status")!
        XCTAssertEqual(try HTTP.request(status).status, 200)
    }

    func testBadOptionsAndABusyPortAreOneLineErrors() throws {
        let server = try PreviewProcess(preview: [], test: self)
        let port = "\(server.address.port ?? 0)"
        let busy = try CLI.zoetrope("preview", "--port", port)
        XCTAssertEqual(busy.status, 1)
        XCTAssertTrue(busy.stderr.hasPrefix("zoetrope: error: cannot listen on 127.0.0.1:\(port)"), busy.stderr)
        XCTAssertEqual(busy.stderr.split(separator: "\n").count, 1, busy.stderr)
        for (arguments, message) in [(["nope"], "unknown scene 'nope'"), (["--port", "70000"], "'70000' is invalid for '--port <port>': it must be within 0…65535"),
                                     (["--host", "localhost.example"], "is not an IPv4 address"),
                                     (["--build-command", "true"], "--build-command needs --watch")] {
            let result = try CLI.run(CLI.zoetrope, ["preview"] + arguments)
            XCTAssertNotEqual(result.status, 0, "\(arguments)")
            XCTAssertTrue(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
        let folder = try makeTemporaryFolder("zoetrope-e2e")
        let unwatched = try CLI.run(CLI.zoetrope, ["preview", "--watch", "--port", "0"], in: folder)
        XCTAssertEqual(unwatched.status, 1)
        XCTAssertTrue(unwatched.stderr.contains("no Sources/ or Scenes/ folder"), unwatched.stderr)
    }

    func testSIGTERMStopsTheServer() throws {
        let server = try PreviewProcess(preview: [], test: self)
        server.process.terminate()
        server.process.waitUntilExit()
        XCTAssertEqual(server.process.terminationStatus, 128 + SIGTERM)
    }
}
