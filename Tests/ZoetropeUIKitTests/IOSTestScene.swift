import ZoetropeUIKit

/// The test target's scenes: no variants, 30 frames a second (renders stay short), the scene
/// protocol's other defaults (white, scale 1).
protocol IOSTestScene: Scene, DefaultConstructible {}

extension IOSTestScene {
    var fps: Int { 30 }
}
