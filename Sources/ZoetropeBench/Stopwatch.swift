import Foundation

/// Wall-clock timing for the benchmark only (never used for rendering).
enum Stopwatch {
    /// Seconds `body` takes.
    static func measure(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// Seconds of CPU time, summed over the process's threads, that `body` takes.
    static func measureProcessCPU(_ body: () throws -> Void) rethrows -> Double {
        let start = processCPUTime()
        try body()
        return processCPUTime() - start
    }

    private static func processCPUTime() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}

/// One benchmark's printed result.
struct BenchmarkResult {
    let name: String
    let lines: [String]

    func print() {
        Swift.print("== \(name)")
        lines.forEach { Swift.print("   \($0)") }
    }
}
