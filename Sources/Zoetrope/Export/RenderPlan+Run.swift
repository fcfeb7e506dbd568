import Foundation
import MediaEncoding

extension RenderPlan {
    /// Renders the frames as this plan says to its path; the file appears only when the render
    /// succeeded (and, with `maximumBytes`, fits). `workerCount` threads rasterize; `progress` is
    /// told of each frame and of what the scene notes, on the calling thread; `isCancelled` is
    /// asked between frames, and once it says yes the run throws `ExportError.cancelled`.
    ///
    /// The scene is played once: its set-up and every scripted step run once, and the captions
    /// and sounds its script adds as it plays join the file when its frames are done
    /// (`makeWriter`'s `tracksFollowFrames`). Returns the render's caption cues (as
    /// `Exporter.captionCues(for:)` gives them) from that playing.
    @discardableResult
    public func run(workerCount: Int = ProcessInfo.processInfo.activeProcessorCount, progress: ExportProgressObserver? = nil,
                    isCancelled: @escaping () -> Bool = { false }) throws -> [CaptionCue] {
        var captions: [CaptionCue] = []
        var kind = OutputDestination.Kind.file
        if let pattern = format.pattern {
            kind = .sequence(try FrameFileNamePattern(pattern), replacesOtherFrames: encoding.chunk == nil)
        }
        try OutputDestination.produce(at: path, kind: kind) { destination in
            let pipeline = FramePipeline(scene: scene, settings: settings, workerCount: max(1, workerCount), isCancelled: isCancelled)
            captions = try encode(pipeline, to: destination.temporaryURL, progress: progress)
            if let limit = maximumBytes, let bytes = destination.temporaryFileSize, bytes > limit {
                throw ExportError.overBudget(path, bytes: bytes, limit: limit)
            }
        }
        return captions
    }

    /// Encodes the frames, then adds the tracks of the stage they were played on; returns its caption cues.
    private func encode(_ pipeline: FramePipeline, to url: URL, progress: ExportProgressObserver?) throws -> [CaptionCue] {
        let writer = try makeWriter(format: format, url: url, width: settings.pixelWidth, height: settings.pixelHeight,
                                    options: encoding, tracksFollowFrames: format.carriesSubtitles || format.carriesAudio)
        let total = settings.frames.count
        func report(_ phase: ExportProgressEvent.Phase, pass: Int, done: Int) {
            progress?.exportDidProgress(ExportProgressEvent(phase: phase, pass: pass, passCount: writer.passCount,
                                                            framesDone: done, frameCount: total))
        }
        // Later passes (a GIF's) take pass 0's frames back from a spool: the scene is played once.
        let spool = writer.passCount > 1 ? try FrameSpool() : nil
        try writer.beginPass(0)
        report(.started, pass: 0, done: 0)
        let played = try pipeline.run(consume: { index, frame in
            try spool?.append(frame)
            // A PNG sequence writer adds a file per frame: never while a signal removes the folder.
            try PartialOutputs.shared.writing { try writer.append(frame) }
            report(.frame, pass: 0, done: index + 1)
        }, note: { progress?.exportDidNote($0) })
        for pass in 1..<writer.passCount {
            try writer.beginPass(pass)
            report(.started, pass: pass, done: 0)
            var done = 0
            try spool?.replay { frame in
                if pipeline.isCancelled() { throw ExportError.cancelled }
                try writer.append(frame)
                done += 1
                report(.frame, pass: pass, done: done)
            }
        }
        guard let played else { throw MediaError.invalidState("the render played no frame") }
        let tracks = tracks(of: played)
        if tellsTrackNotes { tracks.notes.forEach { progress?.exportDidNote($0) } }
        try tracks.options.validate(for: format, width: settings.pixelWidth, height: settings.pixelHeight)
        try PartialOutputs.shared.writing {
            try writer.finish(subtitles: tracks.options.subtitles, audio: tracks.options.audio)
        }
        report(.finished, pass: writer.passCount - 1, done: total)
        return CaptionCue.cues(of: played.captions, in: settings)
    }
}
