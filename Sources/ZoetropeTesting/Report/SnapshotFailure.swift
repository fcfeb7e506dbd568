/// One failing snapshot as the failure report shows it. Paths are relative to the artifacts folder.
public struct SnapshotFailure: Codable, Equatable, Sendable {
    public enum Kind: String, Codable, Sendable {
        case image, text, animation, motion
    }

    /// One frame of a whole-animation snapshot: its time, both pictures, and whether it differs.
    public struct Frame: Codable, Equatable, Sendable {
        public var time: Double
        public var reference: String
        public var actual: String
        public var differs: Bool

        public init(time: Double, reference: String, actual: String, differs: Bool) {
            self.time = time; self.reference = reference; self.actual = actual; self.differs = differs
        }
    }

    public var kind: Kind
    /// "<TestFile>/<reference file name>".
    public var name: String
    /// The failure message's details.
    public var details: String
    public var reference: String?
    public var actual: String?
    public var diff: String?
    /// Pixels beyond the tolerance, and the structural similarity (images compared at the same size).
    public var changedPixels: Int?
    public var ssim: Double?
    /// For traces: the line diff, `-` reference and `+` actual lines.
    public var lineDiff: String?
    /// For whole-animation snapshots: every frame, in order.
    public var frames: [Frame]?
    /// For motion assertions: the curve, its bounds and the violation.
    public var motion: MotionPlot?

    public init(kind: Kind, name: String, details: String, reference: String? = nil, actual: String? = nil, diff: String? = nil,
                changedPixels: Int? = nil, ssim: Double? = nil, lineDiff: String? = nil, frames: [Frame]? = nil,
                motion: MotionPlot? = nil) {
        self.kind = kind; self.name = name; self.details = details; self.reference = reference; self.actual = actual
        self.diff = diff; self.changedPixels = changedPixels; self.ssim = ssim; self.lineDiff = lineDiff; self.frames = frames
        self.motion = motion
    }
}
