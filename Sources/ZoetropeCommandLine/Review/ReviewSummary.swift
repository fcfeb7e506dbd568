/// The review in brief, for `review --json` and the line per scene: each scene's status, its
/// changed frame ranges (frames and seconds), whether its trace changed and which curves did.
struct ReviewSummary {
    let base: String
    let head: String?
    let page: String
    let reviews: [SceneReview]

    /// `{"base":…,"head":…|null,"changed":true,"page":…,"scenes":[{"name":…,"status":…,"changedFrames":[[a,b]],
    /// "changedSeconds":[[s,e]],"framesWithinTolerance":n,"traceChanged":…,"changedCurves":[…]}]}`;
    /// head is null for the working tree.
    var json: JSONValue {
        .object([
            ("base", .string(base)), ("head", head.map(JSONValue.string) ?? .null),
            ("changed", .bool(reviews.contains { $0.status != .unchanged })), ("page", .string(page)),
            ("scenes", .array(reviews.map(Self.json))),
        ])
    }

    private static func json(_ review: SceneReview) -> JSONValue {
        .object([
            ("name", .string(review.name)), ("status", .string(review.status.rawValue)),
            ("changedFrames", .array(review.changedFrames.map { .array([.number(Double($0.lowerBound)), .number(Double($0.upperBound))]) })),
            ("changedSeconds", .array(review.changedFrames.map {
                .array([.number(review.seconds($0.lowerBound)), .number(review.seconds($0.upperBound))])
            })),
            ("framesWithinTolerance", .number(Double(review.framesWithinTolerance))),
            ("traceChanged", .bool(review.traceDiff != nil)),
            ("changedCurves", .array(review.changedCurves.map { .string($0.name) })),
        ])
    }

    /// What changed in a scene, after its name on the scene's line: "  frames 12–40, 80; trace; 3 curves".
    static func detail(of review: SceneReview) -> String {
        guard review.status == .changed else { return "" }
        var parts: [String] = []
        if !review.changedFrames.isEmpty {
            parts.append("frames " + review.changedFrames.map { $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound)–\($0.upperBound)" }
                .joined(separator: ", "))
        }
        if let base = review.baseEntry { parts.append("was \(ReviewPage.describe(base))") }
        if review.traceDiff != nil { parts.append("trace") }
        if !review.changedCurves.isEmpty { parts.append("\(review.changedCurves.count) curve(s)") }
        return "  " + parts.joined(separator: "; ")
    }
}
