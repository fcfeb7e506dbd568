import XCTest
import Zoetrope

/// Shares of a batch: parsed as i/n, disjoint, together the whole batch, the same on every run,
/// and balanced within the longest-processing-time bound.
final class ShardTests: XCTestCase {
    private struct Job: Hashable {
        let name: String
        let cost: Double
    }

    /// 23 jobs with costs spread over three orders of magnitude (a fixed recipe, no randomness).
    private let jobs: [Job] = (0..<23).map(ShardTests.job)

    private static func job(_ index: Int) -> Job {
        let base = Double((index * 7919) % 997 + 1)
        let weight: Double = index % 3 == 0 ? 10 : 1
        return Job(name: "job-\(index)", cost: base * weight)
    }

    func testParsing() throws {
        XCTAssertEqual(try Shard(parsing: "2/4").index, 2)
        XCTAssertEqual(try Shard(parsing: "2/4").count, 4)
        XCTAssertEqual(try Shard(parsing: "0/1"), .all)
        for bad in ["2/0", "2", "a/b", "2/4/1", "", " 1/2"] {
            XCTAssertThrowsError(try Shard(parsing: bad), bad) { XCTAssertEqual($0 as? ShardError, .invalid(bad)) }
        }
        for (bad, count) in [("4/4", 4), ("-1/3", 3), ("1/1", 1)] {
            XCTAssertThrowsError(try Shard(parsing: bad), bad) { XCTAssertEqual($0 as? ShardError, .outOfRange(bad, count: count)) }
        }
        XCTAssertEqual(try Shard.fromEnvironment([:]), .all)
        XCTAssertEqual(try Shard.fromEnvironment(["ZOETROPE_SHARD": "3/5"]), try Shard(parsing: "3/5"))
        XCTAssertThrowsError(try Shard.fromEnvironment(["ZOETROPE_SHARD": "5/5"]))
    }

    func testSharesAreDisjointCompleteAndBalanced() throws {
        let total = jobs.map(\.cost).reduce(0, +), largest = jobs.map(\.cost).max()!
        for count in 1...6 {
            var seen: [Job] = []
            var loads: [Double] = []
            for index in 0..<count {
                let share = try Shard(parsing: "\(index)/\(count)").select(jobs, name: \.name, cost: \.cost)
                XCTAssertEqual(share, jobs.filter(share.contains), "a share keeps the given order")
                seen += share
                loads.append(share.map(\.cost).reduce(0, +))
            }
            XCTAssertEqual(seen.count, jobs.count, "\(count) shares: every job exactly once")
            XCTAssertEqual(Set(seen), Set(jobs))
            // LPT: the busiest share is within 4/3 of the best possible, itself at least max(total / n, largest job).
            XCTAssertLessThanOrEqual(loads.max()!, 4.0 / 3.0 * max(total / Double(count), largest) + 1e-9, "\(count) shares")
        }
    }

    func testTheAssignmentIsTheSameWhateverTheInputOrder() throws {
        let shard = try Shard(parsing: "2/3")
        let forward = shard.select(jobs, name: \.name, cost: \.cost)
        let backward = shard.select(Array(jobs.reversed()), name: \.name, cost: \.cost)
        XCTAssertEqual(Set(forward), Set(backward))
    }
}
