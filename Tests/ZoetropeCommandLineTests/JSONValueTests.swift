import XCTest
import Zoetrope
@testable import ZoetropeCommandLine

final class JSONValueTests: XCTestCase {
    func testNumbersAreRoundedIntegersPlainAndNonFiniteNull() {
        XCTAssertEqual(JSONValue.format(0.1 + 0.2), "0.3")
        XCTAssertEqual(JSONValue.format(3), "3")
        XCTAssertEqual(JSONValue.format(-0.0), "0")
        XCTAssertEqual(JSONValue.format(-1e-9), "0")
        XCTAssertEqual(JSONValue.format(12.3456789), "12.345679")
        XCTAssertEqual(JSONValue.format(12.3456789, decimals: 3), "12.346")
        XCTAssertEqual(JSONValue.format(.nan), "null")
        XCTAssertEqual(JSONValue.format(.infinity), "null")
    }

    func testStringsAreEscapedAndObjectsKeepTheirOrder() throws {
        let value = JSONValue.object([("z", .string("a\"b\\c\nd\u{1}")), ("a", .array([.null, .bool(true), .number(1.5)]))])
        XCTAssertEqual(value.text, #"{"z":"a\"b\\c\nd\u0001","a":[null,true,1.5]}"#)
        let parsed = try JSONSerialization.jsonObject(with: Data(value.text.utf8)) as? [String: Any]
        XCTAssertEqual(parsed?["z"] as? String, "a\"b\\c\nd\u{1}")
    }

    func testPropertyValuesOfCommonTypes() {
        XCTAssertEqual(TraceJSON.json(TraceValue(Point(x: 1, y: 2))).text, #"{"x":1,"y":2}"#)
        XCTAssertEqual(TraceJSON.json(TraceValue(Rect(x: 1, y: 2, width: 3, height: 4))).text, #"{"x":1,"y":2,"width":3,"height":4}"#)
        XCTAssertEqual(TraceJSON.json(TraceValue(Color(red: 1, green: 0.5, blue: 0, alpha: 0.25))).text,
                       #"{"red":1,"green":0.5,"blue":0,"alpha":0.25}"#)
        XCTAssertEqual(TraceJSON.json(TraceValue(Transform3D(translationX: 5, y: 6, z: 0))).text,
                       "[1,0,0,0,0,1,0,0,0,0,1,0,5,6,0,1]")
        let missing: Color? = nil
        XCTAssertEqual(TraceJSON.json(TraceValue(missing as Any)).text, "null")
        XCTAssertEqual(TraceJSON.json(TraceValue(Optional(Optional(2.5)) as Any)).text, "2.5")
        XCTAssertEqual(TraceJSON.json(TraceValue("label")).text, #""label""#)
        XCTAssertEqual(TraceJSON.json(TraceValue(true)).text, "true")
    }
}
