import Foundation

/// Where reference files live and how they are named:
/// `<folder of the test file>/__Snapshots__/<TestFile>/<testName>[.<name>].<time>.png`
/// for frames, `<testName>[.<name>].frames/<time>.png` for a whole animation and
/// `<testName>[.<name>].trace.txt` for traces.
public enum SnapshotLocation {
    /// The folder holding the references of the test file at `filePath`
    /// (`Tests/X/FooTests.swift` → `Tests/X/__Snapshots__/FooTests`).
    public static func directory(forTestFile filePath: String) -> URL {
        let file = URL(fileURLWithPath: filePath)
        return file.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__", isDirectory: true)
            .appendingPathComponent(file.deletingPathExtension().lastPathComponent, isDirectory: true)
    }

    /// The folder an assertion's references live in: `snapshotDirectory` when given, else the
    /// test file's `__Snapshots__/<TestFile>`.
    static func directory(snapshotDirectory: String?, testFile filePath: String) -> URL {
        snapshotDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? directory(forTestFile: filePath)
    }

    /// The test's name from `#function`: "testFade()" → "testFade", "scene(_:)" → "scene".
    public static func testName(fromFunction function: String) -> String {
        let name = function.prefix { $0 != "(" }
        return name.isEmpty ? "snapshot" : String(name)
    }

    /// `<testName>[.<name>][.<kind>].<pathExtension>`: how every reference of an assertion is named.
    public static func fileName(testName: String, name: String? = nil, kind: String? = nil, pathExtension: String) -> String {
        ([testName, name, kind].compactMap { $0 } + [pathExtension]).joined(separator: ".")
    }

    /// `<testName>[.<name>].<time>.png`, the time with three decimals ("0.500").
    public static func frameFileName(testName: String, name: String? = nil, time: Double) -> String {
        fileName(testName: testName, name: name, kind: timeName(time), pathExtension: "png")
    }

    /// `<testName>[.<name>].frames`, the folder of a whole animation's frames.
    public static func framesFolderName(testName: String, name: String? = nil) -> String {
        fileName(testName: testName, name: name, pathExtension: "frames")
    }

    /// How a time names its reference: seconds with three decimals ("0.500").
    static func timeName(_ time: Double) -> String {
        TraceFormat.number(time, decimals: 3)
    }

    /// `<testName>[.<name>].trace.txt`.
    public static func traceFileName(testName: String, name: String? = nil) -> String {
        fileName(testName: testName, name: name, kind: "trace", pathExtension: "txt")
    }

    /// Where a failing run leaves what it saw: `X.png` → `X.actual.png` (see `SnapshotArtifacts`).
    public static func actualURL(forReference reference: URL) -> URL {
        SnapshotArtifacts.url(of: "actual", forReference: reference)
    }

    /// Where a failing image comparison leaves its diff image: `X.png` → `X.diff.png` (see `SnapshotArtifacts`).
    public static func diffURL(forReference reference: URL) -> URL {
        SnapshotArtifacts.url(of: "diff", forReference: reference)
    }

    /// True for the `.actual.*` and `.diff.*` files failing runs leave (not references).
    public static func isFailureArtifact(_ fileName: String) -> Bool {
        let parts = fileName.split(separator: ".")
        guard parts.count >= 3 else { return false }
        return ["actual", "diff"].contains(parts[parts.count - 2])
    }
}
