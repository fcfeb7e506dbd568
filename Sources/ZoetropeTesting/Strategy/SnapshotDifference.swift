import CairoRendering

/// How a newly taken snapshot differs from its reference, as a `SnapshotFormat` found it.
public struct SnapshotDifference {
    /// What the failure report files it under.
    public var kind: SnapshotFailure.Kind
    /// One line saying what differs ("image sizes differ: …", "max channel difference …", "the trace differs").
    public var summary: String
    /// The failure message's account, in the tolerance's terms (an image) or as the line diff (text).
    public var details: String
    /// The images' comparison, when they were compared pixel by pixel.
    public var comparison: ImageComparison?
    /// For text: the line diff, `-` reference and `+` actual lines.
    public var lineDiff: String?

    public init(kind: SnapshotFailure.Kind, summary: String, details: String, comparison: ImageComparison? = nil,
                lineDiff: String? = nil) {
        self.kind = kind
        self.summary = summary
        self.details = details
        self.comparison = comparison
        self.lineDiff = lineDiff
    }
}
