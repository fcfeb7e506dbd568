import Foundation
import MediaEncoding

/// Where a render goes: output is written to a hidden temporary name beside the destination and
/// moved into place only when everything succeeded, so a failed or interrupted render leaves any
/// existing file untouched and no partial file behind.
///
/// - A file is written as `.NAME.zoetrope-PID-partial.EXT` and renamed over the destination,
///   which keeps its file mode and, where the process may set it, its owner. A destination that
///   is a symbolic link stays one: the file it leads to is replaced.
/// - A PNG sequence is written into a hidden folder `.PATTERN.zoetrope-PID-partial` and its frames
///   are moved into place together. Frames of an earlier, longer sequence with the same pattern
///   (files the pattern names with an index past the new last frame) are removed, so the folder
///   holds exactly the new sequence; other files are never touched. A chunk's frames replace
///   only their own numbers, so chunks rendered into one folder make up the whole sequence.
/// - A folder (a review's page and its files) is written as a hidden folder beside it and swapped
///   in whole: the old folder is renamed aside, the new one into its place, the old one removed.
/// - Leftovers of runs that were killed outright (SIGKILL), whose process is gone, are removed
///   when the next render to the same destination starts.
package struct OutputDestination {
    package enum Kind {
        case file
        /// Frames named by `pattern`; `replacesOtherFrames` removes the pattern's files the new
        /// sequence does not write (false for a chunk, whose folder holds the other chunks' frames).
        case sequence(FrameFileNamePattern, replacesOtherFrames: Bool)
        /// A folder the caller fills (`temporaryURL`) and that replaces any folder at the path.
        case folder
    }

    /// The file, folder or (for a PNG sequence) `%d` pattern the user asked for.
    let finalURL: URL
    /// That name as the user gave it, for messages.
    private let path: String
    /// What the writer writes: a temporary file or folder, or the pattern inside a temporary folder.
    package let temporaryURL: URL
    private let kind: Kind
    /// The temporary file or folder, registered for removal on a terminating signal.
    private let partialURL: URL

    package init(path: String, kind: Kind) throws {
        guard !path.hasSuffix("/") || kind.isFolder else {
            throw ExportError.unwritableOutput(path, reason: "the name ends in '/', which names a folder; give a file name")
        }
        self.path = path
        self.kind = kind
        if case .file = kind { finalURL = Self.followingSymbolicLinks(path) } else { finalURL = URL(fileURLWithPath: path) }
        let directory = finalURL.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ExportError.unwritableOutput(path, reason: "folder \(directory.path) does not exist")
        }
        guard FileManager.default.isWritableFile(atPath: directory.path) else {
            throw ExportError.unwritableOutput(path, reason: "folder \(directory.path) is not writable")
        }
        let name = finalURL.lastPathComponent
        switch kind {
        case .file:
            var isExistingDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isExistingDirectory), isExistingDirectory.boolValue {
                throw ExportError.unwritableOutput(path, reason: "it is a folder")
            }
            Self.removeLeftovers(of: name, in: directory)
            partialURL = directory.appendingPathComponent(
                Self.partialName(of: name, process: getpid()) + (finalURL.pathExtension.isEmpty ? "" : "." + finalURL.pathExtension))
            temporaryURL = partialURL
        case .folder:
            var isExistingDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: finalURL.path, isDirectory: &isExistingDirectory), !isExistingDirectory.boolValue {
                throw ExportError.unwritableOutput(path, reason: "it is a file, not a folder")
            }
            Self.removeLeftovers(of: name, in: directory)
            partialURL = directory.appendingPathComponent(Self.partialName(of: name, process: getpid()))
            try? FileManager.default.removeItem(at: partialURL)
            temporaryURL = partialURL
        case .sequence:
            let folderName = name.replacingOccurrences(of: "%", with: "_")
            Self.removeLeftovers(of: folderName, in: directory)
            partialURL = directory.appendingPathComponent(Self.partialName(of: folderName, process: getpid()))
            try? FileManager.default.removeItem(at: partialURL)
            temporaryURL = partialURL.appendingPathComponent(name)
        }
        // Registered before the folder exists, so a signal right after `mkdir` removes it too.
        PartialOutputs.shared.register(partialURL)
        if !kind.isFile, mkdir(partialURL.path, 0o777) != 0 {
            let reason = String(cString: strerror(errno))
            PartialOutputs.shared.unregister(partialURL)
            throw ExportError.unwritableOutput(path, reason: reason)
        }
    }

    /// The one write-then-commit: `body` writes the output at the destination's `temporaryURL`,
    /// then it is moved into place; when `body` or the move fails, what was written is removed
    /// and the error rethrown in the destination's terms (`describe`).
    package static func produce<Result>(at path: String, kind: Kind, _ body: (OutputDestination) throws -> Result) throws -> Result {
        let destination = try OutputDestination(path: path, kind: kind)
        do {
            let result = try body(destination)
            try destination.commit()
            return result
        } catch {
            destination.discard()
            throw destination.describe(error)
        }
    }

    /// Writes `data` as the output and commits it; on failure nothing is left behind.
    package static func write(_ data: Data, to path: String) throws {
        try produce(at: path, kind: .file) { try $0.writeTemporaryFile(data) }
    }

    /// Moves the finished output into place, as one step a terminating signal cannot interrupt.
    package func commit() throws {
        try PartialOutputs.shared.writing {
            switch kind {
            case .file:
                try replace(finalURL, with: temporaryURL)
            case .folder:
                try replaceFolder()
            case .sequence(let pattern, let replacesOtherFrames):
                try commitSequence(pattern, replacingOtherFrames: replacesOtherFrames)
            }
            PartialOutputs.shared.unregister(partialURL)
        }
    }

    /// The size of the temporary file written so far (nil for a sequence or when unreadable).
    var temporaryFileSize: Int? {
        guard case .file = kind else { return nil }
        return Self.fileSize(atPath: temporaryURL.path)
    }

    /// The size in bytes of the file at `path`, or nil when it cannot be read.
    static func fileSize(atPath path: String) -> Int? {
        var status = stat()
        return stat(path, &status) == 0 ? Int(status.st_size) : nil
    }

    /// Deletes whatever the failed render wrote.
    package func discard() {
        try? FileManager.default.removeItem(at: partialURL)
        PartialOutputs.shared.unregister(partialURL)
    }

    /// A failure of the writer, worded with the destination's name (never the temporary one).
    func describe(_ error: Error) -> Error {
        guard let mediaError = error as? MediaError else { return error }
        switch mediaError {
        case .ffmpeg, .io: return ExportError.unwritableOutput(path, reason: mediaError.description)
        default: return error
        }
    }

    private func commitSequence(_ pattern: FrameFileNamePattern, replacingOtherFrames: Bool) throws {
        let manager = FileManager.default
        let directory = finalURL.deletingLastPathComponent()
        let frames = try manager.contentsOfDirectory(atPath: partialURL.path)
        let newest = Set(frames)
        let stale = !replacingOtherFrames ? [] : (try manager.contentsOfDirectory(atPath: directory.path)).filter {
            pattern.frameIndex(ofFileName: $0) != nil && !newest.contains($0)
        }
        for name in frames.sorted() {
            try replace(directory.appendingPathComponent(name), with: partialURL.appendingPathComponent(name))
        }
        for name in stale { try? manager.removeItem(at: directory.appendingPathComponent(name)) }
        try manager.removeItem(at: partialURL)
    }

    /// Swaps the finished folder in: an existing one is renamed aside first and removed after.
    private func replaceFolder() throws {
        let aside = finalURL.deletingLastPathComponent()
            .appendingPathComponent(Self.partialName(of: finalURL.lastPathComponent, process: getpid()) + "-old")
        let hadFolder = FileManager.default.fileExists(atPath: finalURL.path)
        if hadFolder, rename(finalURL.path, aside.path) != 0 { throw writeError(errno) }
        guard rename(partialURL.path, finalURL.path) == 0 else {
            let code = errno
            if hadFolder { _ = rename(aside.path, finalURL.path) }
            throw writeError(code)
        }
        if hadFolder { try? FileManager.default.removeItem(at: aside) }
    }

    /// Writes `data` as the whole temporary file (of a `.file` destination).
    func writeTemporaryFile(_ data: Data) throws {
        let descriptor = open(temporaryURL.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw writeError(errno) }
        defer { close(descriptor) }
        try data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw writeError(errno)
                }
                offset += written
            }
        }
        guard fsync(descriptor) == 0 || errno == EINVAL else { throw writeError(errno) }
    }

    /// Renames `source` over `target`, giving it the mode and owner of the file it replaces (the
    /// owner only where the process may: as root, or a group of its own).
    private func replace(_ target: URL, with source: URL) throws {
        var existing = stat()
        if stat(target.path, &existing) == 0, existing.st_mode & S_IFMT == S_IFREG {
            _ = chown(source.path, existing.st_uid, existing.st_gid)
            chmod(source.path, existing.st_mode & 0o7777)
        }
        guard rename(source.path, target.path) == 0 else {
            throw writeError(errno)
        }
    }

    private func writeError(_ code: Int32) -> ExportError {
        .unwritableOutput(path, reason: String(cString: strerror(code)))
    }

    /// The file a symbolic link at `path` leads to, through a chain of links (a dangling link's
    /// target is the file to create), or `path` itself when it is no link.
    private static func followingSymbolicLinks(_ path: String) -> URL {
        var url = URL(fileURLWithPath: path)
        for _ in 0..<40 {   // the kernel's limit on a chain of links
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: url.path) else { break }
            url = URL(fileURLWithPath: target, relativeTo: url.deletingLastPathComponent()).standardizedFileURL
        }
        return url
    }

    // MARK: Temporary names

    /// Longest part of the destination's name kept in a temporary name, in UTF-8 bytes: with the
    /// marker, a process ID and an extension the name stays under the usual 255-byte limit.
    static let keptNameBytes = 200

    /// `.NAME.zoetrope-PID-partial`, NAME cut to `keptNameBytes` at a character boundary.
    static func partialName(of name: String, process: Int32) -> String {
        partialPrefix(of: name) + "\(process)-partial"
    }

    private static func partialPrefix(of name: String) -> String {
        var kept = ""
        for character in name {
            guard kept.utf8.count + String(character).utf8.count <= keptNameBytes else { break }
            kept.append(character)
        }
        return "." + kept + ".zoetrope-"
    }

    /// Removes temporary outputs for `name` left by processes that no longer run.
    private static func removeLeftovers(of name: String, in directory: URL) {
        let prefix = partialPrefix(of: name)
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        for entry in entries where entry.hasPrefix(prefix) {
            let rest = entry.dropFirst(prefix.count)
            guard let marker = rest.range(of: "-partial") else { continue }
            guard let process = Int32(rest[..<marker.lowerBound]), process > 0, !isRunning(process) else { continue }
            try? FileManager.default.removeItem(at: directory.appendingPathComponent(entry))
        }
    }

    private static func isRunning(_ process: Int32) -> Bool {
        process == getpid() || kill(process, 0) == 0 || errno == EPERM
    }
}

extension OutputDestination.Kind {
    var isFile: Bool { if case .file = self { true } else { false } }
    var isFolder: Bool { if case .folder = self { true } else { false } }
}
