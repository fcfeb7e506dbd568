import Foundation

/// Where a render goes: frames are written to a temporary name beside the destination and moved
/// into place only when everything succeeded, so a failed or interrupted render leaves any
/// existing file untouched and no partial file behind.
struct OutputDestination {
    /// The file (or, for a PNG sequence, the `%d` pattern) the user asked for.
    let finalURL: URL
    /// What the writer writes: a temporary file, or a temporary folder for sequences.
    let temporaryURL: URL
    let isSequence: Bool

    init(path: String, isSequence: Bool) throws {
        finalURL = URL(fileURLWithPath: path)
        self.isSequence = isSequence
        let directory = finalURL.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ExportError.unwritableOutput(path, reason: "folder \(directory.path) does not exist")
        }
        guard FileManager.default.isWritableFile(atPath: directory.path) else {
            throw ExportError.unwritableOutput(path, reason: "folder \(directory.path) is not writable")
        }
        var isExistingDirectory: ObjCBool = false
        if !isSequence, FileManager.default.fileExists(atPath: path, isDirectory: &isExistingDirectory), isExistingDirectory.boolValue {
            throw ExportError.unwritableOutput(path, reason: "it is a folder")
        }
        let marker = ".\(finalURL.lastPathComponent).zoetrope-\(ProcessInfo.processInfo.processIdentifier)-partial"
        if isSequence {
            let folder = directory.appendingPathComponent(marker.replacingOccurrences(of: "%", with: "_"))
            try? FileManager.default.removeItem(at: folder)
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
            } catch {
                throw ExportError.unwritableOutput(path, reason: error.localizedDescription)
            }
            temporaryURL = folder.appendingPathComponent(finalURL.lastPathComponent)
        } else {
            temporaryURL = directory.appendingPathComponent(marker + "." + finalURL.pathExtension)
        }
    }

    /// Moves the finished output into place (each frame of a sequence, then the folder goes).
    func commit() throws {
        let manager = FileManager.default
        if isSequence {
            let folder = temporaryURL.deletingLastPathComponent()
            for name in try manager.contentsOfDirectory(atPath: folder.path).sorted() {
                let target = finalURL.deletingLastPathComponent().appendingPathComponent(name)
                try replace(target, with: folder.appendingPathComponent(name))
            }
            try manager.removeItem(at: folder)
        } else {
            try replace(finalURL, with: temporaryURL)
        }
    }

    /// Deletes whatever the failed render wrote.
    func discard() {
        let target = isSequence ? temporaryURL.deletingLastPathComponent() : temporaryURL
        try? FileManager.default.removeItem(at: target)
    }

    private func replace(_ target: URL, with source: URL) throws {
        guard rename(source.path, target.path) == 0 else {
            throw ExportError.unwritableOutput(target.path, reason: String(cString: strerror(errno)))
        }
    }
}
