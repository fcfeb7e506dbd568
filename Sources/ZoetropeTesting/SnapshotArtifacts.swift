import Foundation

/// Where failing snapshots leave what they saw (the actual image or trace, the diff image):
/// under `$SNAPSHOT_ARTIFACTS` when it is set — swift-snapshot-testing's variable, the folder a
/// CI job uploads — in a subfolder per test file; beside the reference otherwise.
/// `assertSnapshot`, `assertTrace` and the `.frame`/`.trace` strategies all follow it.
public enum SnapshotArtifacts {
    /// The environment variable naming the artifacts folder.
    public static let environmentVariable = "SNAPSHOT_ARTIFACTS"

    /// The folder `environment` names, if any.
    public static func folder(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        guard let path = environment[environmentVariable], !path.isEmpty else { return nil }
        return URL(fileURLWithPath: path, isDirectory: true)
    }

    /// Where the `kind` ("actual", "diff") artifact of `reference` goes: `X.png` → `X.kind.png`,
    /// in `<artifacts>/<the reference's folders below __Snapshots__>/` — `<TestFile>/`, or
    /// `<TestFile>/<test>.frames/` for a whole animation — or beside the reference.
    public static func url(of kind: String, forReference reference: URL,
                           environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let name = reference.deletingPathExtension().appendingPathExtension(kind)
            .appendingPathExtension(reference.pathExtension).lastPathComponent
        let folder = folder(environment: environment).map { artifacts in
            subfolders(of: reference).reduce(artifacts) { $0.appendingPathComponent($1, isDirectory: true) }
        } ?? reference.deletingLastPathComponent()
        return folder.appendingPathComponent(name)
    }

    /// The folders of `reference` below `__Snapshots__`; just its own folder's name when it is not under one.
    private static func subfolders(of reference: URL) -> [String] {
        let folders = reference.deletingLastPathComponent().pathComponents
        guard let root = folders.lastIndex(of: "__Snapshots__"), root + 1 < folders.count else {
            return [reference.deletingLastPathComponent().lastPathComponent]
        }
        return Array(folders[(root + 1)...])
    }
}
