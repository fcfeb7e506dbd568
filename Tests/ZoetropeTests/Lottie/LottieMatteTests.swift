import CairoRendering
import XCTest
@testable import Zoetrope

/// Track mattes by each channel After Effects offers: a red solid through a matte whose top half is
/// white on the left and 50 % grey on the right, its bottom half transparent. Alpha shows the top
/// half; inverted alpha the bottom; luminance the white fully and the grey by half (Rec. 709 over
/// black: 128 of 255); inverted luminance the reverse — expected values from those definitions.
final class LottieMatteTests: XCTestCase {
    private func rectangle(x: Double, grey: Double) -> String {
        #"{"ty":"gr","it":[{"ty":"rc","p":{"a":0,"k":[\#(x),25]},"s":{"a":0,"k":[50,50]},"r":{"a":0,"k":0}},{"ty":"fl","c":{"a":0,"k":[\#(grey),\#(grey),\#(grey),1]},"o":{"a":0,"k":100}},{"ty":"tr"}]}"#
    }

    /// The frame of the red solid under a matte of type `tt`.
    private func frame(tt: Int) throws -> RGBAImage {
        let matte = #"{"ty":4,"nm":"matte","ind":1,"td":1,"ip":0,"op":20,"st":0,"ks":{},"shapes":[\#(rectangle(x: 25, grey: 1)),\#(rectangle(x: 75, grey: 0.5))]}"#
        let red = ##"{"ty":1,"nm":"red","ind":2,"tt":\##(tt),"ip":0,"op":20,"st":0,"ks":{},"sc":"#ff0000","sw":100,"sh":100}"##
        return try Scrubber(scene: LottieScene(document: LottieFixtures.document(layers: matte + "," + red))).still(at: 0.5).rgbaImage()
    }

    /// How much of the red shows at (x, y) over the white scene: 1 − green / 255.
    private func coverage(_ image: RGBAImage, _ x: Int, _ y: Int) -> Double {
        let pixel = image.pixel(x: x, y: y)
        XCTAssertEqual(pixel.r, 255, "(\(x), \(y)) is red over white")
        return 1 - Double(pixel.g) / 255
    }

    func testEachChannelMasksAsDefined() throws {
        let grey = 128.0 / 255   // 0.5 × 255 rounded, and its luminance: the weights sum to 1
        let expected: [(tt: Int, white: Double, grey: Double, clear: Double)] = [
            (1, 1, 1, 0), (2, 0, 0, 1), (3, 1, grey, 0), (4, 0, 1 - grey, 1),
        ]
        for (tt, white, greyCoverage, clear) in expected {
            let image = try frame(tt: tt)
            XCTAssertEqual(coverage(image, 25, 25), white, accuracy: 0.01, "tt \(tt): under the white")
            XCTAssertEqual(coverage(image, 75, 25), greyCoverage, accuracy: 0.01, "tt \(tt): under the grey")
            XCTAssertEqual(coverage(image, 50, 75), clear, accuracy: 0.01, "tt \(tt): where the matte is transparent")
        }
    }

    func testTheMatteChannelIsNotANote() throws {
        let matte = #"{"ty":4,"nm":"matte","ind":1,"td":1,"ip":0,"op":20,"st":0,"ks":{},"shapes":[\#(rectangle(x: 25, grey: 1))]}"#
        let red = ##"{"ty":1,"nm":"red","ind":2,"tt":3,"ip":0,"op":20,"st":0,"ks":{},"sc":"#ff0000","sw":100,"sh":100}"##
        let document = try LottieFixtures.document(layers: matte + "," + red)
        let composition = LottieComposition(document: document)
        _ = composition.layers(of: document.layers)
        XCTAssertEqual(composition.notes, [])
    }
}
