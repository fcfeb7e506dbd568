import CFFmpeg

/// Owns an `AVFilterGraph`; the filter contexts it hands out belong to the graph and die with it.
final class FilterGraph {
    private var graph: UnsafeMutablePointer<AVFilterGraph>?

    init() throws {
        guard let graph = avfilter_graph_alloc() else {
            throw MediaError.ffmpeg(call: "avfilter_graph_alloc", code: zoe_averror(ENOMEM))
        }
        // One thread: filter output must not depend on scheduling.
        graph.pointee.nb_threads = 1
        self.graph = graph
    }

    /// Adds the filter `filterName` configured by `arguments` (FFmpeg's `key=value:…` syntax).
    func addFilter(_ filterName: String, name: String, arguments: String?) throws -> UnsafeMutablePointer<AVFilterContext> {
        guard let filter = avfilter_get_by_name(filterName) else {
            throw MediaError.ffmpeg(call: "avfilter_get_by_name(\(filterName))", code: FFmpegErrorTag.filterNotFound)
        }
        var filterContext: UnsafeMutablePointer<AVFilterContext>?
        try ffmpegCheck(avfilter_graph_create_filter(&filterContext, filter, name, arguments, nil, graph),
                        "avfilter_graph_create_filter(\(filterName)=\(arguments ?? ""))")
        return filterContext!
    }

    /// A `buffer` source of packed BGRA frames (or palettes) of the given size, time base 1/100.
    func addBGRASource(name: String, width: Int, height: Int) throws -> UnsafeMutablePointer<AVFilterContext> {
        try addFilter("buffer", name: name,
                      arguments: "video_size=\(width)x\(height):pix_fmt=bgra:time_base=1/100:pixel_aspect=1/1")
    }

    func link(_ source: UnsafeMutablePointer<AVFilterContext>, _ sourcePad: UInt32,
              to destination: UnsafeMutablePointer<AVFilterContext>, _ destinationPad: UInt32) throws {
        try ffmpegCheck(avfilter_link(source, sourcePad, destination, destinationPad), "avfilter_link")
    }

    func configure() throws {
        try ffmpegCheck(avfilter_graph_config(graph, nil), "avfilter_graph_config")
    }

    /// Pushes `frame` (keeping the caller's reference), or end of stream when `nil`, and runs the
    /// graph on it at once (`AV_BUFFERSRC_FLAG_PUSH`). Without that flag the source queues frames
    /// until a sink is asked for output, and `palettegen`, which outputs only at the end, would
    /// hold every frame of a GIF's first pass in memory.
    func push(_ frame: MediaFrame?, into source: UnsafeMutablePointer<AVFilterContext>) throws {
        let flags = Int32(AV_BUFFERSRC_FLAG_KEEP_REF | AV_BUFFERSRC_FLAG_PUSH)
        try ffmpegCheck(av_buffersrc_add_frame_flags(source, frame?.frame, flags), "av_buffersrc_add_frame_flags")
    }

    /// Hands every frame `sink` has ready to `body`; the frame is unreferenced afterwards.
    func pull(from sink: UnsafeMutablePointer<AVFilterContext>, into frame: MediaFrame, _ body: (MediaFrame) throws -> Void) throws {
        while true {
            let status = av_buffersink_get_frame(sink, frame.frame)
            if status == zoe_averror_eagain() || status == zoe_averror_eof() { return }
            try ffmpegCheck(status, "av_buffersink_get_frame")
            defer { frame.unreference() }
            try body(frame)
        }
    }

    deinit { avfilter_graph_free(&graph) }
}
