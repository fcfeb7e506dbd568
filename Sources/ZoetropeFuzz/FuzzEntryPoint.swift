import CairoRendering
import Foundation
import MediaEncoding
import MotionCore
import ZoetropeCommandLine

/// One fuzzing input (libFuzzer's `LLVMFuzzerTestOneInput`; built only by Scripts/fuzz.sh, with `-sanitize=fuzzer`):
/// the first byte picks the parser, the rest is its input. A crash, a trap or an address-sanitizer
/// report is a bug; thrown errors are the expected answer to bad input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    guard count > 0 else { return 0 }
    let input = Data(UnsafeBufferPointer(start: bytes + 1, count: count - 1))
    switch FuzzedParser(rawValue: bytes[0] % UInt8(FuzzedParser.allCases.count)) {
    case .curve: _ = try? CurveSpec.parse(String(decoding: input, as: UTF8.self))
    case .colour: _ = try? Color(option: String(decoding: input, as: UTF8.self))
    case .image: _ = try? Canvas(pngData: input, scale: 1)
    // The renderer's own limit would be 2^27 pixels; a small one keeps each run fast.
    case .picture: _ = try? ImageDecoder.decode(input, name: "fuzz input",
                                                 sizeLimit: PictureSizeLimit(maximumSide: 4096, maximumPixelCount: 1 << 20))
    case nil: break
    }
    return 0
}

/// The inputs fuzzed: the curve names `zoetrope curves` takes, `--background` colours, PNG
/// snapshots (Cairo's loader) and `Image` contents (FFmpeg's image decoders behind ours).
enum FuzzedParser: UInt8, CaseIterable {
    case curve, colour, image, picture
}
