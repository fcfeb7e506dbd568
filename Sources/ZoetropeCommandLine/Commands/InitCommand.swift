import ArgumentParser
import Foundation
import MediaEncoding
import Zoetrope

/// `init NAME`: a package of one's own, ready to render, preview and test (`PackageTemplate`).
struct InitCommand: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "init",
        abstract: "Write a new package with a scene, its command line, tests and a CI workflow.",
        discussion: """
        The folder must not exist or be empty. The package depends on Zoetrope by URL, or by path with --zoetrope-path (a relative path is written relative to the package's folder).

        Example: \(ToolIdentity.name) init my-animations --zoetrope-path ../zoetrope && cd my-animations && swift test
        """
    ) }

    @Argument(help: "The package's name, also its executable's (letters, digits, - and _).")
    var name: String

    @Option(help: "The folder to write (default: ./NAME).")
    var path: String?

    @Option(help: "A local checkout of Zoetrope to depend on instead of its URL.")
    var zoetropePath: String?

    func validate() throws {
        guard PackageTemplate.isValidName(name) else {
            throw ValidationError("'\(name)' cannot name a package: start with a letter, then letters, digits, - or _")
        }
    }

    func run() throws {
        let folder = URL(fileURLWithPath: path ?? name, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
            .standardizedFileURL
        if let contents = try? FileManager.default.contentsOfDirectory(atPath: folder.path), !contents.isEmpty {
            throw ValidationError("\(folder.path) is not empty; init writes a new package into an empty or new folder")
        }
        var dependency: String?
        if let zoetropePath {
            let checkout = URL(fileURLWithPath: zoetropePath, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
                .standardizedFileURL
            guard FileManager.default.fileExists(atPath: checkout.appendingPathComponent("Package.swift").path) else {
                throw ValidationError("--zoetrope-path \(zoetropePath) holds no Package.swift")
            }
            // A relative path stays relative, now from the package's folder, so the package
            // builds from any clone beside the same checkout; an absolute one is kept as given.
            dependency = zoetropePath.hasPrefix("/") ? checkout.path : Self.relativePath(to: checkout, from: folder)
        }
        let template = PackageTemplate(name: name, zoetropePath: dependency)
        let created = !FileManager.default.fileExists(atPath: folder.path)
        do {
            for file in template.files {
                let url = folder.appendingPathComponent(file.path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try file.contents.write(to: url, atomically: true, encoding: .utf8)
            }
        } catch {
            // Nothing half-written stays behind.
            if created { try? FileManager.default.removeItem(at: folder) }
            throw InitError.cannotWrite(folder.path, "\(error.localizedDescription)")
        }
        try Console.output("Wrote \(folder.path): cd there, then swift run -c release \(name) render growing-square -o growing-square.gif")
    }

    /// The path that leads from `folder` to `target` (`../zoetrope`), both absolute and standardized.
    static func relativePath(to target: URL, from folder: URL) -> String {
        let from = folder.standardizedFileURL.pathComponents, to = target.standardizedFileURL.pathComponents
        let shared = zip(from, to).prefix { $0 == $1 }.count
        let parts = Array(repeating: "..", count: from.count - shared) + to[shared...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}

/// Why `init` could not write the package.
enum InitError: Error, CustomStringConvertible, CategorizedError {
    case cannotWrite(String, String)

    var category: ErrorCategory { .failure }

    var description: String {
        switch self { case let .cannotWrite(path, reason): "cannot write the package in \(path): \(reason)" }
    }
}
