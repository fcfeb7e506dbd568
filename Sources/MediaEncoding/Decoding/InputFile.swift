import Foundation

/// Files read as input (pictures, clips, fonts) must be regular files: a FIFO, a device or a
/// socket would block a reader forever or never end (`/dev/zero`), so they are refused up front
/// with a message naming the path. Reading opens without blocking and checks the opened file,
/// so nothing is read from anything but a regular file.
public enum InputFile {
    /// Why `path` cannot be read as an input file ("is a FIFO, not a regular file"), or nil when
    /// it is a readable regular file.
    public static func problem(at path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else { return String(cString: strerror(errno)) }
        if let kind = irregularKind(status.st_mode) { return "is \(kind), not a regular file" }
        guard access(path, R_OK) == 0 else { return String(cString: strerror(errno)) }
        return nil
    }

    /// The bytes of the regular file at `path`; throws `MediaError.decoding` naming the path otherwise.
    public static func read(_ path: String) throws -> Data {
        // O_NONBLOCK: opening a FIFO without a writer must not wait for one.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(path, String(cString: strerror(errno))) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw failure(path, String(cString: strerror(errno))) }
        if let kind = irregularKind(status.st_mode) { throw failure(path, "is \(kind), not a regular file") }
        do {
            return try StalledReads.guarding(path) { try handle.readToEnd() ?? Data() }
        } catch {
            throw failure(path, error.localizedDescription)
        }
    }

    private static func failure(_ path: String, _ reason: String) -> MediaError {
        .decoding("cannot read \(path): \(reason)")
    }

    private static func irregularKind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a folder"
        case S_IFIFO: return "a FIFO"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        default: return "a special file"
        }
    }
}
