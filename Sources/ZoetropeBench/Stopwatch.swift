import Foundation

/// Wall-clock timing for the benchmark only (never used for rendering).
enum Stopwatch {
    /// Seconds `body` takes.
    static func measure(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// Seconds of this thread's CPU time `body` takes: unlike wall time, not inflated when
    /// other processes share the cores.
    static func measureThreadCPU(_ body: () throws -> Void) rethrows -> Double {
        let start = threadCPUTime()
        try body()
        return threadCPUTime() - start
    }

    private static func threadCPUTime() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
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
