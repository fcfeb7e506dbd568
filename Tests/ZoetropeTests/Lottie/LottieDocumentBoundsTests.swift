import Foundation
import XCTest
@testable import Zoetrope

/// A malformed, huge or hostile document fails with one error naming the file and what is wrong.
final class LottieDocumentBoundsTests: XCTestCase {
    private func message(_ json: String, limits: LottieLimits = LottieLimits()) -> String {
        do {
            _ = try LottieDocument(data: Data(json.utf8), file: "hostile.json", limits: limits)
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    private let square = LottieFixtures.redSquare(position: #"{"a":0,"k":[50,50]}"#)

    func testTextThatIsNotJSONIsNamedWithWhereAndWhy() {
        XCTAssertEqual(message("{\"w\": 10,"), "Lottie file 'hostile.json' is not a JSON document: it ends in the middle of a value")
        // The parser's byte offset (10, the comma's successor on the second line) told as a line and column.
        XCTAssertEqual(message("{\"w\": 10,\n  \"h\": ,\"fr\":30}"),
                       "Lottie file 'hostile.json' is not a JSON document: invalid JSON at line 2, column 8")
        XCTAssertEqual(message(#"{"w":10,"h":1e999,"fr":30,"ip":0,"op":10,"layers":[]}"#),
                       "Lottie file 'hostile.json' is not a JSON document: the number 1e999 is out of range")
    }

    func testAPlaceIsALineAndAColumnInCharacters() {
        let text = Data("{\n  \"é\": x}".utf8)  // é is two bytes, one character
        XCTAssertEqual(JSONSyntaxReason.place(ofByte: 0, in: text).line, 1)
        let place = JSONSyntaxReason.place(ofByte: 10, in: text)  // the x
        XCTAssertEqual(place.line, 2)
        XCTAssertEqual(place.column, 8)
    }

    func testAMissingValueIsNamedByItsPlace() {
        XCTAssertEqual(message(#"{"w":10,"h":10,"fr":30,"ip":0,"op":10,"layers":[{"ty":4,"op":10}]}"#),
                       "Lottie file 'hostile.json' is malformed at layers[0].ip: missing")
    }

    func testAValueOfTheWrongKindIsNamed() {
        XCTAssertEqual(message(#"{"w":10,"h":10,"fr":"fast","ip":0,"op":10,"layers":[]}"#),
                       "Lottie file 'hostile.json' is malformed at fr: expected a number, found a string")
    }

    func testAPropertyOfTheWrongKindSaysWhatItMayBe() {
        let layer = #"{"ty":3,"ind":1,"ip":0,"op":10,"st":0,"ks":{"r":{"a":0,"k":"abc"}}}"#
        XCTAssertEqual(message(#"{"w":10,"h":10,"fr":30,"ip":0,"op":10,"layers":[\#(layer)]}"#),
                       "Lottie file 'hostile.json' is malformed at layers[0].ks.r.k: expected a number or an array of numbers, found a string")
    }

    func testDeepNestingIsRefusedBeforeParsing() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        XCTAssertEqual(message(#"{"w":10,"h":10,"fr":30,"ip":0,"op":10,"layers":[],"x":\#(deep)}"#),
                       "Lottie file 'hostile.json' is not a JSON document: nested deeper than 96 levels")
    }

    func testKeyframesAndPointsAreCounted() throws {
        var limits = LottieLimits()
        limits.maximumKeyframesPerProperty = 2
        let keyframes = LottieFixtures.redSquare(position: #"{"a":1,"k":[{"t":0,"s":[0,0]},{"t":1,"s":[1,1]},{"t":2,"s":[2,2]}]}"#)
        XCTAssertEqual(message(#"{"w":10,"h":10,"fr":30,"ip":0,"op":10,"layers":[\#(keyframes)]}"#, limits: limits),
                       "Lottie file 'hostile.json' has 3 keyframes in layers[0].ks.p, more than the 2 allowed")
        limits = LottieLimits()
        limits.maximumPointsPerPath = 2
        let path = #"{"ty":4,"ip":0,"op":10,"shapes":[{"ty":"sh","ks":{"k":{"c":true,"v":[[0,0],[1,0],[1,1]],"i":[[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0]]}}}]}"#
        XCTAssertEqual(message(#"{"w":10,"h":10,"fr":30,"ip":0,"op":10,"layers":[\#(path)]}"#, limits: limits),
                       "Lottie file 'hostile.json' has 3 vertices in layers[0].shapes[0].ks.k.v, more than the 2 allowed")
    }

    func testAFileLargerThanTheLimitIsRefusedBeforeItIsRead() throws {
        var limits = LottieLimits()
        limits.maximumFileSize = 16
        let url = try makeTemporaryFolder().appendingPathComponent("big.json")
        try Data(repeating: UInt8(ascii: " "), count: 17).write(to: url)
        XCTAssertThrowsError(try LottieDocument(contentsOf: url, limits: limits)) {
            XCTAssertEqual($0 as? LottieError, .fileTooLarge(file: url.path, bytes: 17, limit: 16))
        }
    }

    func testAPrecompositionThatContainsItselfIsRefused() {
        let loop = #"{"ty":0,"refId":"a","ip":0,"op":10,"w":10,"h":10,"ks":{}}"#
        XCTAssertEqual(message(#"{"w":10,"h":10,"fr":30,"ip":0,"op":10,"assets":[{"id":"a","layers":[\#(loop)]}],"layers":[\#(loop)]}"#),
                       "Lottie file 'hostile.json' is malformed at assets: precomposition 'a' contains itself")
    }

    func testPrecompositionsUsedManyTimesAreCountedEachTime() {
        var limits = LottieLimits()
        limits.maximumLayers = 1_000
        // Ten levels, each using the next ten times: 10^10 layers if expanded.
        var assets: [String] = []
        for level in 0..<10 {
            let use = #"{"ty":0,"refId":"c\#(level + 1)","ip":0,"op":10,"w":10,"h":10,"ks":{}}"#
            assets.append(#"{"id":"c\#(level)","layers":[\#(Array(repeating: use, count: 10).joined(separator: ","))]}"#)
        }
        assets.append(#"{"id":"c10","layers":[\#(square)]}"#)
        let root = #"{"ty":0,"refId":"c0","ip":0,"op":10,"w":10,"h":10,"ks":{}}"#
        let text = message(#"{"w":10,"h":10,"fr":30,"ip":0,"op":10,"assets":[\#(assets.joined(separator: ","))],"layers":[\#(root)]}"#,
                           limits: limits)
        XCTAssertTrue(text.hasSuffix("layers, more than the 1000 allowed"), "bounded, not expanded: \(text)")
    }

    func testAnUnreadableFileIsNamed() {
        XCTAssertThrowsError(try LottieDocument(contentsOf: URL(fileURLWithPath: "/nonexistent/anim.json"))) {
            XCTAssertEqual("\($0)", "Lottie file '/nonexistent/anim.json' cannot be read: no such file")
        }
    }
}
