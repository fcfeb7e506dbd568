import CairoRendering
import Foundation
import XCTest
import Zoetrope
@testable import ZoetropeCommandLine

/// The preview's API in process: scene list, frames equal to the exporter's stills (forward and
/// backward), trace values, running animations, and every bad request a 4xx with a JSON error.
final class PreviewAPITests: XCTestCase {
    private let catalog = SceneCatalog(scenes: [GaugeScene.self])
    private lazy var api = PreviewAPI(catalog: catalog, scrubbers: SceneScrubbers(catalog: catalog)) {
        .object([("generation", .number(7))])
    }

    private func get(_ path: String, _ query: [String: String] = [:]) async -> PreviewResponse {
        await api.respond(to: PreviewRequest(path: path, query: query))
    }

    private func json(_ response: PreviewResponse) throws -> Any {
        XCTAssertEqual(response.contentType, "application/json")
        return try JSONSerialization.jsonObject(with: response.body)
    }

    func testScenesListNameSizeRateAndLength() async throws {
        let response = await get("/api/scenes")
        XCTAssertEqual(response.status, 200)
        let scenes = try XCTUnwrap(try json(response) as? [[String: Any]])
        XCTAssertEqual(scenes.count, 1)
        XCTAssertEqual(scenes[0]["name"] as? String, "gauge")
        XCTAssertEqual(scenes[0]["summary"] as? String, "test scene")
        XCTAssertEqual(scenes[0]["variants"] as? [String], [])
        XCTAssertEqual(scenes[0]["width"] as? Double, 100)
        XCTAssertEqual(scenes[0]["height"] as? Double, 100)
        XCTAssertEqual(scenes[0]["fps"] as? Double, 10)
        XCTAssertEqual(scenes[0]["duration"] as? Double, 2)
    }

    func testFramesAreTheExportersStillsForwardAndBackward() async throws {
        let exporter = Exporter(scene: GaugeScene())
        for time in [0.5, 1.2, 0.3, 1.9, 0.0, 2.0] {
            let response = await get("/api/frame", ["scene": "gauge", "t": "\(time)"])
            XCTAssertEqual(response.status, 200, "t = \(time)")
            XCTAssertEqual(response.contentType, "image/png")
            let frame = try RGBAImage(pngData: response.body)
            let still = try exporter.still(at: time).rgbaImage()
            XCTAssertTrue(frame == still, "t = \(time)")
        }
        let options = RenderSettings(scale: 2, background: Color(hex: 0x000000))
        let response = await get("/api/frame", ["scene": "gauge", "t": "0.7", "scale": "2", "background": "#000000"])
        let frame = try RGBAImage(pngData: response.body)
        XCTAssertEqual(frame.width, 200)
        XCTAssertTrue(frame == (try Exporter(scene: GaugeScene(), settings: options).still(at: 0.7).rgbaImage()))
    }

    /// `format=pam` (what the page asks for on this machine): the frame comes as a PAM file whose
    /// pixels, as FFmpeg decodes them, are the still's straight RGBA — opaque or transparent.
    func testAFrameComesAsPAMWhosePixelsAreTheStillsOpaqueOrTransparent() async throws {
        let folder = try makeTemporaryFolder("zoetrope-pam")
        for background in ["#1C1C1E", "transparent"] {
            let response = await get("/api/frame", ["scene": "gauge", "t": "0.7", "background": background, "format": "pam"])
            XCTAssertEqual(response.status, 200)
            XCTAssertEqual(response.contentType, "image/x-portable-arbitrarymap")
            let still = try Exporter(scene: GaugeScene(), settings: RenderSettings(background: try Color(option: background)))
                .still(at: 0.7).rgbaImage()
            let file = folder.appendingPathComponent("frame.pam")
            try response.body.write(to: file)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/ffmpeg")
            process.arguments = ["-v", "error", "-i", file.path, "-f", "rawvideo", "-pix_fmt", "rgba", "-"]
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let decoded = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0)
            XCTAssertTrue([UInt8](decoded) == still.pixels, "FFmpeg's decode of the PAM is the still on \(background)")
            if background == "transparent" {
                XCTAssertTrue(stride(from: 3, to: still.pixels.count, by: 4).contains { still.pixels[$0] < 255 }, "the frame has transparent pixels")
            }
        }

