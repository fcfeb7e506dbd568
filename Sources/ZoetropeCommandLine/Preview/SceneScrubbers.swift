import Dispatch
import Foundation
import Zoetrope

/// One `Scrubber` per scene and variant asked for, all used on one serial queue: scrubbing
/// forward advances the kept stage, so frames for playback come quickly, and no two requests
/// touch a stage at once.
final class SceneScrubbers: @unchecked Sendable {
    private struct Key: Hashable {
        let scene: String
        let variant: String?
    }

    private let catalog: SceneCatalog
    private let queue = DispatchQueue(label: "zoetrope.preview.scenes", qos: .userInitiated)
    private var scrubbers: [Key: Scrubber] = [:]

    init(catalog: SceneCatalog) { self.catalog = catalog }

    /// Runs `work` with the scrubber of `scene` in `variant` on the scenes' queue.
    func withScrubber<Value: Sendable>(scene: String, variant: String?,
                                        _ work: @escaping @Sendable (Scrubber) throws -> Value) async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            queue.async { [self] in
                continuation.resume(with: Result { try work(scrubber(scene: scene, variant: variant)) })
            }
        }
    }

    /// The kept scrubber, made on first use; unknown names are a 404, unknown variants a 400.
    private func scrubber(scene name: String, variant: String?) throws -> Scrubber {
        let key = Key(scene: name, variant: variant)
        if let scrubber = scrubbers[key] { return scrubber }
        let scene: Scene
        do {
            scene = try catalog.scene(named: name, variant: variant)
        } catch let error as SceneError {
            if case .unknownScene = error { throw PreviewError.notFound("\(error)") }
            if case .unknownVariant = error { throw PreviewError.badRequest("\(error)") }
            throw error
        }
        let scrubber = Scrubber(scene: scene)
        scrubbers[key] = scrubber
        return scrubber
    }
}
