import Foundation
import XCTest
import ZoetropeTestSupport

/// `Scripts/package.sh`: a release `zoetrope` with the Swift runtime linked in, in a tarball that
/// runs where the Swift toolchain is out of reach — checked by hiding the toolchain's folder
/// behind an empty one in a mount namespace of its own (root, as CI runs). The release build
/// takes a few minutes on a two-core machine; ZOETROPE_E2E_PACKAGE=0 skips it.
final class PackageScriptTests: XCTestCase {
    private static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testTheTarballRunsWithoutTheSwiftToolchain() throws {
        try XCTSkipIf(ProcessInfo.processInfo.environment["ZOETROPE_E2E_PACKAGE"] == "0", "ZOETROPE_E2E_PACKAGE=0")
        try XCTSkipIf(getuid() != 0, "hiding the toolchain needs root (a mount namespace)")
        let script = Self.repositoryRoot.appendingPathComponent("Scripts/package.sh")
        let packaged = try UserPackageFixture.run(script, [], timeout: 1800)
        XCTAssertEqual(packaged.status, 0, packaged.stderr)
        let tarball = Self.repositoryRoot.appendingPathComponent(packaged.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
        XCTAssertTrue(tarball.lastPathComponent.hasPrefix("zoetrope-") && tarball.lastPathComponent.hasSuffix(".tar.gz"), tarball.path)

        let folder = try makeTemporaryFolder("zoetrope-e2e")
        let untar = try CLI.run(URL(fileURLWithPath: "/bin/tar"), ["-xzf", tarball.path, "-C", folder.path])
        XCTAssertEqual(untar.status, 0, untar.stderr)
        let name = tarball.lastPathComponent.replacingOccurrences(of: ".tar.gz", with: "")
        let binary = folder.appendingPathComponent("\(name)/zoetrope")
        let libraries = try CLI.run(URL(fileURLWithPath: "/usr/bin/ldd"), [binary.path]).stdout
        XCTAssertFalse(libraries.contains("libswift"), libraries)
        XCTAssertFalse(libraries.contains("libFoundation"), libraries)
        // Only the runtime libraries the README lists: no networking (the preview reads HTTP
        // through FlyingSocks, without Foundation's URL loading and its libcurl).
        XCTAssertFalse(libraries.contains("libcurl"), libraries)

        // The toolchain's root: /opt/swift for /opt/swift/usr/bin/swift.
        let swift = try CLI.run(URL(fileURLWithPath: "/bin/sh"), ["-c", "readlink -f \"$(command -v swift)\""]).stdout
        let toolchain = URL(fileURLWithPath: swift.trimmingCharacters(in: .whitespacesAndNewlines))
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let output = folder.appendingPathComponent("demo.gif")
        let hidden = try CLI.run(URL(fileURLWithPath: "/usr/bin/unshare"), [
            "-m", "sh", "-c",
            "mount -t tmpfs none '\(toolchain.path)' && '\(binary.path)' --version && "
                + "'\(binary.path)' render app-demo --width 240 --quiet -o '\(output.path)'",
        ])
        XCTAssertEqual(hidden.status, 0, hidden.stderr)
        XCTAssertTrue(hidden.stdout.hasPrefix("0."), hidden.stdout)
        let (stream, _) = try CLI.probe(output.path)
        XCTAssertEqual(stream["codec_name"] as? String, "gif")
        XCTAssertEqual(stream["width"] as? Int, 240)
    }
}
