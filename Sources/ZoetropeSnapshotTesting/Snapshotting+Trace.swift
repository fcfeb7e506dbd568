import SnapshotTesting
import Zoetrope
import ZoetropeTesting

extension Snapshotting where Value == any Scene, Format == String {
    /// A per-frame text trace of layers' presentation values (see `SceneTrace`), compared line
    /// by line; a difference joins the failure report with its line diff (`$SNAPSHOT_ARTIFACTS`).
    /// A scene that cannot be traced records a test failure and snapshots the error.
    public static func trace(layers: [String]? = nil, properties: [String]? = nil, fps: Int? = nil, decimals: Int = 2,
                             fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                             line: UInt = #line, column: UInt = #column, function: String = #function) -> Snapshotting {
        let location = SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column)
        let trace = SceneTrace(layers: layers, properties: properties, fps: fps, decimals: decimals)
        let lines = Snapshotting<String, String>.lines
        let report = StrategyFailureReport(fileID: fileID, function: function)
        let reported = Diffing<String>.diff(toData: lines.diffing.toData, fromData: lines.diffing.fromData) { reference, actual in
            guard let difference = lines.diffing.diffV2(reference, actual) else { return nil }
            report.addText(reference: reference, actual: actual)
            return difference
        }
        return Snapshotting<String, String>(pathExtension: lines.pathExtension, diffing: reported).pullback { (scene: any Scene) in
            do {
                // Engine warnings (an animation that does nothing) fail snapshot tests.
                return try Timeline.$treatsWarningsAsErrors.withValue(true) { try trace.text(of: scene) }
            } catch {
                let message = "Could not trace \(type(of: scene).name): \(error)"
                IssueReporter.fail(message, at: location)
                return message + "\n"
            }
        }
    }
}

extension Snapshotting where Value: Scene, Format == String {
    /// A per-frame text trace; see `Snapshotting<any Scene, String>.trace`.
    public static func trace(layers: [String]? = nil, properties: [String]? = nil, fps: Int? = nil, decimals: Int = 2,
                             fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                             line: UInt = #line, column: UInt = #column, function: String = #function) -> Snapshotting {
        Snapshotting<any Scene, String>.trace(layers: layers, properties: properties, fps: fps, decimals: decimals,
                                              fileID: fileID, filePath: filePath, line: line, column: column, function: function)
            .pullback { $0 }
    }
}
