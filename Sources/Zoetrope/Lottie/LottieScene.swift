import Foundation

/// A Lottie file as a scene: the document's size, frame rate (rounded to whole frames per
/// second) and duration, its animation filling the canvas on white. The command line makes one
/// for a scene name ending in `.json` that names a file (`zoetrope render anim.json -o anim.mp4`).
public struct LottieScene: Scene, CustomDebugStringConvertible {
    public static let name = "lottie"
    public static let summary = "A Lottie file (Bodymovin JSON) given by its path"

    /// The document played.
    public let document: LottieDocument

    /// The scene of an already read document.
    public init(document: LottieDocument) { self.document = document }

    /// Reads the file at `url` (`LottieDocument(contentsOf:)`).
    public init(contentsOf url: URL) throws { document = try LottieDocument(contentsOf: url) }

    /// A Lottie scene is made from a file, never by name alone: this names what is missing.
    public init(variant: String?) throws {
        throw SceneError.resourceUnavailable(scene: Self.name, reason: "a Lottie scene needs a file: give its path (anim.json) as the scene")
    }

    public var size: Size { document.size }
    public var duration: Double { document.duration }
    public var fps: Int { max(1, Int(document.frameRate.rounded())) }
    /// The file's name (`heart.json`).
    public var title: String { (document.file as NSString).lastPathComponent }

    public func setUp(on stage: Stage) {
        let layer = LottieLayer(document: document)
        layer.anchorPoint = Point(x: 0, y: 0)
        layer.position = Point(x: 0, y: 0)
        stage.rootLayer.addSublayer(layer)
    }

    /// The file and what the render depends on, so a render's fingerprint names the document
    /// without printing all of it.
    public var debugDescription: String {
        "LottieScene(\(document.file), \(document.size.width)×\(document.size.height), \(document.frameRate) fps, \(document.duration) s)"
    }
}
