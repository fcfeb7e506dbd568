import ArgumentParser
import Foundation
import MediaEncoding
import Zoetrope

struct RenderCommand: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene to a video, GIF or image sequence.",
        discussion: """
        The format comes from the extension: \(animationExtensions); a name containing %d (frames/f-%04d.png) writes a PNG sequence; \
        --codec hevc makes an .mp4 HEVC.
        With --all, every scene is rendered into the folder -o names as <scene>.<format>; --shard i/n renders only share i of n
        (i counts from 0; balanced by pixels × frames, the same on every machine), for CI jobs split across runners.
        --chunk i/n renders share i of n of one scene's frames (i counts from 0) as a file of its own: whole 250-frame MP4 segments
        when the render has at least n of them, frames [i·N/n, (i+1)·N/n) otherwise;
        '\(ToolIdentity.name) concat' joins the chunks, without re-encoding, into the file one process would write.

        Example: \(ToolIdentity.name) render \(ToolIdentity.exampleScene) -o demo.mp4 --fps 60 --scale 2
                 \(ToolIdentity.name) render --all --shard 1/4 --format mp4,gif -o out/
                 \(ToolIdentity.name) render \(ToolIdentity.exampleScene) --chunk 0/4 -o part-0.mp4   (… 3/4, then: \(ToolIdentity.name) concat part-*.mp4 -o full.mp4)
        """
    ) }

    @Argument(help: "The scene's name (see '\(ToolIdentity.name) list'); omit it with --all.")
    var scene: String?

    @OptionGroup var sceneMaking: SceneMakingOptions
    @OptionGroup var backgroundOption: BackgroundOption

    @Option(name: .shortAndLong, help: "The output file (with --all: the folder).")
    var output: String

    @Flag(help: "Render every scene (default variant) into the -o folder.")
    var all = false

    @Option(parsing: .unconditional, help: ArgumentHelp("With --all: render only share i of n (0 ≤ i < n, like --chunk).", valueName: "i/n"))
    var shard: Shard?

    @Option(help: ArgumentHelp("With --all: the formats, comma-separated (default: mp4).", valueName: "list"))
    var format: FormatList?

    @Flag(help: "With --all: print the files this shard would write, one per line, and write nothing.")
    var dryRun = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Render only chunk i of n (0 ≤ i < n) of the frames, for '\(ToolIdentity.name) concat'.",
                               valueName: "i/n"))
    var chunk: Chunk?


    @Option(parsing: .unconditional, help: "Frames per second (default: the scene's; 30 at most for GIF).")
    var fps: Int?

    @OptionGroup var size: RenderSizeOptions

    @OptionGroup var timeRange: TimeRangeOptions

    @Option(help: ArgumentHelp("The video codec where the container holds several: h264 (MP4's default) or hevc "
                               + "(HEVC in MP4, tagged hvc1: about half the size, plays on Apple devices and recent browsers).",
                               valueName: "codec"))
    var codec: VideoCodec?

    @Option(parsing: .unconditional, help: "x264/x265/VP9 constant rate factor (lower is better quality).")
    var crf: Int?

    @Option(help: "Encoder speed preset in x264's vocabulary (ultrafast ... medium ... veryslow).")
    var preset: EncoderPreset = .medium

    @OptionGroup var animatedImageOptions: AnimatedImageOptions

    @Option(help: ArgumentHelp("Meet a destination's requirements: app-store-preview (H.264 High 4.0 at a constant 11 Mb/s in MP4, 30 fps, "
                               + "AAC 256 kb/s, an accepted picture size, 15–30 s, 500 MB at most); readme-gif (a GIF at most "
                               + "800 pixels wide and 30 fps, within GitHub's 10 MB); social-square, social-vertical (1080×1080 "
                               + "or 1080×1920 H.264 in MP4, the scene centred on its background).", valueName: "target"))
    var target: OutputTarget?

    @Option(name: .customLong("audio-bitrate"), parsing: .unconditional,
            help: ArgumentHelp("The soundtrack's bit rate in kb/s, 32...320 (default: 160 AAC, 128 Opus).", valueName: "kb/s"))
    var audioBitRate: Bounded<AudioBitRates>?

    @Option(name: .customLong("h264-level"), help: ArgumentHelp("The H.264 level to keep to and mark the stream with (default: the lowest that fits).",
                                                                valueName: "level"))
    var h264Level: H264Level?

    @Option(parsing: .unconditional, help: ArgumentHelp("The soundtrack's integrated loudness in LUFS (EBU R128), -70...0 (default: -16).",
                                                        valueName: "LUFS"))
    var loudness: Bounded<Loudnesses>?

    @Option(help: ArgumentHelp("Also write the scene's captions to this file: WebVTT, or SubRip for a name ending in .srt; cue times exact to the frame.",
                               valueName: "file.vtt"))
    var captions: CaptionsFile?

    @Flag(name: .customLong("no-cache"), help: ArgumentHelp(
        "Draw every layer every frame instead of reusing unchanged layers' backing stores (same frames, slower; for comparison)."))
    var noCache = false

    @Flag(help: ArgumentHelp(
        "Draw every frame by Cairo alone, without the renderer's fast paths (no kept layers, reduced gradients or blurs): the reference the fast paths are checked against."))
    var referenceDrawing = false

    @Flag(help: "No progress output.")
    var quiet = false

    @Flag(help: "Progress as newline-delimited JSON events on stderr.")
    var json = false

    func validate() throws {
        if quiet && json { throw ValidationError("--quiet and --json cannot be combined") }
        if all && scene != nil { throw ValidationError("give a scene or --all, not both") }
        if !all && scene == nil { throw ValidationError("missing the scene's name (or --all)") }
        if !all {
            for (name, given) in [("--shard", shard != nil), ("--format", format != nil), ("--dry-run", dryRun)] where given {
                throw ValidationError("\(name) needs --all")
            }
        }
        if all && sceneMaking.variant != nil { throw ValidationError("--variant cannot be used with --all") }
        if all && animatedImageOptions.maxSize != nil { throw ValidationError("--max-size cannot be used with --all") }
        if chunk != nil && all { throw ValidationError("--chunk splits one scene's render; it cannot be used with --all") }
        if chunk != nil && animatedImageOptions.maxSize != nil { throw ValidationError("--max-size cannot be used with --chunk") }
        if chunk != nil && target == .readmeGIF { throw ValidationError("--target readme-gif cannot be used with --chunk (its frame rate is chosen while rendering)") }
        if target != nil {
            let conflicting = [("--scale", size.scale != nil), ("--width", size.width != nil),
                               ("--height", size.height != nil), ("--codec", codec != nil), ("--crf", crf != nil),
                               ("--audio-bitrate", audioBitRate != nil), ("--h264-level", h264Level != nil), ("--all", all)]
            if let (name, _) = conflicting.first(where: { $0.1 }) {
                throw ValidationError("--target \(target!.rawValue) sets the size, frame rate and encoding itself; \(name) cannot be combined with it")
            }
        }
        if captions != nil {
            if all { throw ValidationError("--captions cannot be used with --all") }
            if target == .readmeGIF { throw ValidationError("--captions cannot be used with --target readme-gif (its frame rate is chosen while rendering)") }
            if animatedImageOptions.maxSize != nil { throw ValidationError("--captions cannot be used with --max-size (its frame rate is chosen while rendering)") }
        }
    }

    func run() throws {
        if all {
            try sceneMaking.fontOptions.registerFonts()
            return try renderAll()
        }
        try render(with: try makeExporter(for: try sceneMaking.makeScene(named: scene ?? "")), to: output)
    }

    /// One render, for a scene or a job of `--all`: its progress, the notes to read first (the
    /// plan's, options the format does not use, a debug build's slowness), the export (within
    /// `--max-size`, with `--captions`), and the names of the files written. `mentionsDebugBuild`:
    /// whether a debug build says how slow it is (once per command).
    private func render(with exporter: Exporter, to output: String, mentionsDebugBuild: Bool = true) throws {
        let reporter = ProgressReporter(style: quiet ? .quiet : json ? .json : .automatic, output: output)
        exporter.progress = reporter
        let plan = try exporter.plan(forOutput: output)
        (plan.notes.map(OptionWording.message(for:)) + unusedOptionNotes(for: plan.format)).forEach(reporter.note)
        let seconds = Double(plan.settings.frames.count) / Double(plan.settings.fps)
        if mentionsDebugBuild, let note = DebugBuildNote.note(renderingSeconds: seconds) { reporter.note(note) }
        if let (limit, source) = sizeBudget(for: plan) {
            let choice = try exporter.exportGIF(plan, maximumBytes: limit)
            reporter.finish()
            reporter.note("\(source): \(choice.fps) fps, \(choice.colors) colours, \(choice.bytes) bytes")
        } else {
            if let captions { try exporter.export(plan, captionsTo: captions.path) } else { try exporter.export(plan) }
            reporter.finish()
        }
        guard !quiet && !json else { return }
        Console.confirmWritten(output)
        if let captions { Console.confirmWritten(captions.path) }
    }

    /// The size a GIF must fit in, and what set it: `--max-size`, or a target's own limit when
    /// that is lower (`--target readme-gif`); nil for other formats or without either.
    private func sizeBudget(for plan: RenderPlan) -> (bytes: Int, source: String)? {
        let asked = animatedImageOptions.maxSize.map { ($0.bytes, "--max-size \($0)") }
        guard plan.format == .gif, let targetLimit = plan.maximumBytes, let target else { return asked }
        if let asked, asked.0 <= targetLimit { return asked }
        return (targetLimit, "--target \(target.rawValue)")
    }

    /// The exporter for `scene` with this command's settings.
    private func makeExporter(for scene: Scene) throws -> Exporter {
        var settings = RenderSettings(fps: fps, scale: try size.scale(for: scene.size), from: timeRange.from, to: timeRange.to,
                                      background: backgroundOption.background)
        settings.chunk = chunk
        settings.cachesLayers = !noCache
        settings.drawingPath = referenceDrawing ? .reference : .fast
        settings.codec = codec
        settings.encoding.crf = crf
        settings.encoding.preset = preset.description
        if let loudness { settings.encoding.loudness = loudness.value }
        settings.encoding.audioBitRate = audioBitRate.map { $0.value * 1000 }
        settings.encoding.h264Level = h264Level?.description
        settings.target = target
        animatedImageOptions.apply(to: &settings.encoding)
        return Exporter(scene: scene, settings: settings)
    }

    /// `--all`: this shard's scenes × formats, each to `<folder>/<scene>.<format>`.
    private func renderAll() throws {
        let shard = self.shard ?? .all
        let jobs = try BatchJobs(catalog: RootCommand.catalog, formats: format ?? .standard, folder: output) { scene in
            try self.makeExporter(for: scene)
        }
        let mine = shard.select(jobs.jobs, name: \.output, cost: \.cost)
        if dryRun {
            for job in mine { try Console.output(job.output) }
            return
        }
        try jobs.makeFolder()
        for (index, job) in mine.enumerated() { try render(with: job.exporter, to: job.output, mentionsDebugBuild: index == 0) }
    }

    /// Notes for options given that `format` does not use, so none is ignored silently.
    private func unusedOptionNotes(for format: OutputFormat) -> [String] {
        let options: [(name: String, given: Bool, usedBy: (FormatDescriptor) -> Bool)] = [
            ("--crf", crf != nil, { $0.crfRange != nil }),
            ("--colors", animatedImageOptions.colors != nil, { $0.writer == .gif }),
            ("--dither", animatedImageOptions.dither != nil, { $0.writer == .gif }),
            ("--loudness", loudness != nil, \.carriesAudio),
            ("--audio-bitrate", audioBitRate != nil, \.carriesAudio),
            ("--h264-level", h264Level != nil, { $0.codec == .h264 }),
            ("--loop", animatedImageOptions.loop != nil, \.loops),
        ]
        return options.filter { $0.given && !$0.usedBy(format.descriptor) }.map { option in
            let formats = EnglishList.joined(FormatDescriptor.containerNames(where: option.usedBy))
            return "\(option.name) applies to \(formats) only; \(format.name) output does not use it"
        }
    }

    /// The extensions `render` understands, for its help: ".mp4 .m4v .mov …".
    private static var animationExtensions: String {
        FormatDescriptor.extensions(of: .animation).map { "." + $0 }.joined(separator: " ")
    }
}

/// `--audio-bitrate`: kb/s within `EncodingOptions.audioBitRates`.
enum AudioBitRates: NumberRange {
    static let range = EncodingOptions.audioBitRates.lowerBound / 1000...EncodingOptions.audioBitRates.upperBound / 1000
    static let unit = "kb/s"
}

/// `--loudness`: the soundtrack's integrated loudness (`AudioTrack.loudnessRange`).
enum Loudnesses: NumberRange {
    static let range = AudioTrack.loudnessRange
    static let unit = "LUFS"
}
