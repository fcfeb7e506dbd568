import XCTest
import Zoetrope
@testable import ZoetropeCommandLine

/// A layer with one custom property, for traces.
final class GaugeLayer: Layer {
    @Animatable("level") var level: Double = 0
    @Animatable("tint") var tint: Color? = nil
}

/// Level 0 → 10 linearly over 0.2…1.2 s; a square fading out linearly over 0…1 s, rotated.
struct GaugeScene: Scene, DefaultConstructible {
    static let name = "gauge"
    static let summary = "test scene"
    var size: Size { Size(width: 100, height: 100) }
    var duration: Double { 2 }
    var fps: Int { 10 }

    func setUp(on stage: Stage) {
        let gauge = GaugeLayer()
        gauge.name = "gauge"
        gauge.frame = Rect(x: 10, y: 20, width: 30, height: 40)
        stage.rootLayer.addSublayer(gauge)
        let square = Layer()
        square.name = "square"
        square.frame = Rect(x: 50, y: 50, width: 20, height: 20)
        square.cornerRadius = 4
        square.transform = Transform3D(rotationAngle: Double.pi / 2, x: 0, y: 0, z: 1)
        stage.rootLayer.addSublayer(square)
        let unnamed = Layer()
        stage.rootLayer.addSublayer(unnamed)

        let fade = BasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0
        fade.toValue = 0.0
        fade.duration = 1
        square.add(fade, forKey: "fade")
        square.opacity = 0
        stage.at(0.2) {
            let fill = BasicAnimation(keyPath: "level")
            fill.fromValue = 0.0
            fill.toValue = 10.0
            fill.duration = 1
            gauge.add(fill, forKey: "fill")
            gauge.level = 10
        }
    }
}

/// What `zoetrope trace` records (`TraceCommand.record`) and its JSON.
final class TraceCommandRecordingTests: XCTestCase {
    private func trace(fps: Int = 10, layers: [String] = []) throws -> [TraceFrame] {
        let scene = GaugeScene()
        let settings = try RenderSettings(fps: fps).resolved(for: scene)
        return try TraceCommand.record(scene, settings: settings, layers: layers).1.frames
    }

    private func value(_ key: String, of layer: TracedLayer) -> TraceValue? {
        layer.properties?.first { $0.key == key }?.value
    }

    func testEveryRenderedFrameWithEveryNamedLayer() throws {
        let frames = try trace()
        XCTAssertEqual(frames.count, 20, "2 s at 10 fps, the frames 'render' draws")
        for (index, frame) in frames.enumerated() {
            XCTAssertEqual(frame.index, index)
            XCTAssertEqual(frame.time, Double(index) / 10, accuracy: 1e-12)
            XCTAssertEqual(frame.layers.map(\.name), ["gauge", "square"], "unnamed layers and the root are left out")
        }
    }

    func testValuesFollowTheAnimations() throws {
        let frames = try trace(layers: ["gauge", "square"])
        for frame in frames {
            let gauge = try XCTUnwrap(frame.layers.first { $0.name == "gauge" })
            let square = try XCTUnwrap(frame.layers.first { $0.name == "square" })
            guard case let .number(level) = value("level", of: gauge), case let .number(opacity) = value("opacity", of: square),
                  case let .transform(transform) = value("transform", of: square) else {
                return XCTFail("unexpected values at t=\(frame.time): \(gauge), \(square)")
            }
            XCTAssertEqual(level, min(max((frame.time - 0.2) / 1, 0), 1) * 10, accuracy: 1e-9, "t=\(frame.time)")
            XCTAssertEqual(opacity, max(1 - frame.time, 0), accuracy: 1e-9, "t=\(frame.time)")
            XCTAssertEqual(value("frame", of: gauge), .rect(Rect(x: 10, y: 20, width: 30, height: 40)))
            XCTAssertEqual(value("cornerRadius", of: square), .number(4))
            XCTAssertEqual(transform.m12, 1, accuracy: 1e-12)
            XCTAssertEqual(transform.m21, -1, accuracy: 1e-12)
        }
        XCTAssertEqual(frames[0].layers.first?.properties?.filter(\.isCustom).map(\.key), ["level", "tint"])
    }

    func testJSONShape() throws {
        let frame = try trace(layers: ["gauge"])[7]
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(TraceJSON.json(frame).text.utf8)) as? [String: Any])
        XCTAssertEqual(object["index"] as? Int, 7)
        XCTAssertEqual(object["time"] as? Double, 0.7)
        let layer = try XCTUnwrap((object["layers"] as? [[String: Any]])?.first)
        XCTAssertEqual(layer["name"] as? String, "gauge")
        XCTAssertEqual(layer["frame"] as? [String: Double], ["x": 10, "y": 20, "width": 30, "height": 40])
        XCTAssertEqual(layer["opacity"] as? Double, 1)
        XCTAssertEqual(layer["cornerRadius"] as? Double, 0)
        XCTAssertEqual(layer["transform"] as? [Double], Transform3D.identity.entries)
        let properties = try XCTUnwrap(layer["properties"] as? [String: Any])
        XCTAssertEqual(properties["level"] as? Double ?? .nan, 5, accuracy: 1e-6)
        XCTAssertTrue(properties["tint"] is NSNull)
    }

    func testUnknownLayerNamesTheLayersThatExist() {
        XCTAssertThrowsError(try trace(layers: ["gauge", "needle"])) { error in
            XCTAssertEqual(error as? TraceError, .unknownLayer("needle", known: ["gauge", "square"]))
            XCTAssertEqual("\(error)", "no layer named 'needle' in any frame; named layers: gauge, square")
        }
    }
}
