import XCTest
@testable import Zoetrope

final class ExporterNotesTests: XCTestCase {
    func testOddSizesAreAnnouncedFor420VideoOnly() throws {
        let odd = Exporter(scene: SizedScene(size: Size(width: 11, height: 10), duration: 1))
        let notes = try odd.notes(forOutput: "/tmp/x.mp4")
        XCTAssertEqual(notes.count, 1)
        XCTAssertTrue(notes[0].contains("11×10") && notes[0].contains("12×10"), notes[0])
        XCTAssertEqual(try odd.notes(forOutput: "/tmp/x.webm").count, 1)
        XCTAssertEqual(try odd.notes(forOutput: "/tmp/x.gif"), [], "GIF keeps odd sizes")
        XCTAssertEqual(try odd.notes(forOutput: "/tmp/x.mov"), [], "ProRes 4444 keeps odd sizes")
        let even = Exporter(scene: SizedScene(size: Size(width: 12, height: 10), duration: 1))
        XCTAssertEqual(try even.notes(forOutput: "/tmp/x.mp4"), [])
        XCTAssertThrowsError(try even.notes(forOutput: "/tmp/x.avi"))
    }
}
