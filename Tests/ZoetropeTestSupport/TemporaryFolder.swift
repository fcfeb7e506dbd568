import Foundation

/// A new empty folder under the system's temporary folder for a test's files; `remove()` deletes
/// it with everything in it. XCTest cases use `makeTemporaryFolder(_:)`, which removes it for them.
public struct TemporaryFolder: Sendable {
    /// Where the folder is.
    public let url: URL

    /// Creates a folder named `prefix` plus a unique suffix.
    public init(_ prefix: String = "zoetrope-tests") throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The file `name` in the folder (not created).
    public func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// Deletes the folder and everything in it, unless `KEEP_TEST_FILES` is set (to look at what
    /// a failing test wrote).
    public func remove() {
        guard ProcessInfo.processInfo.environment["KEEP_TEST_FILES"] == nil else { return }
        try? FileManager.default.removeItem(at: url)
    }
}
