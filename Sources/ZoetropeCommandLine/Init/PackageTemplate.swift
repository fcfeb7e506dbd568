import Foundation

/// The files `init` writes: a package with a library of scenes (one to start from), an
/// executable that is the whole command line for them, a test target with snapshot, trace and
/// motion assertions, a README with the three commands, a CI workflow (`PackageWorkflow`) and a
/// `.gitignore`.
struct PackageTemplate {
    /// Where Zoetrope comes from when no `--zoetrope-path` is given.
    static let zoetropeURL = "https://github.com/zoetrope-dev/zoetrope.git"

    /// The package's name, also its executable's (`my-animations`).
    let name: String
    /// A checkout of Zoetrope to depend on by path, as the manifest writes it (relative to the
    /// package's folder unless it was given absolute), or nil for the URL.
    let zoetropePath: String?
    /// The Zoetrope version the URL dependency asks for: a release is asked for `from:` itself; a
    /// development build (`0.3.0-dev`), which no tag publishes, follows the `main` branch.
    var zoetropeVersion = ToolIdentity.zoetropeVersion

    /// The library and test modules' base name: `MyAnimations` for `my-animations`.
    var moduleName: String {
        name.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " })
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// Whether `name` can name a package and its executable: a letter, then letters, digits, - or _.
    static func isValidName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, CharacterSet.letters.contains(first), name.count <= 64 else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_") }
    }

    /// Every file, by its path in the package.
    var files: [(path: String, contents: String)] {
        [("Package.swift", manifest), ("Sources/\(moduleName)/GrowingSquare.swift", scene),
         ("Sources/\(name)/main.swift", main), ("Tests/\(moduleName)Tests/GrowingSquareTests.swift", tests),
         ("Tests/\(moduleName)Tests/__Snapshots__/.gitkeep", ""), (".gitignore", gitignore), ("README.md", readme),
         (".github/workflows/ci.yml", PackageWorkflow(name: name, zoetropePath: zoetropePath).text)]
    }

    /// How the manifest names Zoetrope's package: a path dependency's identity is its folder's name.
    private var packageIdentity: String {
        zoetropePath.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "zoetrope"
    }

    private var dependency: String {
        if let zoetropePath { return ".package(path: \"\(zoetropePath)\")" }
        if zoetropeVersion.contains("-") { return ".package(url: \"\(Self.zoetropeURL)\", branch: \"main\")" }
        return ".package(url: \"\(Self.zoetropeURL)\", from: \"\(zoetropeVersion)\")"
    }

    var manifest: String {
        """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "\(name)",
            dependencies: [
                \(dependency),
            ],
            targets: [
                // Your scenes, public so the executable and the tests can reach them.
                .target(name: "\(moduleName)", dependencies: [.product(name: "Zoetrope", package: "\(packageIdentity)")]),
                // The whole command line for your scenes: render, still, trace, preview...
                .executableTarget(
                    name: "\(name)",
                    dependencies: ["\(moduleName)", .product(name: "ZoetropeCommandLine", package: "\(packageIdentity)")]
                ),
                // References live in __Snapshots__, which is not source.
                .testTarget(
                    name: "\(moduleName)Tests",
                    dependencies: ["\(moduleName)", .product(name: "ZoetropeTesting", package: "\(packageIdentity)")],
                    exclude: ["__Snapshots__"]
                ),
            ],
            swiftLanguageModes: [.v5]
        )

        """
    }

