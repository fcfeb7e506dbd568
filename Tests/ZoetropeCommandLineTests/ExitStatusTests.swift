import MediaEncoding
import XCTest
import Zoetrope
@testable import ZoetropeCommandLine

/// Every command's exit status comes from the error's category: 64 for a request that cannot be
/// done as asked, 1 for a failure while doing it, and 1 for an error without a category.
final class ExitStatusTests: XCTestCase {
    private struct Uncategorized: Error {}

    func testTheStatusFollowsTheErrorsCategory() {
        let usage: [Error] = [
            SceneError.unknownScene("x", known: []), MediaError.outOfRange(setting: "x", value: "0", allowed: "1...2"),
            MediaError.unsupportedFormat(path: "a.avi", supported: [".mp4"]), RenderSettingsError.scaleOutOfRange(0),
            TraceError.unknownProperty("x"), ReviewError.unknownRevision("x"),
        ]
        for error in usage { XCTAssertEqual(ExitStatus.status(for: error), 64, "\(error)") }
        let failures: [Error] = [
            SceneError.resourceUnavailable(scene: "x", reason: "y"), MediaError.io("x"), ExportError.cancelled,
            ReviewError.git("x"), Uncategorized(),
        ]
        for error in failures { XCTAssertEqual(ExitStatus.status(for: error), 1, "\(error)") }
    }

    func testEveryErrorACommandEndsWithDeclaresItsCategory() {
        let errors: [(Error, ErrorCategory)] = [
            (ChunkError.notAChunk(path: "x.mp4"), .usage), (FilmstripError.tooFewColumns(0), .usage),
            (SceneTraceError.invalidDecimals(20), .usage), (PreviewServerError.badHost("x"), .usage),
            (PreviewServerError.nothingToWatch(folder: "/"), .failure), (PreviewServerError.badTimeout(variable: PreviewLimits.headTimeoutVariable, "soon"), .failure),
            (ConsoleError.outputFailed(reason: "x"), .failure), (InitError.cannotWrite("x", "y"), .failure),
            (ChildProcessError(message: "x"), .failure), (FontFileError(message: "x"), .usage),
        ]
        for (error, category) in errors {
            XCTAssertEqual((error as? CategorizedError)?.category, category, "\(error)")
        }
    }
}
