import Foundation
import MediaEncoding

extension RenderPlan {
    /// Renders the frames as this plan says to its path; the file appears only when the render
    /// succeeded (and, with `maximumBytes`, fits). `workerCount` threads rasterize; `progress` is
    /// told of each frame and of what the scene notes, on the calling thread; `isCancelled` is
    /// asked between frames, and once it says yes the run throws `ExportError.cancelled`.
    public func run(workerCount: Int = ProcessInfo.processInfo.activeProcessorCount, progress: ExportProgressObserver? = nil,
                    isCancelled: @escaping () -> Bool = { false }) throws {
        var kind = OutputDestination.Kind.file
        if let pattern = format.pattern {
            kind = .sequence(try FrameFileNamePattern(pattern), replacesOtherFrames: encoding.chunk == nil)
        }
        try OutputDestination.produce(at: path, kind: kind) { destination in
            let pipeline = FramePipeline(scene: scene, settings: settings, workerCount: max(1, workerCount), isCancelled: isCancelled)
            try encode(pipeline, to: destination.temporaryURL, progress: progress)
            if let limit = maximumBytes, let bytes = destination.temporaryFileSize, bytes > limit {
                throw ExportError.overBudget(path, bytes: bytes, limit: limit)
            }
        }
    }

    private func encode(_ pipeline: FramePipeline, to url: URL, progress: ExportProgressObserver?) throws {
        let tracks = try self.tracks()
        if tellsTrackNotes { tracks.notes.forEach { progress?.exportDidNote($0) } }
        let writer = try makeWriter(format: format, url: url, width: settings.pixelWidth, height: settings.pixelHeight,
                                    options: tracks.options)
        let total = settings.frames.count
        func report(_ phase: ExportProgressEvent.Phase, pass: Int, done: Int) {
            progress?.exportDidProgress(ExportProgressEvent(phase: phase, pass: pass, passCount: writer.passCount,
                                                            framesDone: done, frameCount: total))
        }
        for pass in 0..<writer.passCount {
            try writer.beginPass(pass)
            report(.started, pass: pass, done: 0)
            try pipeline.run(consume: { index, frame in
                // A PNG sequence writer adds a file per frame: never while a signal removes the folder.
                try PartialOutputs.shared.writing { try writer.append(frame) }
                report(.frame, pass: pass, done: index + 1)
            }, note: { message in
                // Later passes play the same scene again: tell each note once.
                if pass == 0 { progress?.exportDidNote(message) }
            })
        }
        try PartialOutputs.shared.writing { try writer.finish() }
        report(.finished, pass: writer.passCount - 1, done: total)
    }
}
