import XCTest
import ZoetropeTesting
import ZoetropeUIKit

/// A plain stored property: on iOS `@NSManaged` makes it animatable; here nothing answers to it.
private final class PlainRadiusLayer: CALayer {
    var radius: Double = 50
}

/// Seed 002 as first ported: a plain `var radius` animated with CABasicAnimation.
private struct PlainRadiusScene: IOSTestScene {
    static let name = "plain-radius"
    static let summary = "an animation that does nothing"
    var size: Size { Size(width: 40, height: 40) }
    var duration: Double { 1 }

    func setUp(on stage: Stage) {
        let layer = PlainRadiusLayer()
        layer.name = "circle"
        stage.rootLayer.addSublayer(layer)
        stage.at(0.1) {
            let anim = CABasicAnimation(keyPath: "radius")
            anim.fromValue = NSNumber(value: 50.0)
            anim.toValue = NSNumber(value: 150.0)
            layer.add(anim, forKey: "animateRadius")
        }
    }
}

/// What works on a device and cannot here is reported, never silent: an animated key path that no
/// property answers to, or values the property cannot take, give one warning naming the key and
/// the layer's class — a note of the render, an error under snapshot tests.
final class SilentAnimationWarningTests: XCTestCase {
    func testAnimatingAKeyNothingAnswersToIsAWarningNamingKeyAndClass() throws {
        let stage = Stage(scene: PlainRadiusScene())
        try stage.advance(to: 0.5)
        let notes = stage.takeNotes()
        XCTAssertEqual(notes.count, 1)
        let note = try XCTUnwrap(notes.first)
        XCTAssertTrue(note.hasPrefix("warning: "), note)
        XCTAssertTrue(note.contains("'radius'") && note.contains("PlainRadiusLayer"), note)
    }

    func testUnderSnapshotTestsTheWarningFailsTheScene() throws {
        try Timeline.$treatsWarningsAsErrors.withValue(true) {
            let stage = Stage(scene: PlainRadiusScene())
            XCTAssertThrowsError(try stage.advance(to: 0.5)) { error in
                XCTAssertTrue("\(error)".contains("'radius'"), "\(error)")
            }
            // Through the exporter, whose engine runs on a thread of its own.
            XCTAssertThrowsError(try SnapshotRenderer.frames(of: PlainRadiusScene(), at: [0.5]))
        }
        XCTAssertNoThrow(try SnapshotRenderer.frames(of: PlainRadiusScene(), at: [0.5]), "a note outside tests")
    }

    func testValuesThePropertyCannotTakeAreAWarning() throws {
        let timeline = Timeline()
        let layer = CircleLayer()
        timeline.perform {
            let anim = CABasicAnimation(keyPath: "radius")
            anim.toValue = "large"
            layer.add(anim, forKey: nil)
        }
        let notes = timeline.takeNotes()
        XCTAssertEqual(notes.count, 1)
        XCTAssertTrue(notes.first?.contains("cannot interpolate large (String)") == true, "\(notes)")
        XCTAssertTrue(notes.first?.contains("CircleLayer") == true, "\(notes)")
    }

    /// Numbers of every kind iOS code passes are converted to the property's type, silently.
    func testNumbersOfAnyKindAreConvertedWithoutAWarning() throws {
        let timeline = Timeline()
        let layer = CircleLayer()
        let values: [Any] = [NSNumber(value: 80.0), 80, Float(80), CGFloat(80), 80.0, NSNumber(value: 80)]
        for value in values {
            timeline.perform {
                let anim = CABasicAnimation(keyPath: "radius")
                anim.toValue = value
                layer.add(anim, forKey: "grow")
            }
            XCTAssertEqual(timeline.takeNotes(), [], "\(type(of: value))")
            XCTAssertTrue(layer.animation(forKey: "grow").flatMap { ($0 as? CABasicAnimation)?.toValue } is CGFloat)
        }
        timeline.perform { layer.setValue(NSNumber(value: 70), forKey: "radius") }
        XCTAssertEqual(layer.radius, 70)
    }
}