        let unknown = await get("/api/frame", ["scene": "gauge", "t": "0.7", "format": "gif"])
        XCTAssertEqual(unknown.status, 400)
        XCTAssertEqual((try json(unknown) as? [String: Any])?["error"] as? String, "format: 'gif' is not one of png, pam")
    }

    /// A named client's next frame with `since` (the `t` of the frame it was sent last) is the
    /// rectangle where the exporter's stills differ, placed by `Zoetrope-Patch`; laid on the
    /// frame it holds, it makes the exporter's still. A `since` the server does not hold for that
    /// client, or a request with no client, gets the whole frame.
    func testAClientsNextFrameIsThePatchThatChangedSinceTheFrameItHolds() async throws {
        let file = try makeTemporaryFolder("zoetrope-preview-patch").appendingPathComponent("slide.json")
        try Data(Self.slidingSquare.utf8).write(to: file)
        let catalog = SceneCatalog(scenes: [], lottieFiles: [file.path])
        let api = PreviewAPI(catalog: catalog, scrubbers: SceneScrubbers(catalog: catalog)) { .object([]) }
        let background = "#1C1C1E"
        let exporter = Exporter(scene: try LottieScene(contentsOf: file), settings: RenderSettings(background: Color(hex: 0x1C1C1E)))
        func frame(_ t: String, _ extra: [String: String]) async throws -> (image: (width: Int, height: Int, pixels: [UInt8]), at: String?) {
            let query = ["scene": file.path, "t": t, "background": background, "format": "pam"].merging(extra) { $1 }
            let response = await api.respond(to: PreviewRequest(path: "/api/frame", query: query))
            XCTAssertEqual(response.status, 200)
            return (try Self.pam(response.body), response.headers.first { $0.name == "Zoetrope-Patch" }?.value)
        }
        let first = try await frame("0.3", ["client": "page"])
        XCTAssertNil(first.at, "the client holds no frame yet")
        let stillBefore = try exporter.still(at: 0.3).rgbaImage(), stillAfter = try exporter.still(at: 0.4).rgbaImage()
        XCTAssertTrue(first.image.pixels == stillBefore.pixels)

        let next = try await frame("0.4", ["client": "page", "since": "0.3"])
        let at = try XCTUnwrap(next.at).split(separator: ",").map { Int($0)! }
        // The rectangle is where the two stills differ.
        let width = stillAfter.width
        func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> ArraySlice<UInt8> { image.pixels[4 * (y * width + x) ..< 4 * (y * width + x) + 4] }
        var top = Int.max, bottom = -1, left = Int.max, right = -1
        for y in 0..<stillAfter.height {
            for x in 0..<width where pixel(stillBefore, x, y) != pixel(stillAfter, x, y) {
                top = min(top, y); bottom = max(bottom, y); left = min(left, x); right = max(right, x)
            }
        }
        XCTAssertEqual([at[0], at[1], next.image.width, next.image.height], [left, top, right - left + 1, bottom - top + 1])
        XCTAssertLessThan(next.image.width * next.image.height, stillAfter.width * stillAfter.height / 4, "the square moved 6 px")
        var patched = first.image.pixels
        for row in 0..<next.image.height {
            let source = 4 * row * next.image.width, target = 4 * ((at[1] + row) * width + at[0])
            patched.replaceSubrange(target ..< target + 4 * next.image.width, with: next.image.pixels[source ..< source + 4 * next.image.width])
        }
        XCTAssertTrue(patched == stillAfter.pixels, "the patch laid on the frame held is the still")

        let unknownBase = try await frame("0.5", ["client": "page", "since": "0.3"])
        XCTAssertNil(unknownBase.at, "the client was sent 0.4 last, not 0.3")
        XCTAssertTrue(unknownBase.image.pixels == (try exporter.still(at: 0.5).rgbaImage()).pixels)
        let otherClient = try await frame("0.6", ["client": "other", "since": "0.5"])
        XCTAssertNil(otherClient.at, "another client holds nothing")
        let otherView = try await frame("0.6", ["client": "page", "since": "0.5", "scale": "2"])
        XCTAssertNil(otherView.at, "the frame held is at another scale")
        let noClient = try await frame("0.7", ["since": "0.6"])
        XCTAssertNil(noClient.at)
        let unchanged = try await frame("0.6", ["client": "page", "since": "0.6", "scale": "2"])
        XCTAssertEqual(unchanged.at, "0,0")
        XCTAssertEqual([unchanged.image.width, unchanged.image.height], [1, 1], "nothing changed: the top-left pixel as it is")
    }

    /// A client stepping frame by frame (times written with six decimals, as the page writes
    /// them) is sent frames drawn ahead of it once it has made one step: each is the exporter's
    /// still of that frame, byte for byte, laid as a patch on the frame before.
    func testAClientSteppingFrameByFrameIsSentFramesDrawnAheadThatAreTheStills() async throws {
        let file = try makeTemporaryFolder("zoetrope-preview-ahead").appendingPathComponent("slide.json")
        // The sliding square at 30 fps: frame i at i / 30 s.
        try Data(Self.slidingSquare.replacingOccurrences(of: #""fr":10"#, with: #""fr":30"#)
            .replacingOccurrences(of: #""op":10"#, with: #""op":30"#).replacingOccurrences(of: #""t":10"#, with: #""t":30"#).utf8).write(to: file)
        let catalog = SceneCatalog(scenes: [], lottieFiles: [file.path])
        let api = PreviewAPI(catalog: catalog, scrubbers: SceneScrubbers(catalog: catalog)) { .object([]) }
        let exporter = Exporter(scene: try LottieScene(contentsOf: file))
        func scrubbing() async throws -> [String: Double] {
            let status = await api.respond(to: PreviewRequest(path: "/api/status", query: [:]))
            let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: status.body) as? [String: Any])
            return try XCTUnwrap(object["scrubbing"] as? [String: Double])
        }
        var held: [UInt8] = []
        var previous: String?
        for (step, t) in ["0.033333", "0.066667", "0.100000", "0.133333", "0.166667"].enumerated() {
            var query = ["scene": file.path, "t": t, "format": "pam", "client": "page"]
            query["since"] = previous
            let response = await api.respond(to: PreviewRequest(path: "/api/frame", query: query))
            XCTAssertEqual(response.status, 200)
            let image = try Self.pam(response.body)
            if let at = response.headers.first(where: { $0.name == "Zoetrope-Patch" })?.value.split(separator: ",").map({ Int($0)! }) {
                for row in 0..<image.height {
                    let target = 4 * ((at[1] + row) * 80 + at[0])
                    held.replaceSubrange(target ..< target + 4 * image.width, with: image.pixels[4 * row * image.width ..< 4 * (row + 1) * image.width])
                }
            } else {
                held = image.pixels
            }
            let frame = Double(step + 1) / 30
            XCTAssertTrue(held == (try exporter.still(at: frame).rgbaImage()).pixels, "frame \(step + 1) is the still of its time")
            XCTAssertTrue(held == (try exporter.still(at: Double(t)!).rgbaImage()).pixels, "and of the time as written")
            previous = t
        }
        let counts = try await scrubbing()
        // Frames 3 and 4 were started by the first step, 5 and 6 by the next two: a request for
        // one still being drawn waits for it.
        XCTAssertEqual(counts["aheadTaken"], 3, "frames 3, 4 and 5 were drawn ahead")
        XCTAssertEqual(counts["done"], 5, "every request is answered")
    }

    /// A frame whose every row and column changed comes whole, without `Zoetrope-Patch`.
    func testAFrameChangedAllOverComesWhole() async throws {
        let file = try makeTemporaryFolder("zoetrope-preview-patch").appendingPathComponent("fade.json")
        // 40 × 30, 1 s at 10 fps: one rectangle over the whole frame turning from red to blue.
        try Data(#"""
            {"v":"5.7.0","fr":10,"ip":0,"op":10,"w":40,"h":30,"assets":[],"layers":[{"ty":4,"nm":"fill","ind":1,"ip":0,"op":10,"st":0,
             "ks":{"p":{"a":0,"k":[20,15]}},
             "shapes":[{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[40,30]}},
                       {"ty":"fl","c":{"a":1,"k":[{"t":0,"s":[1,0,0,1],"o":{"x":0,"y":0},"i":{"x":1,"y":1}},{"t":10,"s":[0,0,1,1]}]},"o":{"a":0,"k":100}}]}]}
            """#.utf8).write(to: file)
        let catalog = SceneCatalog(scenes: [], lottieFiles: [file.path])
        let api = PreviewAPI(catalog: catalog, scrubbers: SceneScrubbers(catalog: catalog)) { .object([]) }
        _ = await api.respond(to: PreviewRequest(path: "/api/frame", query: ["scene": file.path, "t": "0.3", "format": "pam", "client": "page"]))
        let next = await api.respond(to: PreviewRequest(path: "/api/frame", query: ["scene": file.path, "t": "0.4", "format": "pam",
                                                                                  "client": "page", "since": "0.3"]))
        XCTAssertFalse(next.headers.contains { $0.name == "Zoetrope-Patch" })
        let image = try Self.pam(next.body)
        XCTAssertEqual([image.width, image.height], [40, 30])
        XCTAssertTrue(image.pixels == (try Exporter(scene: try LottieScene(contentsOf: file)).still(at: 0.4).rgbaImage()).pixels)
    }

    /// 80 × 60, 1 s at 10 fps: a red 10-point square sliding from x 10 to 70 at constant speed.
    private static let slidingSquare = #"""
        {"v":"5.7.0","fr":10,"ip":0,"op":10,"w":80,"h":60,"assets":[],"layers":[{"ty":4,"nm":"square","ind":1,"ip":0,"op":10,"st":0,
         "ks":{"p":{"a":1,"k":[{"t":0,"s":[10,30],"o":{"x":0,"y":0},"i":{"x":1,"y":1}},{"t":10,"s":[70,30]}]}},
         "shapes":[{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[10,10]}},{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}]}]}
        """#

    /// A PAM file's size and RGBA samples.
    private static func pam(_ data: Data) throws -> (width: Int, height: Int, pixels: [UInt8]) {
        let bytes = [UInt8](data)
        let end = try XCTUnwrap(bytes.indices.first { Array(bytes[$0...].prefix(7)) == Array("ENDHDR\n".utf8) })
        let head = String(decoding: bytes[..<end], as: UTF8.self)
        func field(_ name: String) throws -> Int {
            try XCTUnwrap(head.split(separator: "\n").first { $0.hasPrefix(name + " ") }.flatMap { Int($0.dropFirst(name.count + 1)) })
        }
        return (try field("WIDTH"), try field("HEIGHT"), Array(bytes[(end + 7)...]))
    }

    func testTraceGivesTheNamedLayersValuesAtThatTime() async throws {
        let response = await get("/api/trace", ["scene": "gauge", "t": "0.5"])
        XCTAssertEqual(response.status, 200)
        let trace = try XCTUnwrap(try json(response) as? [String: Any])
        XCTAssertEqual(trace["time"] as? Double, 0.5)
        let layers = try XCTUnwrap(trace["layers"] as? [[String: Any]])
        XCTAssertEqual(layers.map { $0["name"] as? String }, ["gauge", "square"])
        // The square fades linearly from 1 to 0 over its first second.
        XCTAssertEqual(try XCTUnwrap(layers[1]["opacity"] as? Double), 0.5, accuracy: 1e-6)
    }

    /// `/api/trace` answers what `trace --json` writes for that frame (its index aside): the same
    /// layers with the same keys (`SceneTrace.inspection`) and values.
    func testTraceIsTheLineTraceJSONWritesForThatFrame() async throws {
        let settings = try RenderSettings().resolved(for: GaugeScene())
        let (_, recording) = try TraceCommand.record(GaugeScene(), settings: settings)
        for index in [0, 5, 13] {
            let response = await get("/api/trace", ["scene": "gauge", "t": "\(recording.frames[index].time)"])
            var answer = try XCTUnwrap(try json(response) as? [String: Any])
            var line = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(TraceJSON.json(recording.frames[index]).text.utf8))
                as? [String: Any])
            answer["index"] = nil
            line["index"] = nil
            XCTAssertEqual(NSDictionary(dictionary: answer), NSDictionary(dictionary: line), "frame \(index)")
        }
    }

    func testAnimationsListTheRunningOnesWithTheirCurves() async throws {
        let response = await get("/api/animations", ["scene": "gauge", "t": "0.5"])
        let animations = try XCTUnwrap(try json(response) as? [[String: Any]])
        let fade = try XCTUnwrap(animations.first { $0["key"] as? String == "fade" })
        XCTAssertEqual(fade["layer"] as? String, "square")
        XCTAssertEqual(fade["keyPath"] as? String, "opacity")
        XCTAssertEqual(fade["kind"] as? String, "basic")
        XCTAssertEqual(fade["duration"] as? Double, 1)
        let samples = try XCTUnwrap(fade["samples"] as? [Double])
        XCTAssertEqual(samples.count, 33)
        XCTAssertEqual(samples[16], 0.5, accuracy: 1e-9, "linear timing")
    }

    func testBadRequestsAreFourHundredsWithAJSONError() async throws {
        let cases: [(String, [String: String], Int, String)] = [
            ("/api/frame", ["t": "1"], 400, "missing parameter: scene"),
            ("/api/frame", ["scene": "gauge"], 400, "missing parameter: t"),
            ("/api/frame", ["scene": "nope", "t": "1"], 404, "unknown scene 'nope'"),
            ("/api/frame", ["scene": "gauge", "t": "soon"], 400, "t must be a number"),
            ("/api/frame", ["scene": "gauge", "t": "nan"], 400, "t must be a number"),
            ("/api/frame", ["scene": "gauge", "t": "5"], 400, "outside the scene's 0...2.0 seconds"),
            ("/api/frame", ["scene": "gauge", "t": "-1"], 400, "outside"),
            ("/api/frame", ["scene": "gauge", "t": "1", "variant": "dark"], 400, "has no variants"),
            ("/api/frame", ["scene": "gauge", "t": "1", "scale": "0"], 400, "scale"),
            ("/api/frame", ["scene": "gauge", "t": "1", "scale": "1e9"], 400, "scale"),
            ("/api/frame", ["scene": "gauge", "t": "1", "background": "purple-ish"], 400, "background"),
            ("/api/trace", ["scene": "gauge", "t": "x"], 400, "t must be a number"),
            ("/api/trace", ["scene": "nope", "t": "1"], 404, "unknown scene"),
            ("/api/nothing", [:], 404, "no such API path"),
        ]
        for (path, query, status, message) in cases {
            let response = await get(path, query)
            XCTAssertEqual(response.status, status, "\(path) \(query)")
            let body = try XCTUnwrap(try json(response) as? [String: String], "\(path) \(query)")
            XCTAssertTrue(body["error"]?.contains(message) == true, "\(path) \(query): \(body)")
        }
    }

    /// `preview anim.json`: the file is listed and drawn as the exporter draws it; another file on
    /// the machine, named in a request, is an unknown scene.
    func testTheLottieFileNamedOnTheCommandLineIsTheOnlyFileItOpens() async throws {
        let folder = try makeTemporaryFolder("zoetrope-preview-lottie")
        let file = folder.appendingPathComponent("anim.json"), other = folder.appendingPathComponent("other.json")
        let document = #"""
        {"v":"5.7.0","fr":10,"ip":0,"op":10,"w":80,"h":60,"assets":[],"layers":[{"ty":4,"nm":"square","ind":1,"ip":0,"op":10,"st":0,
         "ks":{"p":{"a":1,"k":[{"t":0,"s":[10,30],"o":{"x":0,"y":0},"i":{"x":1,"y":1}},{"t":10,"s":[70,30]}]}},
         "shapes":[{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[10,10]}},{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}]}]}
        """#
        try Data(document.utf8).write(to: file)
        try Data(document.utf8).write(to: other)
        let catalog = SceneCatalog(scenes: [GaugeScene.self], lottieFiles: [file.path])
        let api = PreviewAPI(catalog: catalog, scrubbers: SceneScrubbers(catalog: catalog)) { .object([]) }
        let listed = await api.respond(to: PreviewRequest(path: "/api/scenes", query: [:]))
        let scenes = try XCTUnwrap(try json(listed) as? [[String: Any]])
        XCTAssertEqual(scenes.map { $0["name"] as? String }, ["gauge", file.path])
        XCTAssertEqual(scenes[1]["width"] as? Double, 80)
        XCTAssertEqual(scenes[1]["duration"] as? Double, 1)
        let frame = await api.respond(to: PreviewRequest(path: "/api/frame", query: ["scene": file.path, "t": "0.5"]))
        XCTAssertEqual(frame.status, 200)
        XCTAssertTrue(try RGBAImage(pngData: frame.body) == (try Exporter(scene: LottieScene(contentsOf: file)).still(at: 0.5).rgbaImage()))
        let refused = await api.respond(to: PreviewRequest(path: "/api/frame", query: ["scene": other.path, "t": "0.5"]))
        XCTAssertEqual(refused.status, 404)
    }

    func testStatusIsWhatTheServerSays() async throws {
        let response = await get("/api/status")
        let status = try XCTUnwrap(try json(response) as? [String: Any])
        XCTAssertEqual(status["generation"] as? Double, 7)
    }

    func testThePageOpensOnTheSceneAsked() {
        XCTAssertTrue(PreviewPage.html(initialScene: "a\"b<c").contains("<body data-scene=\"a&quot;b&lt;c\">"))
        XCTAssertTrue(PreviewPage.html(initialScene: nil).contains("<body>"))
    }
}
