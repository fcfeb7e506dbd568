import Foundation
import Zoetrope

/// What the app demo shows and plays that is not made in code: the app's screen recording
/// (rendered by Zoetrope from city-guide), a JPEG screenshot, the SVG app icon, the brand font
/// (Comfortaa, SIL OFL, registered for the process), a music loop and a tap sound.
struct AppDemoAssets {
    let recording: URL
    let screenshot: Image
    let icon: Image
    /// The music bed: a 4-second loop (synthesised by Scripts/make-demo-audio.py).
    let music: URL
    /// The sound of a tap.
    let tapSound: URL
    /// The family name the font file registered.
    let brandFamily: String

    /// Finds the files and registers the font; throws `SceneError.resourceUnavailable` naming what is missing.
    init(scene: String) throws {
        recording = try SceneResources.url("AppDemo/city-guide-recording.mp4", for: scene)
        screenshot = Image(contentsOf: try SceneResources.url("AppDemo/trip-screenshot.jpg", for: scene))
        icon = Image(contentsOf: try SceneResources.url("AppDemo/app-icon.svg", for: scene))
        music = try SceneResources.url("AppDemo/music-loop.flac", for: scene)
        tapSound = try SceneResources.url("AppDemo/tap.flac", for: scene)
        let fontFile = try SceneResources.url("Fonts/Comfortaa-Bold.ttf", for: scene)
        do {
            guard let family = try Font.register(contentsOf: fontFile).first else {
                throw SceneError.resourceUnavailable(scene: scene, reason: "\(fontFile.path) holds no font family")
            }
            brandFamily = family
        } catch let error as SceneError {
            throw error
        } catch {
            throw SceneError.resourceUnavailable(scene: scene, reason: "\(error)")
        }
    }
}
