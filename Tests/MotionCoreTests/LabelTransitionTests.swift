import Foundation
import XCTest
@testable import MotionCore

/// Seed 001: label text changes animate with a transition inheriting the block's timing.
final class LabelTransitionTests: XCTestCase {
    /// A label that opts in to cross-fading its text inside blocks (UILabel's default is none).
    private func makeLabel() -> Label {
        let label = Label(frame: Rect(x: 0, y: 0, width: 120, height: 30), text: "Old", font: .system(size: 20))
        label.textTransition = .fade
        return label
    }

    func testTextOutsideABlockChangesAtOnce() {
        let timeline = Timeline()
        let label = makeLabel()
        timeline.perform { label.text = "New" }
        XCTAssertTrue(label.layer.animationKeys().isEmpty)
        XCTAssertEqual((timeline.perform { label.layer.presentation()! } as! TextLayer).string, "New")
    }

    func testDelayedFadeKeepsTheOldTextUntilTheDelayEnds() {
        let timeline = Timeline()
        let label = makeLabel()
        var log: [Bool] = []
        timeline.perform {
            View.animate(withDuration: 1, delay: 0.5, options: .curveEaseIn, animations: {
                label.text = "New"
            }, completion: { log.append($0) })
        }
        XCTAssertEqual(label.text, "New", "the model changes at once")
        for t in [0.0, 0.25, 0.49] {
            timeline.advance(to: t)
            let p = timeline.perform { label.layer.presentation()! }
            let state = p.activeTransition
            XCTAssertEqual(state?.progress, 0, "only the old text is shown during the delay (t = \(t))")
            XCTAssertEqual((state?.previous as? TextLayer)?.string, "Old")
        }
        timeline.advance(to: 1.0)
        let state = timeline.perform { label.layer.presentation()!.activeTransition }
        XCTAssertEqual(state?.kind, .fade)
        XCTAssertEqual(state?.progress ?? -1, TimingFunction.easeIn.value(at: 0.5), accuracy: 1e-9, "the block's curve")
        XCTAssertTrue(log.isEmpty)
        timeline.advance(to: 1.5)
        XCTAssertEqual(log, [true], "the block's completion, once, when the transition ends")
        XCTAssertNil(timeline.perform { label.layer.presentation()!.activeTransition })
    }

    func testPushFromTopOptionAndSharedCompletion() {
        let timeline = Timeline()
        let label = makeLabel()
        label.textTransition = .push(.fromTop)
        var log: [Bool] = []
        timeline.perform {
            View.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: {
                label.text = "New"
                label.alpha = 0.5
            }, completion: { log.append($0) })
        }
        timeline.advance(to: 0.5)
        let p = timeline.perform { label.layer.presentation()! }
        XCTAssertEqual(p.activeTransition?.kind, .push)
        XCTAssertEqual(p.activeTransition?.subtype, .fromTop)
        XCTAssertEqual(p.activeTransition?.progress ?? -1, 0.25, accuracy: 1e-6)
        XCTAssertEqual(p.opacity, 0.875, accuracy: 1e-6, "text and alpha sampled at the same instant")
        timeline.advance(to: 2)
        XCTAssertEqual(log, [true])
    }

    func testNoTransitionOption() {
        let timeline = Timeline()
        let label = makeLabel()
        label.textTransition = .none
        timeline.perform { View.animate(withDuration: 1, animations: { label.text = "New" }) }
        XCTAssertTrue(label.layer.animationKeys().isEmpty)
    }

    func testLabelPropertiesLiveOnTheTextLayer() {
        let label = makeLabel()
        label.textColor = Color(red: 1, green: 0, blue: 0)
        label.textAlignment = .center
        label.numberOfLines = 0
        label.lineBreakMode = .byWordWrapping
        let style = label.textLayer.textStyle
        XCTAssertEqual(style.font, Font.system(size: 20))
        XCTAssertEqual(style.color, Color(red: 1, green: 0, blue: 0))
        XCTAssertEqual(style.alignment, .center)
        XCTAssertEqual(style.numberOfLines, 0)
        XCTAssertEqual(style.lineBreakMode, .byWordWrapping)
    }

    func testFontSizeAnimatesInABlock() {
        let timeline = Timeline()
        let label = makeLabel()
        timeline.perform {
            View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { label.font = .system(size: 40) })
        }
        timeline.advance(to: 0.5)
        let p = timeline.perform { label.layer.presentation()! } as! TextLayer
        XCTAssertEqual(p.fontSize, 30, accuracy: 1e-5)
    }

    func testTextLayerDrawsItsStringWithItsStyle() {
        let label = makeLabel()
        label.textAlignment = .center
        let context = RecordingGraphicsContext()
        label.layer.presentation()!.draw(in: context)
        XCTAssertEqual(context.commands, [.text("Old", Rect(x: 0, y: 0, width: 120, height: 30), label.textLayer.textStyle)])
        label.text = nil
        let empty = RecordingGraphicsContext()
        label.layer.presentation()!.draw(in: empty)
        XCTAssertTrue(empty.commands.isEmpty)
    }
}

/// `Label.attributedText`: its characters are shown; attributes it cannot draw are reported,
/// wherever in the string they are, never dropped silently.
final class LabelAttributedTextTests: XCTestCase {
    func testAttributesAnywhereInTheStringAreReported() {
        let timeline = Timeline()
        let label = Label(frame: Rect(x: 0, y: 0, width: 120, height: 30), text: "Old")
        let styled = NSMutableAttributedString(string: "plain then bold")
        styled.addAttribute(NSAttributedString.Key("bold"), value: true, range: NSRange(location: 11, length: 4))
        timeline.perform { label.attributedText = styled }
        XCTAssertEqual(label.text, "plain then bold")
        XCTAssertEqual(label.attributedText?.string, "plain then bold")
        let notes = timeline.takeNotes()
        XCTAssertEqual(notes.count, 1)
        XCTAssertTrue(notes.first?.contains("attributes of \"plain then bold\" are not drawn") == true, "\(notes)")
        timeline.perform { label.attributedText = NSAttributedString(string: "New") }
        XCTAssertEqual(label.text, "New")
        XCTAssertEqual(timeline.takeNotes(), [], "no attributes, nothing to report")
    }
}
