import CairoRendering
import Foundation
import MediaEncoding
import Zoetrope

/// The preview's JSON and PNG API, also handy for scripts and editors:
///
/// - `GET /api/scenes`: `[{name, summary, variants, width, height, fps, duration, scale}]`
///   (width and height in points);
/// - `GET /api/frame?scene=NAME&t=SECONDS[&variant=V][&scale=S][&background=B][&client=ID]`: the
///   frame as PNG, the pixels of `zoetrope still NAME --at SECONDS` with the same options; with
///   `client`, a newer frame request of the same ID supersedes this one while it waits or is
///   drawn (a 409 then; see `LatestFrames`); with `client` and `since=T` (the `t` of the frame
///   this client was sent last, which it holds), only the rectangle that changed since that frame,
///   placed by the header `Zoetrope-Patch: X,Y` (its top-left pixel; the body is the rectangle as
///   an image of its own; see `SentFrames`) — a whole frame, without the header, when the server
///   no longer holds that frame or every row and column changed. A time within a thousandth of
///   a frame of one of the scene's frames is that frame (`FrameGrid`); once a client has stepped
///   from one frame to another this way, the next frames the same way are drawn ahead for it
///   (`FramesAhead`);
/// - `GET /api/trace?scene=NAME&t=SECONDS[&variant=V]`: the named layers' values at that time,
///   as `zoetrope trace --json` writes a frame;
/// - `GET /api/animations?scene=NAME&t=SECONDS[&variant=V]`: the animations running then, with
///   their timing curves sampled for plotting;
/// - `GET /api/status`: the server's generation and, with `--watch`, the last build's outcome;
///   `scrubbing`: the requests answered (`done`), those dropped because their client had gone
///   first (`abandoned`) or asked for a newer frame (`superseded`), those being worked on
///   (`drawing`) or waiting for a thread (`waiting`), the render threads (`threads`) and the extra
///   threads running jobs cheaper than all others running (`extra`, see `RenderPool`), the frames
///   drawn ahead of stepping clients (`ahead`, see `FramesAhead`), being drawn so
///   (`aheadDrawing`) and taken by a request (`aheadTaken`).
///
/// Bad parameters are a 400 with `{"error": …}`, an unknown scene a 404.
struct PreviewAPI: Sendable {
    let catalog: SceneCatalog
    let scrubbers: SceneScrubbers
    /// Each named client's newest frame request.
    let latestFrames = LatestFrames()
    /// Each named client's last frame, for sending the next as a patch.
    let sentFrames = SentFrames()
    /// The frames drawn ahead of each stepping client.
    let framesAhead = FramesAhead()
    let status: @Sendable () -> JSONValue

    func respond(to request: PreviewRequest) async -> PreviewResponse {
        do {
            switch request.path {
            case "/api/scenes": return .json(scenesJSON())
            case "/api/frame": return try await frame(request.query, for: request.client)
            case "/api/trace": return try await trace(request.query, for: request.client)
            case "/api/animations": return try await animations(request.query, for: request.client)
            case "/api/status": return .json(statusJSON())
            default: return .error(404, "no such API path: \(request.path)")
            }
        } catch let error as PreviewError {
            return .error(error.status, error.message)
        } catch let error as CategorizedError where error.category == .usage {
            return .error(400, "\(error)")
        } catch {
            return .error(500, "\(error)")
        }
    }

    private func statusJSON() -> JSONValue {
        let counts = scrubbers.counts
        let scrubbing = JSONValue.object([
            ("done", .number(Double(counts.done))), ("abandoned", .number(Double(counts.abandoned))),
            ("superseded", .number(Double(counts.superseded))), ("drawing", .number(Double(counts.drawing))),
            ("waiting", .number(Double(scrubbers.pool.waitingCount))), ("threads", .number(Double(scrubbers.pool.width))),
            ("extra", .number(Double(scrubbers.pool.extraCount))), ("ahead", .number(Double(counts.aheadDone))),
            ("aheadDrawing", .number(Double(counts.aheadDrawing))), ("aheadTaken", .number(Double(framesAhead.counts.taken))),
        ])
        guard case .object(let fields) = status() else { return status() }
        return .object(fields + [("scrubbing", scrubbing)])
    }

    /// The catalog's scenes, then the Lottie files it opens.
    private func scenesJSON() -> JSONValue {
        let types = catalog.scenes.compactMap { type -> JSONValue? in
            guard let scene = try? type.init(variant: nil) else { return nil }
            return Self.sceneJSON(scene, name: type.name, summary: type.summary, variants: type.variants)
        }
        let files = (catalog.lottieFiles ?? []).compactMap { file -> JSONValue? in
            guard let scene = try? catalog.scene(named: file, variant: nil) else { return nil }
            return Self.sceneJSON(scene, name: file, summary: LottieScene.summary, variants: [])
        }
        return .array(types + files)
    }

    private static func sceneJSON(_ scene: Scene, name: String, summary: String, variants: [String]) -> JSONValue {
        .object([
            ("name", .string(name)), ("summary", .string(summary)), ("variants", .array(variants.map(JSONValue.string))),
            ("width", .number(scene.size.width)), ("height", .number(scene.size.height)),
            ("fps", .number(Double(scene.fps))), ("duration", .number(scene.duration)),
            ("scale", .number(scene.scale)),
        ])
    }

