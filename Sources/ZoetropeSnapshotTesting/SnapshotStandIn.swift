import CairoRendering

/// A snapshot value that can stand in for one that could not be taken or read back: the
/// formats ZoetropeSnapshotTesting hands to swift-snapshot-testing, whose `Snapshotting` and
/// `Diffing` cannot fail, conform. The stand-in never matches a real snapshot, so the comparison
/// fails; the failure itself is reported where the strategy was made. Images and text conform; a
/// format of one's own conforms to be used as `Snapshotting(strategy)`.
public protocol SnapshotStandIn: Equatable {
    /// The value standing in for a snapshot that could not be had, `reason` saying why.
    static func standIn(_ reason: String) -> Self
}

extension RGBAImage: SnapshotStandIn {
    /// A 1×1 transparent magenta image, whose size makes the comparison fail and say so.
    public static func standIn(_ reason: String) -> RGBAImage { placeholder }

    private static let placeholder = try! RGBAImage(width: 1, height: 1, fill: (r: 255, g: 0, b: 255, a: 0))
}

extension String: SnapshotStandIn {
    /// The reason itself, as a line, so the line diff shows it.
    public static func standIn(_ reason: String) -> String { reason + "\n" }
}
