import Foundation

/// A Lottie animation (Bodymovin JSON), read within `LottieLimits`: its size, frame rate, in and
/// out points and layers. `LottieLayer` maps it onto the engine's layers.
///
/// ```swift
/// let document = try LottieDocument(contentsOf: URL(fileURLWithPath: "check.json"))
/// let layer = LottieLayer(document: document)
/// ```
public struct LottieDocument {
    /// The name used in messages (the file's path as given).
    public let file: String
    /// The composition's size in points (`w`, `h`).
    public let size: Size
    /// Frames per second (`fr`).
    public let frameRate: Double
    /// The first frame shown (`ip`) and the frame the animation ends at (`op`).
    public let inPoint: Double
    public let outPoint: Double
    /// Seconds from the in to the out point.
    public var duration: Double { (outPoint - inPoint) / frameRate }

    let layers: [LottieLayerModel]
    /// Precompositions' layers by asset id.
    let precompositions: [String: [LottieLayerModel]]
    /// Embedded images by asset id.
    let images: [String: LottieImageAsset]
    /// The fonts text documents name (`fonts.list`), by name.
    let fonts: [String: LottieFont]

    /// Reads the file at `url` — Lottie JSON, or a dotLottie archive (`.lottie`) — and throws
    /// `LottieError` naming the file and what is wrong.
    public init(contentsOf url: URL, limits: LottieLimits = LottieLimits()) throws {
        let file = url.path
        let attributes: [FileAttributeKey: Any]
        do { attributes = try FileManager.default.attributesOfItem(atPath: file) } catch {
            throw LottieError.unreadable(file: file, reason: "no such file")
        }
        guard attributes[.type] as? FileAttributeType == .typeRegular else {
            throw LottieError.unreadable(file: file, reason: "not a regular file")
        }
        let bytes = (attributes[.size] as? NSNumber)?.intValue ?? 0
        guard bytes <= limits.maximumFileSize else { throw LottieError.fileTooLarge(file: file, bytes: bytes, limit: limits.maximumFileSize) }
        if url.pathExtension.lowercased() == "lottie" {
            let archive = try DotLottieArchive(url: url, file: file, limits: limits)
            try self.init(data: try archive.animationJSON(), file: file, limits: limits, archive: archive)
            return
        }
        let data: Data
        do { data = try Data(contentsOf: url) } catch { throw LottieError.unreadable(file: file, reason: "\(error.localizedDescription)") }
        try self.init(data: data, file: file, limits: limits)
    }

    /// Reads a document from its JSON bytes; `file` names it in messages.
    public init(data: Data, file: String, limits: LottieLimits = LottieLimits()) throws {
        try self.init(data: data, file: file, limits: limits, archive: nil)
    }

    /// Reads a document from its JSON bytes, its images from `archive` when it came in one.
    private init(data: Data, file: String, limits: LottieLimits, archive: DotLottieArchive?) throws {
        guard data.count <= limits.maximumFileSize else {
            throw LottieError.fileTooLarge(file: file, bytes: data.count, limit: limits.maximumFileSize)
        }
        let reading = LottieReading(file: file, limits: limits, archive: archive)
        let root = try reading.parse(data)
        self.file = file
        let width = try root.required("w").number(), height = try root.required("h").number()
        guard width > 0, height > 0, width <= 100_000, height <= 100_000 else {
            throw reading.malformed("w", "the size \(width)×\(height) must be positive and at most 100000")
        }
        size = Size(width: width, height: height)
        frameRate = try root.required("fr").number()
        guard frameRate > 0, frameRate <= 1000 else { throw reading.malformed("fr", "the frame rate \(frameRate) must be in (0, 1000]") }
        inPoint = try root.required("ip").number()
        outPoint = try root.required("op").number()
        guard outPoint > inPoint else { throw reading.malformed("op", "the out point \(outPoint) must come after the in point \(inPoint)") }
        guard outPoint - inPoint <= Double(limits.maximumFrames) else {
            throw LottieError.tooMany(file: file, what: "frames", count: Int(outPoint - inPoint), limit: limits.maximumFrames)
        }
        var precompositions: [String: [LottieLayerModel]] = [:], images: [String: LottieImageAsset] = [:]
        for asset in try root["assets"]?.elements() ?? [] {
            let id = try asset.required("id").string()
            if let layers = asset["layers"] {
                precompositions[id] = try LottieLayerModel.list(layers)
            } else if let image = try LottieImageAsset(asset) {
                images[id] = image
            }
        }
        layers = try LottieLayerModel.list(try root.required("layers"))
        fonts = try LottieText.fonts(root["fonts"])
        self.precompositions = precompositions
        self.images = images
        try checkPrecompositions(reading)
    }

    /// Refuses precompositions that contain themselves or nest deeper than the limit.
    private func checkPrecompositions(_ reading: LottieReading) throws {
        func visit(_ layers: [LottieLayerModel], path: [String]) throws {
            for layer in layers {
                guard case .precomposition(let reference, _) = layer.kind else { continue }
                guard let inner = precompositions[reference] else {
                    throw reading.malformed("assets", "layer '\(layer.name)' uses precomposition '\(reference)', which is not among the assets")
                }
                if path.contains(reference) {
                    throw reading.malformed("assets", "precomposition '\(reference)' contains itself")
                }
                guard path.count < reading.limits.maximumPrecompositionDepth else {
                    throw LottieError.tooMany(file: file, what: "levels of precomposition", count: path.count + 1,
                                              limit: reading.limits.maximumPrecompositionDepth)
                }
                try reading.countLayers(inner.count)
                try visit(inner, path: path + [reference])
            }
        }
        try reading.countLayers(layers.count)
        try visit(layers, path: [])
    }
}
