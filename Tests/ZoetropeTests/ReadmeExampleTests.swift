import XCTest
import Zoetrope

// The README's "Writing a scene" example, verbatim, so the documentation cannot rot.

final class ProgressLayer: Layer {
    @Animatable var percent: Double = 0                 // stored, copied and animated under "percent"

    override func draw(in context: GraphicsContext) {   // called with presentation values
        context.setFillColor(Color(hex: 0x0A84FF))
        context.fill(Rect(x: 0, y: 0, width: bounds.width * percent / 100, height: bounds.height))
    }
}

final class ProgressView: View {
    override class var layerClass: AnyClass { ProgressLayer.self }
    var percent: Double {
        get { (layer as! ProgressLayer).percent }
        set { (layer as! ProgressLayer).percent = newValue }
    }
}

struct Progress: Scene, DefaultConstructible {
    static let name = "progress"
    static let summary = "A bar filling up"
    var size: Size { Size(width: 320, height: 80) }
    var duration: Double { 2 }

    func setUp(on stage: Stage) {
        let bar = ProgressView(frame: Rect(x: 20, y: 30, width: 280, height: 20))
        stage.rootView.addSubview(bar)
        stage.at(0.2) {
            View.animate(withDuration: 1.5, options: .curveEaseOut) { bar.percent = 100 }
        }
        stage.tap(at: Point(x: 160, y: 40), time: 1.8)          // scripted input for gesture recognizers
    }
}

final class ReadmeExampleTests: XCTestCase {
    func testTheReadmeSceneFillsItsBarWithTheBlocksCurve() throws {
        let exporter = Exporter(scene: Progress())
        let halfway = try exporter.still(at: 0.95).rgbaImage()
        let expected = 20 + 280 * TimingFunction.easeOut.value(at: 0.5)
        // Inside the bar's filled part: accent blue; just past its end: the white background.
        let inside = halfway.pixel(x: Int(expected) - 3, y: 40)
        XCTAssertEqual([inside.r, inside.g, inside.b], [0x0A, 0x84, 0xFF])
        let outside = halfway.pixel(x: Int(expected) + 3, y: 40)
        XCTAssertEqual([outside.r, outside.g, outside.b], [255, 255, 255])
    }
}
