import CairoRendering
import SnapshotTesting
import ZoetropeTesting

extension Snapshotting {
    /// ZoetropeTesting's `strategy` for swift-snapshot-testing: taken the same way, stored in a
    /// file of the same extension, compared by `diffing`. A snapshot that cannot be taken is a
    /// test failure at `location` (the line that made the strategy), and `placeholder` of the
    /// failure's message is compared instead.
    init(_ strategy: SnapshotStrategy<Value, Format>, diffing: Diffing<Format>, location: SourceLocationInfo,
         placeholder: @escaping (String) -> Format) {
        self = Snapshotting<Format, Format>(pathExtension: strategy.format.pathExtension, diffing: diffing).pullback { value in
            do {
                return try strategy.snapshot(value)
            } catch {
                IssueReporter.fail("\(error)", at: location)
                return placeholder("\(error)")
            }
        }
    }
}

extension Snapshotting where Format == RGBAImage {
    /// An image `strategy`, compared by `Diffing.image` with its tolerance; a snapshot that
    /// cannot be taken snapshots a 1×1 placeholder.
    init(image strategy: SnapshotStrategy<Value, RGBAImage>, fileID: StaticString, filePath: StaticString,
         line: UInt, column: UInt, function: String) {
        self.init(strategy, diffing: .image(strategy.format, test: StrategyTest(fileID: fileID, function: function)),
                  location: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column),
                  placeholder: { _ in .unreadable })
    }
}
