import Foundation

/// One side of a review: a revision of the user's package, checked out and built.
///
/// A committed revision is checked out into a git worktree kept under the package's
/// `.build/review/<side>/` (created once, then moved to each new revision, so its own `.build`
/// builds incrementally from one review to the next); the working tree is built where it is.
/// A relative path dependency that leaves the package (`.package(path: "../zoetrope")`) is
/// reached from the worktree through a symbolic link beside it.
struct RevisionBuild {
    /// The git repository's top folder and the package's folder inside it.
    let repository: URL
    let package: URL
    /// The product to build, and the configuration ("release" or "debug").
    let product: String
    let configuration: String

    /// The commit `revision` names; a usage error when it names none.
    func resolve(_ revision: String) throws -> String {
        let result = try git(["rev-parse", "--verify", "--quiet", "\(revision)^{commit}"], in: repository)
        guard result.status == 0 else { throw ReviewError.unknownRevision(revision) }
        return result.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The package's folder in a worktree at `commit` for `side` ("base" or "head").
    func checkout(_ commit: String, side: String) throws -> URL {
        let sideFolder = repository.appendingPathComponent(".build/review/\(side)", isDirectory: true)
        let worktree = sideFolder.appendingPathComponent(repository.lastPathComponent, isDirectory: true)
        let fileManager = FileManager.default
        var movedToCommit = false
        if fileManager.fileExists(atPath: worktree.appendingPathComponent(".git").path) {
            movedToCommit = try git(["checkout", "--quiet", "--force", "--detach", commit], in: worktree).status == 0
        }
        if !movedToCommit {
            // New, or left by a repository that is gone (cloned again): made afresh, its build
            // folder kept so the dependencies are not built again.
            let keptBuild = sideFolder.appendingPathComponent(".kept-build", isDirectory: true)
            try? fileManager.removeItem(at: keptBuild)
            try fileManager.createDirectory(at: sideFolder, withIntermediateDirectories: true)
            try? fileManager.moveItem(at: worktree.appendingPathComponent(".build"), to: keptBuild)
            try? fileManager.removeItem(at: worktree)
            _ = try git(["worktree", "prune"], in: repository)
            try check(git(["worktree", "add", "--force", "--detach", worktree.path, commit], in: repository),
                      "create a worktree for \(commit)")
            try? fileManager.moveItem(at: keptBuild, to: worktree.appendingPathComponent(".build"))
        }
        let packageFolder = worktree.appendingPathComponent(relativePath(of: package, in: repository), isDirectory: true)
        try linkPathDependencies(of: packageFolder, within: sideFolder)
        return packageFolder
    }

    /// Builds the product in `folder`; its executable.
    func build(in folder: URL, label: String) throws -> URL {
        let arguments = ["swift", "build", "-c", configuration, "--product", product, "--package-path", folder.path]
        let result = try ChildProcess.run(arguments)
        guard result.status == 0 else {
            throw ReviewError.buildFailed(label, result.lastLines(12))
        }
        let binPath = try ChildProcess.run(["swift", "build", "-c", configuration, "--show-bin-path", "--package-path", folder.path])
        let executable = URL(fileURLWithPath: binPath.output.trimmingCharacters(in: .whitespacesAndNewlines))
            .appendingPathComponent(product)
        guard binPath.status == 0, FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw ReviewError.buildFailed(label, "no executable \(product) after the build")
        }
        return executable
    }

    /// Links each relative `.package(path:)` of the worktree's manifest that points outside it
    /// to the folder the same path reaches from the real package, when the link lands inside
    /// the review's own folder (`../name` does; a path climbing further is left to fail the build).
    private func linkPathDependencies(of folder: URL, within sideFolder: URL) throws {
        guard let manifest = try? String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8) else { return }
        let pattern = try NSRegularExpression(pattern: #"\.package\(\s*(?:name:\s*"[^"]*",\s*)?path:\s*"([^"]+)""#)
        let range = NSRange(manifest.startIndex..., in: manifest)
        for match in pattern.matches(in: manifest, range: range) {
            guard let pathRange = Range(match.range(at: 1), in: manifest) else { continue }
            let path = String(manifest[pathRange])
            guard !path.hasPrefix("/") else { continue }
            let target = package.appendingPathComponent(path).standardizedFileURL
            let link = folder.appendingPathComponent(path).standardizedFileURL
            guard link.path.hasPrefix(sideFolder.standardizedFileURL.path + "/"),
                  !link.path.hasPrefix(folder.standardizedFileURL.path + "/"),
                  !FileManager.default.fileExists(atPath: link.path) else { continue }
            try? FileManager.default.removeItem(at: link)  // a dangling link from an earlier review
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        }
    }

    private func relativePath(of folder: URL, in root: URL) -> String {
        let folderPath = folder.standardizedFileURL.path, rootPath = root.standardizedFileURL.path
        return folderPath == rootPath ? "." : String(folderPath.dropFirst(rootPath.count + 1))
    }

    private func git(_ arguments: [String], in folder: URL) throws -> ChildProcess.Result {
        try ChildProcess.run(["git", "-C", folder.path] + arguments)
    }

    private func check(_ result: ChildProcess.Result, _ what: String) throws {
        guard result.status == 0 else { throw ReviewError.git("cannot \(what): \(result.lastLines(3))") }
    }

    /// The top folder of the git repository holding `folder`.
    static func repositoryRoot(of folder: URL) throws -> URL {
        let result = try ChildProcess.run(["git", "-C", folder.path, "rev-parse", "--show-toplevel"])
        guard result.status == 0 else { throw ReviewError.notARepository(folder.path) }
        return URL(fileURLWithPath: result.output.trimmingCharacters(in: .whitespacesAndNewlines), isDirectory: true)
    }
}
