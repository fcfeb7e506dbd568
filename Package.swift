// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Zoetrope",
    products: [
        .library(name: "Zoetrope", targets: ["Zoetrope"]),
        .library(name: "MotionCore", targets: ["MotionCore"]),
        .library(name: "CairoRendering", targets: ["CairoRendering"]),
        .library(name: "MediaEncoding", targets: ["MediaEncoding"]),
        .library(name: "ZoetropeTesting", targets: ["ZoetropeTesting"]),
        .library(name: "ZoetropeSnapshotTesting", targets: ["ZoetropeSnapshotTesting"]),
        .library(name: "Scenes", targets: ["Scenes"]),
        .library(name: "ZoetropeCommandLine", targets: ["ZoetropeCommandLine"]),
        .library(name: "ZoetropeUIKit", targets: ["ZoetropeUIKit"]),
        .executable(name: "zoetrope", targets: ["ZoetropeCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // The preview's sockets and event loop (FlyingSocks): small, pure Swift concurrency, no SwiftNIO to build.
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        // The module's own .pc file gives Cairo's and Pango's include paths without the `-pthread`
        // that pangocairo.pc carries and SwiftPM refuses with a warning (see the file).
        .systemLibrary(
            name: "CCairo",
            path: "Sources/CCairo",
            pkgConfig: Context.packageDirectory + "/Sources/CCairo/zoetrope-pangocairo.pc",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]
        ),
        // libavformat.pc pulls in libavcodec and libavutil; the modulemap links avfilter, swscale and swresample.
        .systemLibrary(
            name: "CFFmpeg",
            path: "Sources/CFFmpeg",
            pkgConfig: "libavformat",
            providers: [.apt(["libavformat-dev", "libavcodec-dev", "libavfilter-dev", "libavutil-dev", "libswscale-dev", "libswresample-dev"])]
        ),
        // librsvg draws SVG images straight into Cairo contexts, so vectors stay vectors at any scale.
        .systemLibrary(
            name: "CRsvg",
            path: "Sources/CRsvg",
            pkgConfig: Context.packageDirectory + "/Sources/CRsvg/zoetrope-librsvg.pc",
            providers: [.apt(["librsvg2-dev"])]
        ),
        // zlib deflates the preview's PNG frames in bands on every core (BandedPNGEncoder).
        .systemLibrary(name: "CZlib", path: "Sources/CZlib", providers: [.apt(["zlib1g-dev"])]),
        .target(name: "MotionCore"),
        // MediaEncoding is FFmpeg's one home: CairoRendering decodes raster images and video frames through it.
        // Resources/Fonts: the fonts drawn by default (Inter, Noto Color Emoji), so text is the same on every machine.
        .target(name: "CairoRendering", dependencies: ["MotionCore", "CCairo", "CRsvg", "MediaEncoding"],
                exclude: ["Resources/Fonts/README.md"], resources: [.copy("Resources/Fonts")]),
        // Pixel loops compiled for more than one instruction set and chosen at run time (Swift has
        // no per-function target attributes); same bytes on every processor.
        .target(name: "PixelKernels"),
        .target(name: "MediaEncoding", dependencies: ["CFFmpeg", "CZlib", "PixelKernels"]),
        .target(name: "Zoetrope", dependencies: ["MotionCore", "CairoRendering", "MediaEncoding"]),
        .target(name: "ZoetropeTesting", dependencies: ["Zoetrope", "CairoRendering"]),
        .target(
            name: "ZoetropeSnapshotTesting",
            dependencies: ["ZoetropeTesting", "Zoetrope", "CairoRendering", "MediaEncoding",
                           .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]
        ),
        // The app-demo scene's screenshot, clip, SVGs and font ship as resources (see SceneResources).
        .target(name: "Scenes", dependencies: ["Zoetrope"], path: "Scenes", resources: [.copy("Resources")]),
        .target(
            name: "ZoetropeCommandLine",
            dependencies: [
                "Zoetrope", "CairoRendering", "MediaEncoding",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ]
        ),
        // UIKit / Core Animation / Core Graphics spellings over the engine, for code shared with iOS.
        .target(name: "ZoetropeUIKit", dependencies: ["MotionCore", "CairoRendering", "Zoetrope", "ZoetropeCommandLine"]),
        .executableTarget(name: "ZoetropeCLI", dependencies: ["ZoetropeCommandLine", "Scenes"]),
        .executableTarget(
            name: "ZoetropeBench",
            dependencies: ["Zoetrope", "Scenes", "CCairo", "CairoRendering", "MediaEncoding", "ZoetropeTesting", "ZoetropeCommandLine"]
        ),
        // What several test targets share (a temporary folder per test, test scenes); in no product.
        .target(name: "ZoetropeTestSupport", dependencies: ["Zoetrope", "CZlib"], path: "Tests/ZoetropeTestSupport"),
        .testTarget(name: "MotionCoreTests", dependencies: ["MotionCore"]),
        .testTarget(name: "CairoRenderingTests", dependencies: ["CairoRendering", "MotionCore"], exclude: ["Golden"]),
        .testTarget(name: "MediaEncodingTests", dependencies: ["MediaEncoding", "CFFmpeg", "ZoetropeTestSupport"]),
        // Lottie/Files: real Lottie documents from rlottie's examples, with their licence, read by path.
        .testTarget(name: "ZoetropeTests", dependencies: ["Zoetrope", "CairoRendering", "ZoetropeTestSupport"],
                    exclude: ["Lottie/Files"]),
        .testTarget(name: "ZoetropeTestingTests", dependencies: ["ZoetropeTesting", "Zoetrope", "CairoRendering", "ZoetropeTestSupport"]),
        .testTarget(name: "ZoetropeSnapshotTestingTests",
                    dependencies: ["ZoetropeSnapshotTesting", "ZoetropeTesting", "Zoetrope", "CairoRendering", "Scenes", "ZoetropeTestSupport",
                                   .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "ScenesTests", dependencies: ["Scenes", "Zoetrope", "ZoetropeTesting"], exclude: ["__Snapshots__"]),
        .testTarget(name: "ZoetropeCommandLineTests", dependencies: ["ZoetropeCommandLine", "Zoetrope", "CairoRendering", "MediaEncoding",
                                                                  "ZoetropeTestSupport"]),
        .testTarget(name: "EndToEndTests", dependencies: ["ZoetropeCLI", "ZoetropeTestSupport"]),
        .testTarget(name: "ZoetropeUIKitTests", dependencies: ["ZoetropeUIKit", "CairoRendering", "ZoetropeTestSupport"]),
        // The iOS animation API inventory: every member's snippet compiling is the test (see inventory.tsv).
        .testTarget(name: "APIInventoryTests", dependencies: ["ZoetropeUIKit"], exclude: ["inventory.tsv", "NotCompiled"]),
    ],
    swiftLanguageModes: [.v5]
)

// The libFuzzer target exists only for Scripts/fuzz.sh, which sets ZOETROPE_FUZZ=1 and builds it with
// -sanitize=fuzzer (libFuzzer supplies `main`, so it cannot link in an ordinary build).
if Context.environment["ZOETROPE_FUZZ"] == "1" {
    package.targets.append(.executableTarget(name: "ZoetropeFuzz", dependencies: ["ZoetropeCommandLine", "CairoRendering"]))
}

// Scripts/tsan.sh builds, instrumented, only the test targets its pass runs: ZOETROPE_TEST_TARGETS
// names them (comma-separated), and the others are left out of that build folder's package.
if let kept = Context.environment["ZOETROPE_TEST_TARGETS"] {
    let names = Set(kept.split(separator: ",").map(String.init))
    package.targets.removeAll { $0.type == .test && !names.contains($0.name) }
}
