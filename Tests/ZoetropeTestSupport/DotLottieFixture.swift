import Foundation
import ZIPFoundation

/// Writes dotLottie archives (`.lottie`: a ZIP of a manifest, animations and images) for tests.
public enum DotLottieFixture {
    /// Writes an archive at `url` holding `entries` (path → bytes), deflated when `deflated`.
    /// The entries' dates are fixed, so the same entries give the same bytes.
    public static func write(_ entries: [(path: String, data: Data)], to url: URL, deflated: Bool = true) throws {
        try? FileManager.default.removeItem(at: url)
        let archive = try Archive(url: url, accessMode: .create)
        for (path, data) in entries {
            try archive.addEntry(with: path, type: .file, uncompressedSize: Int64(data.count),
                                 modificationDate: Date(timeIntervalSince1970: 1_700_000_000),
                                 compressionMethod: deflated ? .deflate : .none) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
    }

    /// A version 1 archive of one animation: `manifest.json` naming `id`, and `animations/ID.json`.
    public static func write(animation json: Data, id: String = "animation", to url: URL) throws {
        try write([("manifest.json", manifest(id: id)), ("animations/\(id).json", json)], to: url)
    }

    /// A version 1 manifest listing the one animation `id`.
    public static func manifest(id: String) -> Data {
        Data(#"{"version":"1.0","generator":"zoetrope tests","animations":[{"id":"\#(id)"}]}"#.utf8)
    }
}
