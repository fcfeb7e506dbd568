import CairoRendering

/// What a snapshot of a value is, as swift-snapshot-testing's `Snapshotting` says it: how to
/// take it (`snapshot`) and how it is stored and compared (`format`). Every kind is a pullback
/// of the image or the text strategy — a layer, a view, a scene's frame or filmstrip, a trace,
/// and a test's own — so they all verify alike: `assertSnapshot(of:as:)` hands any strategy to
/// `SnapshotVerifier`, which takes it (engine warnings are errors) and checks it against its
/// reference file, and ZoetropeSnapshotTesting's `Snapshotting(_:)` hands the same strategy to
/// swift-snapshot-testing. A kind is one static here; nothing else needs adding.
public struct SnapshotStrategy<Value, Format> {
    /// How the snapshot is stored and compared.
    public let format: SnapshotFormat<Format>
    /// Takes the snapshot; a failure says what could not be taken ("Could not render …"). Called
    /// directly it keeps none of the verifier's rules (an engine warning stays a note).
    public let snapshot: (Value) throws -> Format

    public init(format: SnapshotFormat<Format>, snapshot: @escaping (Value) throws -> Format) {
        self.format = format
        self.snapshot = snapshot
    }

    /// The strategy for `NewValue`: `transform` makes the value this strategy snapshots.
    public func pullback<NewValue>(_ transform: @escaping (NewValue) throws -> Value) -> SnapshotStrategy<NewValue, Format> {
        SnapshotStrategy<NewValue, Format>(format: format) { [snapshot] value in try snapshot(try transform(value)) }
    }
}

extension SnapshotStrategy where Value == Format {
    /// The value itself, stored and compared as `format` says.
    public init(_ format: SnapshotFormat<Format>) {
        self.init(format: format) { $0 }
    }
}

extension SnapshotStrategy where Value == RGBAImage, Format == RGBAImage {
    /// An image as PNG, compared with `tolerance`.
    public static func image(tolerance: SnapshotTolerance = .default) -> SnapshotStrategy {
        SnapshotStrategy(.image(tolerance: tolerance))
    }
}

extension SnapshotStrategy where Value == String, Format == String {
    /// Text, compared line by line.
    public static var lines: SnapshotStrategy { SnapshotStrategy(.lines) }
}

/// A snapshot that could not be taken, worded for the test failure ("Could not render clock: …").
struct SnapshotNotTaken: Error, CustomStringConvertible {
    let description: String

    /// Runs `body`, turning its error into one that starts with `what` ("Could not render clock").
    static func taking<Result>(_ what: @autoclosure () -> String, _ body: () throws -> Result) throws -> Result {
        do { return try body() } catch { throw SnapshotNotTaken(description: "\(what()): \(error)") }
    }
}
