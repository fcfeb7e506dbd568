import XCTest
@testable import MotionCore

/// UIView.AnimationOptions.layoutSubviews as Apple documents it: "Lay out subviews at commit time
/// so that they are animated along with their parent." A badge pinned 10 points in from its
/// card's right edge by `layoutSubviews` follows the card's animated width when the block asks
/// for the option, and jumps to its new place at the next layout without it.
final class LayoutSubviewsOptionTests: XCTestCase {
    private final class Card: View {
        let badge = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        override init(frame: Rect) {
            super.init(frame: frame)
            addSubview(badge)
        }
        override func layoutSubviews() {
            super.layoutSubviews()
            badge.center = Point(x: bounds.width - 10, y: 5)
        }
    }

    private func badgeX(options: View.AnimationOptions) -> (halfway: Double, model: Double) {
        let timeline = Timeline()
        let card = Card(frame: Rect(x: 0, y: 0, width: 100, height: 40))
        timeline.didCommit = { card.layoutIfNeeded() }
        timeline.perform { card.layoutIfNeeded() }
        timeline.perform {
            View.animate(withDuration: 1, delay: 0, options: options.union(.curveLinear), animations: {
                card.bounds.size.width = 200
                card.setNeedsLayout()
            })
        }
        timeline.advance(to: 0.5)
        let halfway = timeline.perform { card.badge.layer.presentation()!.position.x }
        return (halfway, card.badge.center.x)
    }

    func testWithTheOptionTheSubviewMovesAlongWithItsParent() {
        let (halfway, model) = badgeX(options: .layoutSubviews)
        XCTAssertEqual(model, 190)
        XCTAssertEqual(halfway, 140, accuracy: 1e-9, "halfway from 90 to 190 on the block's linear curve")
    }

    func testWithoutItTheSubviewJumpsAtTheNextLayout() {
        let (halfway, model) = badgeX(options: [])
        XCTAssertEqual(model, 190)
        XCTAssertEqual(halfway, 190, "laid out after the block: no animation")
    }
}
