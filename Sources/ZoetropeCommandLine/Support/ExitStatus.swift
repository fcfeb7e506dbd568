import ArgumentParser
import MediaEncoding
import Zoetrope

/// The exit statuses of every command: 0 on success; 64 (`EX_USAGE`) when the command line asks
/// for something that cannot be done (an error of category `.usage`, or the argument parser's
/// own); 1 when doing it failed (`.failure`, and any error without a category); 128 + N when
/// signal N stopped the command. `review` exits 1 when something changed and 2 when it could not
/// review (`ReviewCommand`).
enum ExitStatus {
    static let usage: Int32 = 64
    static let failure: Int32 = 1

    /// The status for a command that ended with `error`.
    static func status(for error: Error) -> Int32 {
        if RootCommand.exitCode(for: error) == .validationFailure { return usage }
        return category(of: error) == .usage ? usage : failure
    }

    /// The error's category; failure for an error that has none.
    static func category(of error: Error) -> ErrorCategory {
        (error as? CategorizedError)?.category ?? .failure
    }
}
