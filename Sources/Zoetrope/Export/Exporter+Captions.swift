import Foundation
import MediaEncoding

extension Exporter {
    /// The caption cues of the render `settings` describes (every frame, whatever chunk it
    /// draws): the scene played frame by frame, without drawing, to its last frame — so a scene
    /// that fails does so at the frame the render would — and its captions' frames.
    public func captionCues(for settings: ResolvedRenderSettings) throws -> [CaptionCue] {
        try settings.captionCues(of: scene)
    }

    /// Renders as `plan` says (`export(_:)`) and writes the caption cues of the plan's scene
    /// (as `captionCues(for:)` finds them, from the render's own playing) to `captionsPath` as
    /// WebVTT, or SubRip for a name ending in `.srt`.
    /// The captions' destination is checked before the first frame; the file appears only when
    /// the render succeeded and it was written whole.
    public func export(_ plan: RenderPlan, captionsTo captionsPath: String) throws {
        guard let format = SubtitleFile.format(forPath: captionsPath) else {
            throw RenderSettingsError.unknownCaptionsFormat(path: captionsPath)
        }
        let destination = try OutputDestination(path: captionsPath, kind: .file)
        do {
            let file = SubtitleFile(format: format, cues: try export(plan))
            try PartialOutputs.shared.writing { try destination.writeTemporaryFile(Data(file.text.utf8)) }
            try destination.commit()
        } catch {
            destination.discard()
            throw error
        }
    }
}

