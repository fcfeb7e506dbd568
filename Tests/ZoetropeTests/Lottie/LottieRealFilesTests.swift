import Foundation
import XCTest
@testable import Zoetrope

/// Real documents (rlottie's examples, in Files/ with their licence): every one is read, plays
/// through five instants, and names exactly what it does not draw.
final class LottieRealFilesTests: XCTestCase {
    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Files")

    /// What each file's render notes; files not listed note nothing (`bell.json`'s Fill effects
    /// are drawn now).
    private static let expectedNotes: [String: [String]] = [:]

    func testEveryFilePlaysAndNamesWhatItSkips() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".json") }.sorted()
        XCTAssertEqual(files.count, 12)
        for file in files {
            let scene = try LottieScene(contentsOf: Self.folder.appendingPathComponent(file))
            let cursor = Playback.Cursor(Playback(scene: scene))
            var notes: [String] = []
            for k in 0..<5 {
                notes += try cursor.move(to: scene.duration * Double(k) / 4).takeNotes()
            }
            XCTAssertEqual(notes, Self.expectedNotes[file] ?? [], file)
            let still = try Scrubber(scene: scene).still(at: scene.duration / 2)
            XCTAssertEqual(still.pixelWidth, Int(scene.size.width), file)
        }
    }
}
