import CairoRendering
import Foundation
import MotionCore
import XCTest

/// Decompression bombs — small files declaring pictures over `CanvasLimits` — are refused before
/// they are decoded, as images and as video clips: each is loaded in a process of its own (this
/// test binary, running only `testLoadingTheBombNamedByTheEnvironment`) under GNU time, whose
/// peak resident memory must stay under 200 MB (decoding them took 2–4 GB).
final class PictureBombTests: XCTestCase {
    private static let pathVariable = "ZOETROPE_TEST_BOMB"
    private static let routeVariable = "ZOETROPE_TEST_BOMB_ROUTE"

    func testDecompressionBombsAreRefusedInBoundedMemory() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-bombs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let bombs = [("16000x16000-rgba16.png", PNGBomb.make(width: 16000, height: 16000, bitDepth: 16)),
                     ("16384x16000-rgba.png", PNGBomb.make(width: 16384, height: 16000)),
                     ("100000x2500-rgba.png", PNGBomb.make(width: 100_000, height: 2500)),
                     ("100000x1000-rgb.png", PNGBomb.make(width: 100_000, height: 1000, colorType: 2))]
        for (name, data) in bombs {
            let url = folder.appendingPathComponent(name)
            try data.write(to: url)
            for route in ["image", "video"] {
                let (status, output, peakKilobytes) = try Self.loadInOwnProcess(url, route: route)
                XCTAssertEqual(status, 0, "\(name) as \(route): \(output)")
                XCTAssertLessThan(peakKilobytes, 200 * 1024, "\(name) as \(route): peak \(peakKilobytes) kB")
                print("\(name) as \(route): peak \(peakKilobytes) kB")
            }
        }
    }

    /// Run only by the test above, in a process of its own: loads the bomb the environment names.
    func testLoadingTheBombNamedByTheEnvironment() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let path = environment[Self.pathVariable] else { return }
        let load: () throws -> Void
        if environment[Self.routeVariable] == "video" {
            load = { _ = try VideoFrameCache().frame(of: URL(fileURLWithPath: path), at: 0, loops: false) }
        } else {
            load = { _ = try ImageCache().pixelSize(of: Image(contentsOfFile: path)) }
        }
        XCTAssertThrowsError(try load()) { error in
            XCTAssertTrue("\(error)".contains("\(path) is too large: "), "\(error)")
            XCTAssertTrue("\(error)".contains(" pixels exceeds the limit of "), "\(error)")
        }
    }

    /// Runs this test binary's `testLoadingTheBombNamedByTheEnvironment` for `url` under
    /// `/usr/bin/time`; returns its status, its output and its peak resident memory in kB.
    private static func loadInOwnProcess(_ url: URL, route: String) throws -> (Int32, String, Int) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
        process.arguments = ["-f", "peak-kB %M", CommandLine.arguments[0],
                             "CairoRenderingTests.PictureBombTests/testLoadingTheBombNamedByTheEnvironment"]
        process.environment = ProcessInfo.processInfo.environment.merging([pathVariable: url.path, routeVariable: route]) { $1 }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let measured = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let peak = measured.split(separator: "\n").last { $0.hasPrefix("peak-kB ") }.flatMap { Int($0.dropFirst("peak-kB ".count)) }
        return (process.terminationStatus, printed + measured, peak ?? .max)
    }
}
