import Foundation
import XCTest

extension XCTestCase {
    /// A new empty folder (see `TemporaryFolder`), removed when the test ends: call it in a test,
    /// or in `setUpWithError()` for a folder every test of the case gets afresh.
    public func makeTemporaryFolder(_ prefix: String = "zoetrope-tests") throws -> URL {
        let folder = try TemporaryFolder(prefix)
        addTeardownBlock { folder.remove() }
        return folder.url
    }
}
