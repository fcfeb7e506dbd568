import Foundation
import MediaEncoding

/// A dotLottie archive (`.lottie`, dotlottie.io): a ZIP of `manifest.json`, the animations as
/// Lottie JSON (`animations/ID.json` in version 1, `a/ID.json` in version 2) and their images
/// (`images/` or `i/`). The animation read is the manifest's `activeAnimationId`, else its first.
///
/// Every entry is read within `LottieLimits.maximumFileSize` bytes — all of them together, counted
/// as they are inflated, so an archive declaring small entries that inflate to gigabytes stops at
/// the limit — and checked against its CRC-32 (`ZipArchive`).
final class DotLottieArchive {
    private let archive: ZipArchive
    private let file: String
    private let limits: LottieLimits
    /// Bytes inflated so far, for the whole archive.
    private var inflated = 0

    /// Opens the archive at `url` (already checked to be within the file size limit); throws
    /// `LottieError` naming `file` when it is not a ZIP archive.
    init(url: URL, file: String, limits: LottieLimits) throws {
        let data: Data
        do { data = try Data(contentsOf: url) } catch { throw LottieError.unreadable(file: file, reason: "\(error.localizedDescription)") }
        do { archive = try ZipArchive(data: data) } catch {
            throw LottieError.unreadable(file: file, reason: "not a dotLottie archive (\(error))")
        }
        self.file = file
        self.limits = limits
    }

    /// The JSON of the animation the manifest names.
    func animationJSON() throws -> Data {
        guard let manifestData = try entry("manifest.json") else {
            throw LottieError.malformed(file: file, location: "manifest.json", reason: "a dotLottie archive needs a manifest")
        }
        let manifest = (try? JSONSerialization.jsonObject(with: manifestData)) as? [String: Any]
        let ids = (manifest?["animations"] as? [[String: Any]])?.compactMap { $0["id"] as? String } ?? []
        guard let id = (manifest?["activeAnimationId"] as? String) ?? ids.first else {
            throw LottieError.malformed(file: file, location: "manifest.json", reason: "the manifest lists no animation")
        }
        for folder in ["animations", "a"] {
            if let json = try entry("\(folder)/\(id).json") { return json }
        }
        throw LottieError.malformed(file: file, location: "manifest.json", reason: "animation '\(id)' is not in the archive")
    }

    /// The image `name` in the archive's image folder, or nil when there is none.
    func image(named name: String) throws -> Data? {
        let base = (name as NSString).lastPathComponent
        for folder in ["images", "i"] {
            if let data = try entry("\(folder)/\(base)") { return data }
        }
        return nil
    }

    /// The bytes of the file entry at `path`, or nil when there is none.
    private func entry(_ path: String) throws -> Data? {
        guard let entry = archive.entries[path] else { return nil }
        let limit = limits.maximumFileSize
        guard entry.uncompressedSize <= limit - inflated else {
            throw LottieError.fileTooLarge(file: "\(file)/\(path)", bytes: inflated + entry.uncompressedSize, limit: limit)
        }
        var data = Data()
        do {
            try archive.read(entry) { chunk in
                self.inflated += chunk.count
                guard self.inflated <= limit else { throw LottieError.fileTooLarge(file: "\(self.file)/\(path)", bytes: self.inflated, limit: limit) }
                data.append(contentsOf: chunk)
            }
        } catch let error as LottieError {
            throw error
        } catch {
            throw LottieError.unreadable(file: file, reason: "\(error)")
        }
        return data
    }
}
