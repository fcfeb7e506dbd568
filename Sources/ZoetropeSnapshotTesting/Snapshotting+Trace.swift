import SnapshotTesting
import Zoetrope
import ZoetropeTesting

extension Snapshotting where Value == any Scene, Format == String {
    /// A per-frame text trace of layers' presentation values, compared line by line:
    /// `Snapshotting(SnapshotStrategy<any Scene, String>.trace(…))`. A difference joins the failure
    /// report with its line diff (`$SNAPSHOT_ARTIFACTS`); a scene that cannot be traced records a
    /// test failure and snapshots the error.
    public static func trace(layers: [String]? = nil, properties: [String]? = nil, fps: Int? = nil, decimals: Int = 2,
                             fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                             line: UInt = #line, column: UInt = #column, function: String = #function) -> Snapshotting {
        Snapshotting(SnapshotStrategy.trace(layers: layers, properties: properties, fps: fps, decimals: decimals),
                     fileID: fileID, filePath: filePath, line: line, column: column, function: function)
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
