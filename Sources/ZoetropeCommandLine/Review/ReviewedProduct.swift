import Foundation

/// Which executable of the package `review` builds: one of the package's own, never a
/// dependency's. Run as `zoetrope` inside a package of one's own, building the product named
/// `zoetrope` would build Zoetrope's command line with its built-in scenes and review those.
enum ReviewedProduct {
    /// The product to build in `package`: `requested` when the package declares it; else the
    /// running tool's own name when the package declares that (Zoetrope's own repository, or a
    /// package's executable reviewing itself); else the package's only executable. Throws,
    /// naming what the package has, when none of these fits.
    static func choose(in package: URL, requested: String?, toolName: String) throws -> String {
        let executables = try executableProducts(of: package)
        if let requested {
            guard executables.contains(requested) else { throw ReviewError.noSuchProduct(requested, found: executables) }
            return requested
        }
        if executables.contains(toolName) { return toolName }
        guard executables.count == 1, let only = executables.first else { throw ReviewError.ambiguousProduct(found: executables) }
        return only
    }

    /// The executable products the package itself declares (SwiftPM's own description, which
    /// includes the products it makes for executable targets).
    static func executableProducts(of package: URL) throws -> [String] {
        let result = try ChildProcess.run(["swift", "package", "--package-path", package.path, "describe", "--type", "json"])
        guard result.status == 0 else { throw ReviewError.commandFailed("swift package describe", result.output) }
        // SwiftPM's notes (resolving, fetching) may come first: the description starts on a line of its own.
        let text = result.output
        let start = text.hasPrefix("{") ? text.startIndex : text.range(of: "\n{").map { text.index(after: $0.lowerBound) }
        guard let start, let object = try? JSONSerialization.jsonObject(with: Data(text[start...].utf8)) as? [String: Any],
              let products = object["products"] as? [[String: Any]] else {
            throw ReviewError.commandFailed("swift package describe", "no package description in its output")
        }
        return products.compactMap { product in
            guard let type = product["type"] as? [String: Any], type["executable"] != nil else { return nil }
            return product["name"] as? String
        }
    }
}