    private func frame(_ query: [String: String], for client: ClientLink) async throws -> PreviewResponse {
        let target = try SceneInstant(query)
        let scale = try query["scale"].map { try Self.number($0, named: "scale") }
        let background = try query["background"].map { value in
            do { return try Color(option: value) } catch { throw PreviewError.badRequest("background: \(error)") }
        }
        let settings = RenderSettings(scale: scale, background: background)
        let format = try query["format"].map { name in
            guard let format = FrameImageEncoder.Format(rawValue: name) else {
                throw PreviewError.badRequest("format: '\(name)' is not one of \(FrameImageEncoder.Format.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return format
        } ?? .png
        // Drawing costs about the pixels: the scale squared (scenes differ in size less than scales do).
        let cost = pow(scale ?? 1, 2)
        let clientName = query["client"]
        let turn = clientName.map { latestFrames.begin(client: $0) }
        defer { turn?.end() }
        let interest = RequestInterest(link: client, turn: turn)
        // The pixels depend on these besides the time.
        let view = [target.scene, target.variant ?? "", query["scale"] ?? "", query["background"] ?? ""].joined(separator: "\n")
        let answer = FrameAnswer(format: format, client: clientName, since: query["since"], view: view, time: target.timeText,
                                 sentFrames: sentFrames)
        let ahead = clientName.flatMap { framesAhead.take(client: $0, view: view, time: target.time) }
        let drawn: (image: Data, patch: PixelRectangle?, grid: FrameGrid, canvas: DrawnCanvas, drawingTime: UInt64)
        if let ahead, let frame = await ahead.frame.drawn {
            let canvas = frame.canvas
            let (image, patch) = if let prepared = frame.prepared, answer.canUse(prepared) {
                try scrubbers.answerAtOnce(for: interest) { try answer.encoded(canvas.canvas, prepared: prepared) }
            } else {
                try await scrubbers.answer(for: interest) { try answer.encoded(canvas.canvas) }
            }
            drawn = (image, patch, ahead.grid, canvas, frame.drawingTime)
        } else {
            drawn = try await scrubbers.withScrubber(scene: target.scene, variant: target.variant, near: target.time,
                                                     cost: cost, for: interest) { scrubber in
                let canvas: Canvas
                let start = DispatchTime.now().uptimeNanoseconds
                do {
                    canvas = try scrubber.still(at: target.time, settings: settings, stoppingWhen: { !interest.isWanted })
                } catch is RenderStopped {
                    try interest.check()
                    throw PreviewError.clientGone
                }
                let drawingTime = DispatchTime.now().uptimeNanoseconds - start
                try interest.check()
                let (image, patch) = try answer.encoded(canvas)
                return (image, patch, scrubber.scene.frameGrid, DrawnCanvas(canvas: canvas), drawingTime)
            }
        }
        if let clientName, let since = query["since"].flatMap(Double.init) {
            framesAhead.follow(client: clientName, view: view, grid: drawn.grid, since: since, time: target.time,
                               sent: drawn.canvas, drawingTime: drawn.drawingTime) { frame, time in
                drawAhead(frame, scene: target.scene, variant: target.variant, at: time, settings: settings, format: format, for: client)
            }
        }
        let headers = drawn.patch.map { [("Zoetrope-Patch", "\($0.x),\($0.y)")] } ?? []
        return PreviewResponse(status: 200, contentType: format.contentType, body: drawn.image, headers: headers)
    }

    private func trace(_ query: [String: String], for client: ClientLink) async throws -> PreviewResponse {
        let target = try SceneInstant(query)
        let frame = try await scrubbers.withScrubber(scene: target.scene, variant: target.variant, near: target.time,
                                                   for: RequestInterest(link: client)) { scrubber in
            try scrubber.traceFrame(at: target.time, trace: .inspection)
        }
        return .json(TraceJSON.json(frame))
    }

    private func animations(_ query: [String: String], for client: ClientLink) async throws -> PreviewResponse {
        let target = try SceneInstant(query)
        let running = try await scrubbers.withScrubber(scene: target.scene, variant: target.variant, near: target.time,
                                                   for: RequestInterest(link: client)) { scrubber in
            try RunningAnimations(in: scrubber, at: target.time).json
        }
        return .json(running)
    }

    /// A finite number from a query parameter.
    static func number(_ text: String, named name: String) throws -> Double {
        guard let value = Double(text), value.isFinite else { throw PreviewError.badRequest("\(name) must be a number (got '\(text)')") }
        return value
    }
}

/// The scene, variant and time a request names.
private struct SceneInstant {
    let scene: String
    let variant: String?
    let time: Double
    /// The time as the request wrote it.
    let timeText: String

    init(_ query: [String: String]) throws {
        guard let scene = query["scene"], !scene.isEmpty else { throw PreviewError.badRequest("missing parameter: scene") }
        guard let t = query["t"] else { throw PreviewError.badRequest("missing parameter: t (seconds)") }
        self.scene = scene
        variant = query["variant"].flatMap { $0.isEmpty ? nil : $0 }
        time = try PreviewAPI.number(t, named: "t")
        timeText = t
    }
}
