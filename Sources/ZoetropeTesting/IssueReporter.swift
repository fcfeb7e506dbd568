import XCTest
#if canImport(Testing)
import Testing
#endif

/// Reports a failure to whichever test library is running the current test: Swift Testing's
/// `Issue.record` inside a `@Test`, `XCTFail` otherwise. Shared with ZoetropeSnapshotTesting.
package enum IssueReporter {
    package static func fail(_ message: String, at location: SourceLocationInfo) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message),
                         sourceLocation: SourceLocation(fileID: location.fileID, filePath: location.filePath,
                                                        line: location.line, column: location.column))
            return
        }
        #endif
        XCTFail(message, file: location.staticFilePath, line: UInt(location.line))
    }
}

/// Where an assertion was written, in the forms both test libraries want.
package struct SourceLocationInfo {
    let fileID: String
    let filePath: String
    let staticFilePath: StaticString
    let line: Int
    let column: Int

    package init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        self.fileID = "\(fileID)"
        self.filePath = "\(filePath)"
        self.staticFilePath = filePath
        self.line = Int(line)
        self.column = Int(column)
    }
}
