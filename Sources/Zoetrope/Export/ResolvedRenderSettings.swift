import CairoRendering

/// The settings resolved against a scene: every value concrete and checked.
public struct ResolvedRenderSettings: Equatable, Sendable {
    public let fps: Int
    public let scale: Double
    public let from: Double
    public let frameCount: Int
    public let background: Color?
    public let pixelWidth: Int
    public let pixelHeight: Int
    /// The frames this render draws: all `frameCount`, or a chunk's (`ChunkPlacement.encodedFrames`).
    public let frames: Range<Int>
    /// Whether frames show the scripted touches; nil: as the scene says.
    public let showsTouches: Bool?
    /// Whether renderers keep layers' backing stores across frames (`RenderSettings.cachesLayers`).
    public var cachesLayers = true
    /// The fast paths or the reference drawing (`RenderSettings.drawingPath`).
    public var drawingPath: DrawingPath = .fast

    /// These settings drawing `frames` of the render instead.
    public func drawing(_ frames: Range<Int>) -> ResolvedRenderSettings {
        ResolvedRenderSettings(fps: fps, scale: scale, from: from, frameCount: frameCount, background: background,
                               pixelWidth: pixelWidth, pixelHeight: pixelHeight, frames: frames, showsTouches: showsTouches,
                               cachesLayers: cachesLayers, drawingPath: drawingPath)
    }

    /// These settings at `fps` frames per second over `seconds` from `from`, drawing every frame:
    /// what a size budget's try at a lower rate renders.
    func at(fps: Int, seconds: Double) -> ResolvedRenderSettings {
        let frameCount = Self.frameCount(seconds: seconds, fps: fps)
        return ResolvedRenderSettings(fps: fps, scale: scale, from: from, frameCount: frameCount, background: background,
                                      pixelWidth: pixelWidth, pixelHeight: pixelHeight, frames: 0..<frameCount,
                                      showsTouches: showsTouches, cachesLayers: cachesLayers, drawingPath: drawingPath)
    }

    /// The time of frame `index`: from + index / fps.
    public func time(ofFrame index: Int) -> Double { from + Double(index) / Double(fps) }

    /// The frames `seconds` of scene time make at `fps`: at least one.
    static func frameCount(seconds: Double, fps: Int) -> Int { max(1, Int((seconds * Double(fps)).rounded())) }

    /// `scene` on a stage played frame by frame, without drawing, to the last frame of the render
    /// these settings describe (every frame, whatever chunk they draw): what its script scripted
    /// (captions, sounds) is all there, and a scene that fails does so at the frame the render would.
    func stage(playing scene: Scene) throws -> Stage {
        let cursor = Playback.Cursor(Playback(scene: scene, refreshRate: fps, scale: scale))
        for frame in 0..<frameCount { try cursor.move(to: time(ofFrame: frame)) }
        return cursor.stage ?? Stage(scene: scene, refreshRate: fps, scale: scale)
    }

    /// The caption cues of `scene` in the render these settings describe (`stage(playing:)`).
    func captionCues(of scene: Scene) throws -> [CaptionCue] {
        CaptionCue.cues(of: try stage(playing: scene).captions, in: self)
    }
}

