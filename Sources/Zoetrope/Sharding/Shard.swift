import MediaEncoding

/// One of `count` deterministic shares of a batch of work, for splitting renders and snapshot
/// suites across machines (`--shard 1/4`, `ZOETROPE_SHARD=1/4`; indices from 0, like chunks,
/// frames and Kubernetes' `JOB_COMPLETION_INDEX`).
///
/// Every machine computes the same assignment from the same job list: jobs are taken from the
/// most to the least expensive (ties by name) and each goes to the share with the least cost so
/// far (ties to the lowest index) — the longest-processing-time rule, within 4/3 of the best
/// possible balance. The shares are disjoint and together hold every job.
public struct Shard: Hashable, Sendable, CustomStringConvertible {
    /// This share, 0..<count.
    public let index: Int
    public let count: Int

    /// The whole batch.
    public static let all = Shard(validIndex: 0, count: 1)

    /// The environment variable test suites read their share from.
    public static let environmentVariable = "ZOETROPE_SHARD"

    private init(validIndex: Int, count: Int) {
        self.index = validIndex
        self.count = count
    }

    /// Parses "i/n" with 0 ≤ i < n.
    public init(parsing text: String) throws {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1 else {
            throw ShardError.invalid(text)
        }
        guard (0..<count).contains(index) else { throw ShardError.outOfRange(text, count: count) }
        self.init(validIndex: index, count: count)
    }

    /// The share `ZOETROPE_SHARD` names in `environment`, or the whole batch when it is unset.
    public static func fromEnvironment(_ environment: [String: String]) throws -> Shard {
        guard let text = environment[environmentVariable], !text.isEmpty else { return .all }
        return try Shard(parsing: text)
    }

    public var description: String { "\(index)/\(count)" }

    /// The jobs of this share, in the order given.
    public func select<Job>(_ jobs: [Job], name: (Job) -> String, cost: (Job) -> Double) -> [Job] {
        guard count > 1 else { return jobs }
        let order = jobs.indices.sorted { a, b in
            let (costA, costB) = (cost(jobs[a]), cost(jobs[b]))
            return costA != costB ? costA > costB : name(jobs[a]) < name(jobs[b])
        }
        var loads = [Double](repeating: 0, count: count)
        var mine = Set<Int>()
        for job in order {
            let lightest = loads.indices.min { loads[$0] != loads[$1] ? loads[$0] < loads[$1] : $0 < $1 }!
            loads[lightest] += cost(jobs[job])
            if lightest == index { mine.insert(job) }
        }
        return jobs.indices.filter(mine.contains).map { jobs[$0] }
    }
}

/// A shard that cannot be parsed.
public enum ShardError: Error, Equatable, CustomStringConvertible, CategorizedError {
    /// Not of the form i/n with n ≥ 1.
    case invalid(String)
    /// i/n with i outside 0..<n.
    case outOfRange(String, count: Int)

    public var category: ErrorCategory { .usage }

    public var description: String {
        switch self {
        case .invalid(let text): "shard '\(text)' is not i/n with 0 ≤ i < n (for example 1/4)"
        case let .outOfRange(text, count):
            "shard \(text) does not exist: shards count from 0, like chunks, so use 0…\(count - 1)"
        }
    }
}
