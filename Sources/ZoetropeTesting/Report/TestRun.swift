import Foundation

/// Which run of the tests this process belongs to, so the failure report holds one run's
/// failures: every test process of one `swift test` (one, or several with `--parallel`) is a
/// child of the same test runner, so the runner's process id and start time name the run.
enum TestRun {
    /// "pid-starttime" of the parent process (its start time in clock ticks since boot, from
    /// /proc, so a reused process id is another run); the parent's id alone where /proc is not.
    static let current: String = {
        let parent = getppid()
        guard let stat = try? String(contentsOfFile: "/proc/\(parent)/stat", encoding: .utf8),
              let afterName = stat.range(of: ")", options: .backwards) else { return "\(parent)" }
        // Fields after the command name start at field 3 (state); the start time is field 22.
        let fields = stat[afterName.upperBound...].split(separator: " ")
        return fields.count > 19 ? "\(parent)-\(fields[19])" : "\(parent)"
    }()
}
