import XCTest
@testable import Scenes
@testable import Zoetrope

/// Plays a scene on a stage and inspects its presentation tree.
struct ScenePlayer {
    let stage: Stage

    init(_ scene: Scene) { stage = Stage(scene: scene) }

    /// The presentation copy of the layer named `name` at `time`.
    func layer(_ name: String, at time: Double) throws -> Layer {
        try stage.advance(to: time)
        let tree = stage.presentationTree()
        return try XCTUnwrap(tree.sublayer(named: name), "no layer named \(name)")
    }

    /// What the layer named `name` draws at `time`.
    func drawing(of name: String, at time: Double) throws -> RecordingGraphicsContext {
        let layer = try layer(name, at: time)
        let context = RecordingGraphicsContext()
        layer.draw(in: context)
        return context
    }
}
