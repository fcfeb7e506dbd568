import Foundation
import XCTest
import Zoetrope

/// Taps scripted, then the tap sound set: every tap sounds (a sound set after the taps used to
/// leave the render silent without a word).
private struct LateTapSoundScene: Scene, DefaultConstructible {
    static let name = "late-tap-sound"
    static let summary = "test scene"
    static let tick = URL(fileURLWithPath: "/sounds/tick.wav")
    static let music = URL(fileURLWithPath: "/sounds/music.m4a")
    var size: Size { Size(width: 64, height: 48) }
    var duration: Double { 2 }

    func setUp(on stage: Stage) {
        stage.tap(at: Point(x: 10, y: 10), time: 0.5)
        stage.audio(Self.music, at: 0.2, volume: 0.3)
        stage.tap(at: Point(x: 20, y: 20), time: 1.1)
        stage.tapSound = TapSound(url: Self.tick, volume: 0.8)
    }
}

final class TapSoundOrderTests: XCTestCase {
    func testTheTapSoundPlaysAtTapsScriptedBeforeItWasSet() {
        let stage = Stage(scene: LateTapSoundScene())
        XCTAssertEqual(stage.sounds, [
            SoundCue(url: LateTapSoundScene.tick, time: 0.5, volume: 0.8),
            SoundCue(url: LateTapSoundScene.music, time: 0.2, volume: 0.3),
            SoundCue(url: LateTapSoundScene.tick, time: 1.1, volume: 0.8),
        ], "in the order scripted")
        stage.tapSound = nil
        XCTAssertEqual(stage.sounds, [SoundCue(url: LateTapSoundScene.music, time: 0.2, volume: 0.3)], "no tap sound, silent taps")
    }
}
