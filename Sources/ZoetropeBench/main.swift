import Foundation

/// `zoetrope-bench [engine|render|encode|all]`: the measurements behind docs/PERFORMANCE.md.
let which = CommandLine.arguments.dropFirst().first ?? "all"
if which == "engine" || which == "all" { EngineBenchmark().run().print() }
if which == "render" || which == "all" { RenderBenchmark().run().print() }
