import Foundation
import MediaEncoding
import XCTest
import ZoetropeTestSupport

/// Same frames and options give byte-identical files, so rendered videos can be snapshot-tested.
final class DeterminismTests: XCTestCase {
    func testTwoRunsWriteIdenticalBytesInEveryFormat() throws {
        let folder = try makeTemporaryFolder("media-tests")
        let frames = (0..<6).map { TestImages.frame(TestImages.movingSquare(width: 64, height: 64, x: 2 + 5 * $0)) }
        let cases: [(OutputFormat, String)] = [(.mp4, "mp4"), (.hevc, "mp4"), (.webm, "webm"), (.prores, "mov"),
                                               (.apng, "apng"), (.webp, "webp"), (.gif, "gif")]
        for (format, pathExtension) in cases {
            let runs = try (0..<2).map { run -> Data in
                let url = folder.appendingPathComponent("run\(run).\(pathExtension)")
                try writeAll(frames, format: format, to: url,
                             options: EncodingOptions(fps: 25, preset: "ultrafast", transparent: format == .webm))
                return try Data(contentsOf: url)
            }
            XCTAssertEqual(runs[0], runs[1], "\(format)")
        }
    }

    /// x264 and x265 split frames among threads by the thread count; left to them, that count
    /// follows the CPUs the process may use, and the bytes would follow the machine.
    func testOneCoreWritesTheSameBytesAsAllCores() throws {
        let folder = try makeTemporaryFolder("media-tests")
        let frames = (0..<12).map { TestImages.frame(TestImages.movingSquare(width: 128, height: 96, x: 2 + 7 * $0)) }
        for (format, name) in [(OutputFormat.mp4, "x.mp4"), (.hevc, "h.mp4")] {
            let options = EncodingOptions(fps: 25, preset: "medium")
            let allCores = folder.appendingPathComponent("all-" + name), oneCore = folder.appendingPathComponent("one-" + name)
            try writeAll(frames, format: format, to: allCores, options: options)
            try onOneCore { try writeAll(frames, format: format, to: oneCore, options: options) }
            XCTAssertEqual(try Data(contentsOf: allCores), try Data(contentsOf: oneCore), "\(format)")
        }
    }

    /// Runs `body` on a thread allowed only on CPU 0 (threads it starts inherit that), as
    /// `taskset -c 0` would run a whole process.
    private func onOneCore(_ body: @escaping () throws -> Void) throws {
        typealias SetAffinity = @convention(c) (pid_t, Int, UnsafeRawPointer) -> Int32
        // sched_setaffinity is not visible to Swift through Glibc; the C library has it.
        let symbol = try XCTUnwrap(dlsym(UnsafeMutableRawPointer(bitPattern: 0), "sched_setaffinity"))
        let setAffinity = unsafeBitCast(symbol, to: SetAffinity.self)
        // Written by the thread before `done` is signalled, read after: the semaphore orders them.
        final class Outcome: @unchecked Sendable { var result: Result<Void, Error> = .success(()) }
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            var cpus = cpu_set_t()
            cpus.__bits.0 = 1
            let status = withUnsafePointer(to: &cpus) { setAffinity(0, MemoryLayout<cpu_set_t>.size, $0) }
            outcome.result = status == 0 ? Result { try body() } : .failure(POSIXError(.EINVAL))
            done.signal()
        }
        thread.start()
        done.wait()
        try outcome.result.get()
    }
}
