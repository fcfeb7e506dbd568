import Foundation

/// `ZoetropeBench engine [ROUNDS] | render | encode-mp4 … | encode-gif … | encode-gif-raw … | render-video … | decode-video … | preview | motion`: the measurements behind
/// docs/PERFORMANCE.md, driven by Scripts/bench.sh.
import MediaEncoding
import Zoetrope

// The same process settings as the zoetrope command line.
FrameMemory.reuseLargeBuffers()
FFmpegLogging.setLevel(.error)
let arguments = Array(CommandLine.arguments.dropFirst())
do {
    switch arguments.first ?? "engine" {
    case "engine":
        var benchmark = EngineBenchmark()
        if let rounds = arguments.dropFirst().first.flatMap(Int.init), rounds > 0 { benchmark.rounds = rounds }
        benchmark.run().print()
    case "render": RenderBenchmark().run().print()
    case "encode-mp4": try EncodeCommands.mp4(Array(arguments.dropFirst()))
    case "encode-gif": try EncodeCommands.gif(Array(arguments.dropFirst()))
    case "encode-gif-raw": try EncodeCommands.gifFromRaw(Array(arguments.dropFirst()))
    case "render-video": try VideoLayerBenchmark.run(Array(arguments.dropFirst()))
    case "decode-video": try VideoLayerBenchmark.decode(Array(arguments.dropFirst()))
    case "preview": try PreviewBenchmark().run()
    case "motion": try MotionBenchmark().run().print()
    default: throw BenchError.usage("engine [ROUNDS] | render | encode-mp4 … | encode-gif … | encode-gif-raw … | render-video … | decode-video … | preview | motion")
    }
} catch {
    FileHandle.standardError.write(Data("ZoetropeBench: \(error)\n".utf8))
    exit(1)
}
