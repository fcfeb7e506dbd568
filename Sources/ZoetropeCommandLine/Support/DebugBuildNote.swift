import Foundation

/// The one note a debug build of the tool prints before a render longer than a second, on a
/// terminal: debug builds render many times slower than release ones, with the same bytes, and
/// `swift run` builds debug unless told otherwise.
enum DebugBuildNote {
    /// Whether this code was compiled without optimisation (SwiftPM's debug configuration).
    static var isDebugBuild: Bool {
        #if DEBUG
        return true
        #else
        return false
        #endif
    }

    /// The note for a render of `seconds` of video, or nil: release builds, short renders, and
    /// output that is not a terminal (scripts and CI logs) get none.
    static func note(renderingSeconds seconds: Double, debugBuild: Bool = isDebugBuild,
                     onTerminal: Bool = isatty(STDERR_FILENO) == 1) -> String? {
        guard debugBuild, onTerminal, seconds > 1 else { return nil }
        return "this is a debug build, which renders many times slower than a release one (same bytes); "
            + "build it with -c release: swift run -c release \(ToolIdentity.name) …"
    }
}
