import XCTest
@testable import ZoetropeCommandLine
import ZoetropeTestSupport

/// `init` in process: what it writes, and what it refuses without writing anything.
final class InitCommandTests: XCTestCase {
    private var directory: URL!
    private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    override func setUpWithError() throws { directory = try makeTemporaryFolder("zoetrope-init") }

    private func run(_ arguments: String...) -> Int32 { ZoetropeCommand.run(arguments: arguments, scenes: []) }

    func testWritesALibraryAnExecutableTestsAndTheirDocuments() throws {
        let folder = directory.appendingPathComponent("pkg")
        XCTAssertEqual(run("init", "my-animations", "--path", folder.path, "--zoetrope-path", repository.path), 0)
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path).sorted()
        for expected in ["Package.swift", "Sources/MyAnimations/GrowingSquare.swift", "Sources/my-animations/main.swift",
                         "Tests/MyAnimationsTests/GrowingSquareTests.swift", "Tests/MyAnimationsTests/__Snapshots__/.gitkeep",
                         ".gitignore", "README.md", ".github/workflows/ci.yml"] {
            XCTAssertTrue(files.contains(expected), "\(expected) in \(files)")
        }
        let manifest = try String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8)
        XCTAssertTrue(manifest.contains(".package(path: \"\(repository.path)\")"), manifest)
        XCTAssertTrue(manifest.contains("package: \"\(repository.lastPathComponent)\""), "the path's folder name is its identity")
        XCTAssertTrue(manifest.contains("exclude: [\"__Snapshots__\"]"))
        let readme = try String(contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8)
        for command in ["swift run -c release my-animations render growing-square", "swift run -c release my-animations preview", "swift test"] {
            XCTAssertTrue(readme.contains(command), command)
        }
    }

    /// A development build's version is published by no tag: the URL form follows `main` then,
    /// and asks for the release itself from a release build.
    func testWithoutAPathItDependsOnTheURLAtSomethingThatExists() throws {
        let folder = directory.appendingPathComponent("by-url")
        XCTAssertEqual(run("init", "by_url", "--path", folder.path), 0)
        let manifest = try String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8)
        XCTAssertTrue(ToolIdentity.zoetropeVersion.hasSuffix("-dev"), "this test expects a development build")
        XCTAssertTrue(manifest.contains(".package(url: \"\(PackageTemplate.zoetropeURL)\", branch: \"main\")"), manifest)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Sources/ByUrl/GrowingSquare.swift").path))
        let release = PackageTemplate(name: "by_url", zoetropePath: nil, zoetropeVersion: "1.4.2").manifest
        XCTAssertTrue(release.contains(".package(url: \"\(PackageTemplate.zoetropeURL)\", from: \"1.4.2\")"), release)
    }

    /// A relative `--zoetrope-path` is written relative to the package's folder, whatever folder
    /// `init` ran in, so the package builds in any clone beside the same checkout.
    func testARelativePathStaysRelativeFromThePackagesFolder() {
        let path = { (target: String, folder: String) in
            InitCommand.relativePath(to: URL(fileURLWithPath: target), from: URL(fileURLWithPath: folder))
        }
        XCTAssertEqual(path("/work/zoetrope", "/work/my-animations"), "../zoetrope")
        XCTAssertEqual(path("/work/zoetrope", "/work/apps/my-animations"), "../../zoetrope")
        XCTAssertEqual(path("/work/apps/my-animations/Vendor/zoetrope", "/work/apps/my-animations"), "Vendor/zoetrope")
        XCTAssertEqual(path("/src/zoetrope", "/work/my-animations"), "../../src/zoetrope")
    }

    /// The workflow's container and packages are the stack Zoetrope builds with: the Dockerfile's
    /// Swift image, and Scripts/setup.sh's libraries (its fonts come with Zoetrope instead).
    func testTheWorkflowUsesZoetropesOwnStack() throws {
        let dockerfile = try String(contentsOf: repository.appendingPathComponent("Dockerfile"), encoding: .utf8)
        XCTAssertTrue(dockerfile.contains("FROM \(PackageWorkflow.swiftImage) AS build"), "the Dockerfile's build image")
        let setup = try String(contentsOf: repository.appendingPathComponent("Scripts/setup.sh"), encoding: .utf8)
        let start = try XCTUnwrap(setup.range(of: "packages=(\n"))
        let end = try XCTUnwrap(setup.range(of: "\n)", range: start.upperBound..<setup.endIndex))
        let libraries = setup[start.upperBound..<end.lowerBound].split(whereSeparator: \.isWhitespace).map(String.init)
            .filter { !$0.hasPrefix("fonts-") && $0 != "ffmpeg" }
        XCTAssertEqual(Set(PackageWorkflow.systemPackages), Set(libraries + ["git"]))
    }

    func testRefusesANonEmptyFolderABadNameAndAPathWithoutAPackage() throws {
        let occupied = directory.appendingPathComponent("occupied")
        try FileManager.default.createDirectory(at: occupied, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: occupied.appendingPathComponent("notes.txt"))
        XCTAssertEqual(run("init", "x", "--path", occupied.path), 64)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: occupied.path), ["notes.txt"])
        XCTAssertEqual(run("init", "9lives", "--path", directory.appendingPathComponent("a").path), 64)
        XCTAssertEqual(run("init", "has space", "--path", directory.appendingPathComponent("b").path), 64)
        XCTAssertEqual(run("init", "ok", "--path", directory.appendingPathComponent("c").path, "--zoetrope-path", directory.path), 64)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["occupied"], "nothing written")
    }
}
