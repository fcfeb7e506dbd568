import ArgumentParser
import Foundation
import Zoetrope

struct PreviewCommand: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "preview",
        abstract: "Serve a live preview page: scrub, play and inspect scenes in a browser.",
        discussion: """
        Open the printed address. The page shows the frame at any time (arrow keys step frames,
        space plays at real speed), the named layers' values and the running animations' curves,
        and copies the command that renders what is on screen. --watch, run from your package's
        folder, rebuilds when Sources/ or Scenes/ change and reloads the page on the new build.

        API: GET /api/scenes, /api/frame?scene=NAME&t=SECONDS[&variant=V][&scale=S][&background=B] (PNG),
        /api/trace?scene=NAME&t=SECONDS[&variant=V], /api/animations?…, /api/status.

        Example: \(ToolIdentity.name) preview \(ToolIdentity.exampleScene) --port 8080
        """
    ) }

    @Argument(help: "The scene the page opens on (default: the first), or a Lottie file (anim.json, anim.lottie).")
    var scene: String?

    @Option(parsing: .unconditional, help: "The TCP port; 0 picks a free one.")
    var port = Bounded<PortNumbers>(8080)

    @Option(help: "The IPv4 address, or localhost, to listen on (default: this machine only).")
    var host: PreviewHost = .loopback

    @Flag(help: "Rebuild and reload when the package's Sources/ or Scenes/ change.")
    var watch = false

    @Option(help: ArgumentHelp("With --watch: the build command, run with /bin/sh (default: swift build --product <this executable>).",
                               valueName: "command"))
    var buildCommand: String?

    func validate() throws {
        if buildCommand != nil && !watch { throw ValidationError("--build-command needs --watch") }
    }

    func run() throws {
        if PreviewOrigin.isBeyondLoopback(host.bindAddress) {
            Console.message(.warning, "--host \(host) serves the preview — scenes, frames and build output — to other machines; "
                + "use 127.0.0.1 (the default) to keep it on this one")
        }
        // Only the Lottie file named here opens over HTTP: a request cannot name any file on the machine.
        var catalog = RootCommand.catalog
        catalog.lottieFiles = scene.map { SceneCatalog.isLottieFile($0) ? [$0] : [] } ?? []
        if let scene {
            guard catalog.names.contains(scene) else { throw SceneError.unknownScene(scene, known: catalog.names) }
            // A malformed file fails here, in one line, before anything is served.
            _ = try catalog.scene(named: scene, variant: nil)
        }
        let rebuilder = watch ? try PreviewRebuilder(packageFolder: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
                                                     buildCommand: buildCommand) : nil
        let generation = PreviewRebuilder.generation
        let api = PreviewAPI(catalog: catalog, scrubbers: SceneScrubbers(catalog: catalog)) {
            var build: [(String, JSONValue)] = [("state", .string("idle"))]
            switch rebuilder?.state {
            case .building?: build = [("state", .string("building"))]
            case .failed(let output)?: build = [("state", .string("failed")), ("message", .string(output))]
            case .idle?, nil: break
            }
            return .object([("generation", .number(Double(generation))), ("watching", .bool(rebuilder != nil)),
                            ("build", .object(build))])
        }
        let server = PreviewServer(api: api, host: host.bindAddress, port: UInt16(port.value), initialScene: scene, limits: try PreviewLimits())
        let outcome = ServerOutcome()
        let watching = watch
        Task.detached {
            // What the scenes note while frames are drawn is printed once each (`SceneNotes`).
            let notes = SceneNotes()
            await Playback.$noteObserver.withValue(NoteObserver { notes.print($0) }) {
                do {
                    try await server.run { address, port in
                        try? Console.output("Preview at \(address)\(watching ? " (watching Sources/ and Scenes/)" : "") — Ctrl-C to stop")
                        rebuilder?.start(port: port)
                    }
                } catch {
                    outcome.fail(error)
                }
            }
            outcome.finish()
        }
        try outcome.wait()
    }
}

/// How the server task ended, for the command's thread that waits on it.
private final class ServerOutcome: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var failure: Error?

    func fail(_ error: Error) { failure = error }
    func finish() { done.signal() }

    func wait() throws {
        done.wait()
        if let failure { throw failure }
    }
}

/// `--port`: a TCP port, 0 for any free one.
enum PortNumbers: NumberRange {
    static let range = 0...65535
}
