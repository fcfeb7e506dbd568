import XCTest
@testable import Zoetrope

final class ExporterNotesTests: XCTestCase {
    func testOddSizesAreAnnouncedFor420VideoOnly() throws {
        let odd = Exporter(scene: SizedScene(size: Size(width: 11, height: 10), duration: 1))
        let notes = try odd.plan(forOutput: "/tmp/x.mp4").notes
        XCTAssertEqual(notes.count, 1)
        XCTAssertEqual(notes[0], .oddSizePadded(width: 11, height: 10, encodedWidth: 12, encodedHeight: 10))
        XCTAssertTrue("\(notes[0])".contains("11×10") && "\(notes[0])".contains("12×10"), "\(notes[0])")
        XCTAssertEqual(try odd.plan(forOutput: "/tmp/x.webm").notes.count, 1)
        XCTAssertEqual(try odd.plan(forOutput: "/tmp/x.gif").notes, [], "GIF keeps odd sizes")
        XCTAssertEqual(try odd.plan(forOutput: "/tmp/x.mov").notes, [], "ProRes 4444 keeps odd sizes")
        let even = Exporter(scene: SizedScene(size: Size(width: 12, height: 10), duration: 1))
        XCTAssertEqual(try even.plan(forOutput: "/tmp/x.mp4").notes, [])
        XCTAssertThrowsError(try even.plan(forOutput: "/tmp/x.avi"))
    }
}
