import Foundation
@testable import Zoetrope
import XCTest

/// A terminating signal's clean-up (`removeAllBeforeExit`) stops the writers first: a file being
/// written into a partial folder is finished, no write starts after, and the folder is gone.
/// The race is made likely by a slow writer, which holds every file open for a while.
final class PartialOutputsTests: XCTestCase {
    func testRemovalWaitsForASlowWriterAndNoFileIsAddedAfterIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-partial-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let outputs = PartialOutputs()
        outputs.register(folder)
        let written = NSLock()
        nonisolated(unsafe) var files = 0, writing = false
        // The writer never returns once the outputs are removed (the process would exit then);
        // it is left waiting on its own thread.
        Thread {
            for index in 0... {
                outputs.writing {
                    written.withLock { writing = true }
                    defer { written.withLock { writing = false } }
                    let descriptor = open(folder.appendingPathComponent("f-\(index).png").path, O_WRONLY | O_CREAT, 0o644)
                    usleep(20_000)   // the slow writer: the file exists, its bytes are still coming
                    _ = write(descriptor, "frame", 5)
                    close(descriptor)
                }
                written.lock(); files += 1; written.unlock()
            }
        }.start()
        while (written.withLock { files }) < 3 { usleep(1_000) }

        XCTAssertEqual(outputs.removeAllBeforeExit(), 1)
        XCTAssertFalse(written.withLock { writing }, "the writer was stopped between two files, not in the middle of one")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path), "removed, with every file the writer had made")
        usleep(100_000)   // five more frames' time
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path), "no write started after the removal")
    }
}
