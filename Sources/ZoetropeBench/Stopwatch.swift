import Foundation

/// Wall-clock timing for the benchmark only (never used for rendering).
enum Stopwatch {
    /// Seconds `body` takes.
    static func measure(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
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
