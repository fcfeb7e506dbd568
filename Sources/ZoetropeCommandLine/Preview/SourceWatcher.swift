import Foundation

/// Watches folders for changed, added or removed files by polling their sizes and modification
/// times twice a second (Foundation has no file-event API on Linux; a package's sources are a
/// few hundred files). Hidden files and folders are ignored.
final class SourceWatcher: @unchecked Sendable {
    let folders: [URL]
    private var last: [String: String]

    init(folders: [URL]) {
        self.folders = folders
        last = [:]
        last = snapshot()
    }

    /// Blocks until something changed, then until nothing has changed for a moment (an editor
    /// saving several files), and returns.
    func waitForChange() {
        while true {
            Thread.sleep(forTimeInterval: 0.5)
            var current = snapshot()
            guard current != last else { continue }
            repeat {
                last = current
                Thread.sleep(forTimeInterval: 0.3)
                current = snapshot()
            } while current != last
            return
        }
    }

    /// Path → "size/modification time" of every regular file under the folders.
    private func snapshot() -> [String: String] {
        var files: [String: String] = [:]
        let keys: [URLResourceKey] = [.isRegularFileKey, .contentModificationDateKey, .fileSizeKey]
        for folder in folders {
            guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: keys,
                                                                  options: [.skipsHiddenFiles]) else { continue }
            for case let url as URL in enumerator {
                guard let values = try? url.resourceValues(forKeys: Set(keys)), values.isRegularFile == true else { continue }
                let stamp = values.contentModificationDate?.timeIntervalSince1970 ?? 0
                files[url.path] = "\(values.fileSize ?? 0)/\(stamp)"
            }
        }
        return files
    }
}
