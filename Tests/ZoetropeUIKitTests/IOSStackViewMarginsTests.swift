import CairoRendering
import XCTest
import ZoetropeUIKit

/// `layoutMargins`, `directionalLayoutMargins` and a stack view's
/// `isLayoutMarginsRelativeArrangement` as UIKit documents them: "for most views, the default
/// layout margins are 8 points on each side"; the leading and trailing directional margins "are
/// synchronized with the left and right insets" (left-to-right here); with the arrangement
/// margin-relative "the stack view will layout its arranged views relative to its layout margins",
/// otherwise "relative to its bounds", false by default. Expected frames: the stack's rules
/// applied to the rectangle inside the margins.
final class IOSStackViewMarginsTests: XCTestCase {
    private let margins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)

    /// A 200 × 100 stack (frame-based) of two views filling equally with spacing 10, laid out.
    private func layOut(axis: NSLayoutConstraint.Axis = .horizontal, alignment: UIStackView.Alignment = .fill,
                        configure: (UIStackView) -> Void) -> (UIStackView, [UIView]) {
        let timeline = Timeline()
        let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let views = [UIView(), UIView()]
        timeline.perform {
            stack.axis = axis
            stack.spacing = 10
            stack.distribution = .fillEqually
            stack.alignment = alignment
            for view in views { stack.addArrangedSubview(view) }
            configure(stack)
            stack.layoutIfNeeded()
        }
        return (stack, views)
    }

    func testAViewsMarginsAreEightPointsOnEachSideByDefault() {
        let view = UIView()
        XCTAssertEqual(view.layoutMargins, UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        XCTAssertEqual(view.directionalLayoutMargins, NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        XCTAssertFalse(UIStackView().isLayoutMarginsRelativeArrangement)
    }

    func testDirectionalMarginsAreTheLeftAndRightOnesLeftToRight() {
        let view = UIView()
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        XCTAssertEqual(view.layoutMargins, UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        view.layoutMargins = UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
        XCTAssertEqual(view.directionalLayoutMargins, NSDirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8))
    }

    /// Not margin-relative (the default), the margins are ignored: (200 − 10) / 2 = 95 wide each.
    func testByDefaultTheViewsFillTheBounds() {
        let (_, views) = layOut { $0.layoutMargins = margins }
        XCTAssertEqual(views.map(\.frame), [CGRect(x: 0, y: 0, width: 95, height: 100),
                                            CGRect(x: 105, y: 0, width: 95, height: 100)])
    }

    /// Margin-relative: the views fill x 20 ..< 160 and y 10 ..< 70, so (140 − 10) / 2 = 65 wide each.
    func testMarginRelativeTheViewsFillTheRectangleInsideTheMargins() {
        let expected: [Rect] = [CGRect(x: 20, y: 10, width: 65, height: 60), CGRect(x: 95, y: 10, width: 65, height: 60)]
        let (_, views) = layOut {
            $0.isLayoutMarginsRelativeArrangement = true
            $0.layoutMargins = margins
        }
        XCTAssertEqual(views.map(\.frame), expected)
        let (_, directional) = layOut {
            $0.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40)
            $0.isLayoutMarginsRelativeArrangement = true
        }
        XCTAssertEqual(directional.map(\.frame), expected)
    }

    /// A vertical stack centring 30-point-wide views: their centre is the margins' centre,
    /// x = 20 + (200 − 20 − 40) / 2 = 90, so they start at 75; heights (60 − 10) / 2 = 25.
    func testCentringIsWithinTheMargins() {
        let (_, views) = layOut(axis: .vertical, alignment: .center) { stack in
            stack.isLayoutMarginsRelativeArrangement = true
            stack.layoutMargins = margins
            for view in stack.arrangedSubviews { view.widthAnchor.constraint(equalToConstant: 30).isActive = true }
        }
        XCTAssertEqual(views.map(\.frame), [CGRect(x: 75, y: 10, width: 30, height: 25),
                                            CGRect(x: 75, y: 45, width: 30, height: 25)])
    }

    /// Margins changed after layout move the views at the next layout pass.
    func testNewMarginsLayTheViewsOutAgain() {
        let (stack, views) = layOut { $0.isLayoutMarginsRelativeArrangement = true }
        XCTAssertEqual(views[0].frame, CGRect(x: 8, y: 8, width: (184 - 10) / 2, height: 84), "the default 8-point margins")
        Timeline().perform {
            stack.layoutMargins = .zero
            stack.layoutIfNeeded()
        }
        XCTAssertEqual(views.map(\.frame), [CGRect(x: 0, y: 0, width: 95, height: 100),
                                            CGRect(x: 105, y: 0, width: 95, height: 100)])
    }
}