    var scene: String {
        """
        import Zoetrope

        /// A red square that grows from 20 to 80 points and turns green in its first half second.
        /// Scenes are public: the executable and the tests live in other modules.
        public struct GrowingSquare: Scene, DefaultConstructible {
            public static let name = "growing-square"
            public static let summary = "A square that grows and turns green"
            public var size: Size { Size(width: 160, height: 120) }
            public var duration: Double { 1 }
            public var fps: Int { 20 }

            public init() {}

            public func setUp(on stage: Stage) {
                let square = Layer()
                square.name = "square"
                square.bounds = Rect(x: 0, y: 0, width: 20, height: 20)
                square.position = Point(x: 80, y: 60)
                square.backgroundColor = Color(hex: 0xFF375F)
                stage.rootLayer.addSublayer(square)
                stage.at(0) {
                    // Implicit animations, as on a CALayer, lasting half a second.
                    Transaction.setAnimationDuration(0.5)
                    square.bounds = Rect(x: 0, y: 0, width: 80, height: 80)
                    square.backgroundColor = Color(hex: 0x30D158)
                }
            }
        }

        """
    }

    var main: String {
        """
        import \(moduleName)
        import ZoetropeCommandLine

        ZoetropeCommand.main(scenes: [GrowingSquare.self])

        """
    }

    var tests: String {
        """
        import XCTest
        import ZoetropeTesting
        import \(moduleName)

        final class GrowingSquareTests: XCTestCase {
            /// Frames compared with the PNGs in __Snapshots__ (recorded the first time).
            func testFrames() {
                assertSnapshot(of: GrowingSquare(), at: [0, 0.25, 0.5, 1])
            }

            /// The square's values, frame by frame, compared with a text reference.
            func testTrace() {
                assertTrace(of: GrowingSquare(), layers: ["square"], fps: 10)
            }

            /// How it moves: it only grows, and is at full size by 0.5 s.
            func testMotion() {
                assertMotion(of: GrowingSquare(), layer: "square", keyPath: "bounds.size.width",
                             .monotonic, .settles(by: 0.5, within: 0.01), .reaches(80, at: 0.5))
            }
        }

        """
    }

    var gitignore: String {
        """
        .build/
        .swiftpm/
        *.actual.png
        *.diff.png
        *.actual.txt
        # What `review` and a failing CI run write.
        review/
        snapshot-report/

        """
    }

    /// The README's three commands, each with its comment.
    private var commands: [(command: String, comment: String)] {
        [("swift run -c release \(name) render growing-square -o growing-square.gif", "or .mp4, .webm, .png"),
         ("swift run -c release \(name) preview", "then open http://127.0.0.1:8080/"),
         ("swift test", "snapshots, traces, motion")]
    }

    /// Shell lines with their `#` comments lined up in one column.
    private static func commented(_ lines: [(command: String, comment: String)]) -> String {
        let width = lines.map(\.command.count).max() ?? 0
        return lines.map { $0.command.padding(toLength: width + 3, withPad: " ", startingAt: 0) + "# " + $0.comment }
            .joined(separator: "\n")
    }

    var readme: String {
        """
        # \(name)

        Animations written against [Zoetrope](\(Self.zoetropeURL)), rendered offline.

        ```sh
        \(Self.commented(commands))
        ```

        Build release (`-c release`) to render: a debug build renders many times slower. The first
        `swift test` records the references in `Tests/\(moduleName)Tests/__Snapshots__` and fails
        once saying so; commit them, and later runs compare against them. Add scenes to
        `Sources/\(moduleName)` (public, as `GrowingSquare` is) and list them in
        `Sources/\(name)/main.swift`. `swift run -c release \(name) --help` lists every command.
        Rendering needs Cairo, Pango, librsvg and FFmpeg's libraries: on Debian or Ubuntu,
        `apt-get install \(PackageWorkflow.systemPackages.joined(separator: " "))`. The fonts
        Zoetrope draws with by default (Inter, Noto Color Emoji) come with it, so text renders the
        same on every machine; `\(name) doctor` says what this machine resolves.

        CI (`.github/workflows/ci.yml`) runs in the `\(PackageWorkflow.swiftImage)` container,
        the stack Zoetrope is built and tested with: snapshots compare exactly there. A failing
        run uploads its report (`snapshot-report/index.html`); a pull request gets `review`'s
        page of what moved differently against its base branch, and its summary as a comment.

        """
    }
}
