import Foundation

/// `ZoetropeBench engine [ROUNDS] | render | encode-mp4 … | encode-gif … | encode-gif-raw … | render-video … | decode-video … | preview | motion | cli …`:
/// the measurements behind docs/PERFORMANCE.md, driven by Scripts/bench.sh; `cli` is the zoetrope
/// command line with the bench's own scenes (`long-run`).
import MediaEncoding
import Zoetrope
import ZoetropeCommandLine

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
    case "cli": exit(ZoetropeCommand.run(arguments: Array(arguments.dropFirst()), scenes: [LongRunScene.self]))
    default: throw BenchError.usage("engine [ROUNDS] | render | encode-mp4 … | encode-gif … | encode-gif-raw … | render-video … | decode-video … | preview | motion | cli …")
    }
} catch {
    FileHandle.standardError.write(Data("ZoetropeBench: \(error)\n".utf8))
    exit(1)
}
