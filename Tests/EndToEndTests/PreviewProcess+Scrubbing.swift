import Foundation
import XCTest

extension PreviewProcess {
    /// `scrubbing` of /api/status: done, abandoned, drawing, waiting, superseded, threads.
    func scrubbingCounts() throws -> [String: Int] {
        let status = try XCTUnwrap(try HTTP.get(address, "/api/status").json as? [String: Any])
        return try XCTUnwrap(status["scrubbing"] as? [String: Double]).mapValues { Int($0) }
    }

    /// Polls the scrubbing counts until `condition` holds, for up to 60 s.
    @discardableResult
    func waitForScrubbing(_ condition: ([String: Int]) -> Bool) throws -> [String: Int] {
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            let counts = try scrubbingCounts()
            if condition(counts) { return counts }
            Thread.sleep(forTimeInterval: 0.02)
        }
        throw PreviewTestError("the scrubbing counts never matched: \(try scrubbingCounts())")
    }
}
