import CFFmpeg

/// FFmpeg's console messages (x264's statistics, muxer notes, …), which go to standard error.
public enum FFmpegLogging {
    /// How much FFmpeg prints.
    public enum Level: Sendable {
        case quiet, error, warning, info

        var value: Int32 {
            switch self {
            case .quiet: return AV_LOG_QUIET
            case .error: return AV_LOG_ERROR
            case .warning: return AV_LOG_WARNING
            case .info: return AV_LOG_INFO
            }
        }
    }

    /// Sets FFmpeg's process-wide log level (FFmpeg's default is `.info`). A command-line tool
    /// with its own progress output should call this once at start-up, e.g. with `.error`.
    public static func setLevel(_ level: Level) {
        av_log_set_level(level.value)
    }
}
