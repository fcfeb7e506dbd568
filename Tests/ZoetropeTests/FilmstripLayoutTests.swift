import XCTest
import Zoetrope

final class FilmstripLayoutTests: XCTestCase {
    func testTimesAreEvenlySpacedWithFirstAndLastIncluded() throws {
        let layout = try FilmstripLayout(count: 8, columns: 4, start: 0, end: 3.2, thumbnailSize: Size(width: 200, height: 112.5))
        XCTAssertEqual(layout.times.count, 8)
        for (index, time) in layout.times.enumerated() { XCTAssertEqual(time, 3.2 * Double(index) / 7, accuracy: 1e-12) }
        XCTAssertEqual(layout.times.last, 3.2)
        XCTAssertEqual(layout.label(0), "t = 0.00 s")
        XCTAssertEqual(layout.label(1), "t = 0.46 s")
        XCTAssertEqual(layout.label(7), "t = 3.20 s")
        XCTAssertEqual(try FilmstripLayout(count: 1, columns: 4, start: 0.5, end: 2, thumbnailSize: Size(width: 100, height: 50)).times, [0.5])
    }

    func testCloseFramesGetThreeDecimals() throws {
        let layout = try FilmstripLayout(count: 11, columns: 4, start: 0, end: 0.1, thumbnailSize: Size(width: 100, height: 50))
        XCTAssertEqual(layout.label(1), "t = 0.010 s")
    }

    func testGridGeometry() throws {
        let thumbnail = Size(width: 200, height: 112.5)
        let layout = try FilmstripLayout(count: 6, columns: 4, start: 0, end: 1, thumbnailSize: thumbnail)
        XCTAssertEqual(layout.rows, 2)
        let (margin, gap) = (FilmstripLayout.margin, FilmstripLayout.gap)
        let (title, label) = (FilmstripLayout.titleHeight, FilmstripLayout.labelHeight)
        XCTAssertEqual(layout.size, Size(width: 2 * margin + 4 * 200 + 3 * gap,
                                         height: 2 * margin + title + 2 * (112.5 + label) + gap))
        XCTAssertEqual(layout.thumbnailRect(0), Rect(x: margin, y: margin + title, width: 200, height: 112.5))
        XCTAssertEqual(layout.thumbnailRect(5), Rect(x: margin + 200 + gap, y: margin + title + 112.5 + label + gap,
                                                     width: 200, height: 112.5))
        XCTAssertEqual(layout.labelRect(5).minY, layout.thumbnailRect(5).maxY)
        let narrow = try FilmstripLayout(count: 3, columns: 4, start: 0, end: 1, thumbnailSize: thumbnail)
        XCTAssertEqual(narrow.columns, 3, "no empty columns")
    }

    func testBadSettingsAreErrors() {
        let size = Size(width: 100, height: 50)
        XCTAssertThrowsError(try FilmstripLayout(count: 0, columns: 4, start: 0, end: 1, thumbnailSize: size))
        XCTAssertThrowsError(try FilmstripLayout(count: 201, columns: 4, start: 0, end: 1, thumbnailSize: size))
        XCTAssertThrowsError(try FilmstripLayout(count: 4, columns: 0, start: 0, end: 1, thumbnailSize: size))
        XCTAssertThrowsError(try FilmstripLayout(count: 4, columns: 2, start: 2, end: 1, thumbnailSize: size))
        XCTAssertThrowsError(try FilmstripLayout(count: 4, columns: 2, start: -1, end: 1, thumbnailSize: size))
        XCTAssertThrowsError(try FilmstripLayout(count: 4, columns: 2, start: 0, end: .nan, thumbnailSize: size))
        XCTAssertThrowsError(try FilmstripLayout(count: 4, columns: 2, start: 0, end: 1, thumbnailSize: Size(width: 1e6, height: 10)))
    }

    func testStripIsTheFramesEdgeToEdgeAtTheirTimes() throws {
        let layout = try FilmstripLayout.strip(times: [1, 0, 0.5], frameSize: Size(width: 30, height: 20))
        XCTAssertEqual(layout.times, [1, 0, 0.5], "a strip keeps the order it was given")
        XCTAssertEqual(layout.size, Size(width: 90, height: 20))
        XCTAssertEqual((0..<3).map(layout.thumbnailRect), [Rect(x: 0, y: 0, width: 30, height: 20),
                                                           Rect(x: 30, y: 0, width: 30, height: 20),
                                                           Rect(x: 60, y: 0, width: 30, height: 20)])
        XCTAssertThrowsError(try FilmstripLayout.strip(times: [], frameSize: Size(width: 30, height: 20)))
        XCTAssertThrowsError(try FilmstripLayout.strip(times: [-1], frameSize: Size(width: 30, height: 20)))
    }
}
