import Foundation

/// `preview --watch`: when the package's sources change, runs the build and, once it
/// succeeds, replaces this process with the rebuilt executable (same arguments, the next
/// generation), so the page reloads onto new code and keeps its scene and time. A failed build
/// leaves this server running and its output on the page.
final class PreviewRebuilder: @unchecked Sendable {
    /// The state the page shows.
    enum BuildState: Equatable {
        case idle, building, failed(String)
    }

    static let generationVariable = "ZOETROPE_PREVIEW_GENERATION"

    /// This process's generation: 1, then one more after each rebuild.
    static var generation: Int {
        ProcessInfo.processInfo.environment[generationVariable].flatMap(Int.init) ?? 1
    }

    private let watcher: SourceWatcher
    private let buildCommand: String
    /// The executable this process was started from, recorded before any rebuild: once the
    /// linker has replaced the file, `/proc/self/exe` names the old, deleted one.
    private let executablePath = PreviewRebuilder.startedExecutablePath()
    private let lock = NSLock()
    private var current = BuildState.idle
    private var listeningPort: Int?

    var state: BuildState {
        lock.lock(); defer { lock.unlock() }
        return current
    }

    /// Watches `Sources/` and `Scenes/` of `packageFolder`; `buildCommand` (run with /bin/sh)
    /// defaults to building this executable's product.
    init(packageFolder: URL, buildCommand: String?) throws {
        let folders = ["Sources", "Scenes"].map { packageFolder.appendingPathComponent($0) }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
        guard !folders.isEmpty else {
            throw PreviewServerError.nothingToWatch(folder: packageFolder.path)
        }
        watcher = SourceWatcher(folders: folders)
        let product = URL(fileURLWithPath: executablePath).lastPathComponent
        self.buildCommand = buildCommand ?? "swift build --product \(product)"
    }

    /// Watches and rebuilds on a thread of its own, for the life of the process. The rebuilt
    /// server listens on `port` again (the one chosen when `--port 0` asked for any).
    func start(port: Int) {
        lock.lock(); listeningPort = port; lock.unlock()
        let thread = Thread { [self] in
            while true {
                watcher.waitForChange()
                rebuild()
            }
        }
        thread.name = "zoetrope.preview.watch"
        thread.start()
    }

    private func rebuild() {
        set(.building)
        let result: ChildProcess.Result
        do {
            result = try ChildProcess.run(["sh", "-c", buildCommand])
        } catch {
            set(.failed("cannot run '\(buildCommand)': \(error)"))
            return
        }
        guard result.status == 0 else {
            set(.failed(result.lastLines(60)))
            return
        }
        restart()
    }

    private func set(_ state: BuildState) {
        lock.lock(); current = state; lock.unlock()
    }

    /// Replaces this process with the rebuilt executable. The server's network sockets and
    /// event descriptors are closed on exec (the listening socket above all, so the new server
    /// can bind); what this process was given — a parent's pipes, or the Unix socket by which
    /// Foundation's `Process` tells that its child ended — is left open.
    private func restart() {
        let folder = "/proc/self/fd"
        let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: folder).compactMap { Int32($0) }) ?? []
        for descriptor in descriptors where descriptor > 2 {
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "\(folder)/\(descriptor)") else { continue }
            let isServers = target.hasPrefix("anon_inode:") || (target.hasPrefix("socket:") && Self.isNetworkSocket(descriptor))
            guard isServers else { continue }
            let flags = fcntl(descriptor, F_GETFD)
            if flags >= 0 { _ = fcntl(descriptor, F_SETFD, flags | FD_CLOEXEC) }
        }
        setenv(Self.generationVariable, String(Self.generation + 1), 1)
        lock.lock(); let port = listeningPort; lock.unlock()
        let arguments = Self.arguments(CommandLine.arguments, listeningOn: port)
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        execv(executablePath, &argv)
        // Only reached when exec failed: keep serving the old build and say why.
        set(.failed("cannot start the rebuilt \(executablePath): \(String(cString: strerror(errno)))"))
    }

    /// Whether `descriptor` is an IPv4 or IPv6 socket.
    private static func isNetworkSocket(_ descriptor: Int32) -> Bool {
        var address = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        return named == 0 && (Int32(address.ss_family) == AF_INET || Int32(address.ss_family) == AF_INET6)
    }

    /// `arguments` with any `--port` replaced by `port`.
    static func arguments(_ arguments: [String], listeningOn port: Int?) -> [String] {
        guard let port else { return arguments }
        var kept: [String] = []
        var skipNext = false
        for argument in arguments {
            if skipNext { skipNext = false; continue }
            if argument == "--port" { skipNext = true; continue }
            if argument.hasPrefix("--port=") { continue }
            kept.append(argument)
        }
        return kept + ["--port", String(port)]
    }

    /// The path the running executable was started from, which the build overwrites.
    static func startedExecutablePath() -> String {
        guard let link = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else {
            return CommandLine.arguments[0]
        }
        return executablePath(fromProcLink: link)
    }

    /// The file `/proc/self/exe` named: without the " (deleted)" the kernel appends once the
    /// file was replaced (a process restarted by an earlier generation reads its own fresh path).
    static func executablePath(fromProcLink link: String) -> String {
        let deleted = " (deleted)"
        return link.hasSuffix(deleted) ? String(link.dropLast(deleted.count)) : link
    }
}
