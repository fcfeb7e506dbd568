import XCTest
#if canImport(Testing)
import Testing
#endif

/// Reports a problem met while taking a snapshot (strategies cannot throw) to the running test
/// library: Swift Testing's `Issue.record` inside a `@Test`, `XCTFail` otherwise.
enum StrategyFailure {
    static func report(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message),
                         sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)",
                                                        line: Int(line), column: Int(column)))
            return
        }
        #endif
        XCTFail(message, file: filePath, line: line)
    }
}
