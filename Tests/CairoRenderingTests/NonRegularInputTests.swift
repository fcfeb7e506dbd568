import CairoRendering
import Foundation
import MotionCore
import XCTest

/// A FIFO, a device or a folder given as a picture, a clip or a font is refused at once with an
/// error naming the path — never read forever (a FIFO without a writer, `/dev/zero`).
final class NonRegularInputTests: XCTestCase {
    private func makeFIFO() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-fifo-\(UUID().uuidString)").path
        XCTAssertEqual(mkfifo(path, 0o600), 0)
        addTeardownBlock { unlink(path) }
        return path
    }

    func testAFIFOIsRefusedAsPictureClipAndFont() throws {
        let fifo = try makeFIFO()
        let loads: [(String, () throws -> Void)] = [
            ("picture", { _ = try ImageCache().pixelSize(of: Image(contentsOfFile: fifo)) }),
            ("clip", { _ = try VideoFrameCache().frame(of: URL(fileURLWithPath: fifo), at: 0, loops: false) }),
            ("font", { _ = try FontLibrary.register(contentsOf: URL(fileURLWithPath: fifo)) }),
        ]
        for (kind, load) in loads {
            let error = try Self.error(of: load, unblocking: fifo)
            XCTAssertTrue(error.contains(fifo) && error.contains("is a FIFO, not a regular file"), "\(kind): \(error)")
        }
    }

    func testDevicesAndFoldersAreRefusedNamingThePath() throws {
        let folder = FileManager.default.temporaryDirectory.path
        for (path, kind) in [("/dev/zero", "is a character device"), ("/dev/null", "is a character device"), (folder, "is a folder")] {
            let error = try Self.error(of: { _ = try ImageCache().pixelSize(of: Image(contentsOfFile: path)) }, unblocking: nil)
            XCTAssertTrue(error.contains("cannot read \(path): \(kind), not a regular file"), error)
            let clip = try Self.error(of: { _ = try VideoFrameCache().frame(of: URL(fileURLWithPath: path), at: 0, loops: false) },
                                      unblocking: nil)
            XCTAssertTrue(clip.contains("cannot read \(path): \(kind), not a regular file"), clip)
        }
    }

    /// The error `load` throws, waiting at most 10 s; a load still blocked then fails the test
    /// and is released by opening `fifo` for writing (its reader then sees the end of the file).
    private static func error(of load: @escaping () throws -> Void, unblocking fifo: String?) throws -> String {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var message = "no error"
        Thread {
            do { try load() } catch { message = "\(error)" }
            done.signal()
        }.start()
        if done.wait(timeout: .now() + 10) == .timedOut {
            if let fifo { close(open(fifo, O_WRONLY)) }
            done.wait()
            XCTFail("blocked reading \(fifo ?? "the file")")
        }
        return message
    }
}
