import XCTest
import ZoetropeUIKit

/// A CAAction written the iOS way, run(forKey:object:arguments:), found by the action search
/// (the `actions` dictionary, an `action(forKey:)` override) and run when the key changes, with
/// the layer as the object and no arguments, as Core Animation runs it for a property change.
final class IOSActionProtocolTests: XCTestCase {
    final class RecordingAction: NSObject, CAAction {
        private(set) var events: [String] = []
        private(set) var objects: [Any] = []
        private(set) var argumentCounts: [Int?] = []

        func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
            events.append(event)
            objects.append(anObject)
            argumentCounts.append(dict?.count)
        }
    }

    final class ActingLayer: CALayer {
        let action = RecordingAction()
        override func action(forKey event: String) -> CAAction? {
            event == "cornerRadius" ? action : super.action(forKey: event)
        }
    }

    func testAnActionInTheActionsDictionaryRunsForItsKey() {
        let timeline = Timeline()
        let layer = CALayer()
        let action = RecordingAction()
        layer.actions = ["opacity": action]
        timeline.perform {
            layer.opacity = 0.5
            layer.cornerRadius = 4
        }
        XCTAssertEqual(action.events, ["opacity"])
        XCTAssertTrue(action.objects.first as? CALayer === layer)
        XCTAssertEqual(action.argumentCounts, [nil])
    }

    func testAnActionReturnedByAnOverrideRuns() {
        let timeline = Timeline()
        let layer = ActingLayer()
        timeline.perform { layer.cornerRadius = 6 }
        XCTAssertEqual(layer.action.events, ["cornerRadius"])
        XCTAssertEqual(layer.cornerRadius, 6)
        XCTAssertNil(layer.animation(forKey: "cornerRadius"), "the action replaces the implicit animation")
    }
}
