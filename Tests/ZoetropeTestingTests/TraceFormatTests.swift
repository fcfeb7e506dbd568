import XCTest
import Zoetrope
import ZoetropeTesting

final class TraceFormatTests: XCTestCase {
    func testNumbersHaveFixedDecimalsAndNoNegativeZero() {
        XCTAssertEqual(TraceFormat.number(0.5, decimals: 3), "0.500")
        XCTAssertEqual(TraceFormat.number(52.3149, decimals: 2), "52.31")
        XCTAssertEqual(TraceFormat.number(-0.0, decimals: 2), "0.00")
        XCTAssertEqual(TraceFormat.number(-0.004, decimals: 2), "0.00")
        XCTAssertEqual(TraceFormat.number(-0.006, decimals: 2), "-0.01")
        XCTAssertEqual(TraceFormat.number(-3, decimals: 0), "-3")
        XCTAssertEqual(TraceFormat.number(1234567.891, decimals: 1), "1234567.9")
        XCTAssertEqual(TraceFormat.number(.nan, decimals: 2), "nan")
        XCTAssertEqual(TraceFormat.number(-.infinity, decimals: 2), "-inf")
    }

    func testValuesOfEachKind() {
        XCTAssertEqual(TraceValue(Point(x: 240, y: -0.0)).text(decimals: 2), "(240.00, 0.00)")
        XCTAssertEqual(TraceValue(Rect(x: 1, y: 2, width: 3, height: 4)).text(decimals: 1), "(1.0, 2.0, 3.0, 4.0)")
        XCTAssertEqual(TraceValue(Size(width: 3, height: 4)).text(decimals: 0), "(3, 4)")
        XCTAssertEqual(TraceValue(Color(red: 1, green: 0.5, blue: 0, alpha: 1)).text(decimals: 2), "rgba(1.00, 0.50, 0.00, 1.00)")
        XCTAssertEqual(TraceValue(Transform3D.identity).text(decimals: 2), "identity")
        XCTAssertEqual(TraceValue(Transform3D(translationX: 5, y: -2, z: 0)).text(decimals: 1),
                       "affine(1.0, 0.0, 0.0, 1.0, 5.0, -2.0)")
        XCTAssertEqual(TraceValue(Transform3D(translationX: 0, y: 0, z: 3)).text(decimals: 0),
                       "matrix(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 3, 1)")
        XCTAssertEqual(TraceValue(true).text(decimals: 2), "true")
        XCTAssertEqual(TraceValue(7).text(decimals: 2), "7")
        XCTAssertEqual(TraceValue("say \"hi\"\n").text(decimals: 2), #""say \"hi\"\n""#)
        XCTAssertEqual(TraceValue(nil as Color? as Any).text(decimals: 2), "nil")
        XCTAssertEqual(TraceValue(Color.white as Color? as Any).text(decimals: 1), "rgba(1.0, 1.0, 1.0, 1.0)")
        XCTAssertEqual(TraceValue([0.25, -0.0]).text(decimals: 2), "[0.25, 0.00]")
    }

    func testInspectionListsCustomAndStoredKeys() {
        let gauge = GaugeLayer()
        XCTAssertEqual(gauge.customPropertyKeys, ["level"])
        XCTAssertEqual(Layer().customPropertyKeys, [])
        XCTAssertTrue(gauge.storedPropertyKeys.contains("level"))
        XCTAssertTrue(gauge.storedPropertyKeys.contains("position"))
        XCTAssertEqual(gauge.storedPropertyKeys, gauge.storedPropertyKeys.sorted())
    }
}
