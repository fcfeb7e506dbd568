import Foundation

/// libFuzzer's driver, linked in by `-sanitize=fuzzer`. SwiftPM gives every executable a `main`
/// of its own, so libFuzzer's `main` is not the one that runs: this one hands over to the driver.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(_ argc: UnsafeMutablePointer<Int32>,
                     _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
                     _ testOneInput: @convention(c) (UnsafePointer<UInt8>, Int) -> Int32) -> Int32

var argumentCount = CommandLine.argc
var arguments = CommandLine.unsafeArgv
exit(runFuzzerDriver(&argumentCount, &arguments) { bytes, count in fuzzOneInput(bytes, count) })
