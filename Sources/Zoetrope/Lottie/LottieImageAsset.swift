import Foundation

/// An image asset (`{"id", "w", "h", "p": "data:image/png;base64,…", "e": 1}`): embedded images
/// are decoded when drawn (bounded there by `PictureSizeLimit`); an image named by file is
/// looked for beside the document (`u` + `p`), or in a dotLottie archive's image folder.
struct LottieImageAsset {
    var size: Size
    var image: Image

    /// Nil for an asset that is not an image (no `p`).
    init?(_ json: LottieJSON) throws {
        guard let name = try json["p"]?.string() else { return nil }
        size = Size(width: try json.number("w", default: 0), height: try json.number("h", default: 0))
        if name.hasPrefix("data:") {
            guard let comma = name.firstIndex(of: ","), name[..<comma].hasSuffix(";base64"),
                  let data = Data(base64Encoded: String(name[name.index(after: comma)...]), options: .ignoreUnknownCharacters) else {
                throw json.reading.malformed(json.location + ".p", "an embedded image must be base64 data")
            }
            image = Image(data: data)
        } else if let archive = json.reading.archive {
            guard let data = try archive.image(named: name) else {
                throw json.reading.malformed(json.location + ".p", "image '\(name)' is not in the archive")
            }
            image = Image(data: data)
        } else {
            let folder = URL(fileURLWithPath: json.reading.file).deletingLastPathComponent()
            let directory = try json["u"]?.string() ?? ""
            image = Image(contentsOf: folder.appendingPathComponent(directory).appendingPathComponent(name))
        }
    }
}
