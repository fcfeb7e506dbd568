import CairoRendering
import XCTest
import ZoetropeUIKit

/// Baselines in Auto Layout and stack views as UIKit documents them: `.firstBaseline` "a layout
/// for horizontal stacks where the stack view aligns its arranged views based on their first
/// baseline" (`.lastBaseline` their last); `isBaselineRelativeArrangement`: "the vertical space
/// between views are measured from the last baseline of a text-based view, to the first baseline
/// of the view below it", "only used by vertical stack views". A label draws its text vertically
/// centred, so its baseline is (height − text height) / 2 + the line's baseline (its ascent as the
/// font gives it, measured here with the renderer's text layout); a view without text's is its bottom.
final class IOSBaselineLayoutTests: XCTestCase {
    private func label(_ text: String, size: Double, lines: Int = 1) -> UILabel {
        let label = UILabel(text: text, font: .system(size: size))
        label.numberOfLines = lines
        return label
    }

    /// Where `label`'s first (or last) baseline is below its top, from the font's metrics.
    private func baselineOffset(_ label: UILabel, last: Bool = false) throws -> Double {
        let measurer = try TextMeasurer()
        let style = label.textLayer.textStyle
        let text = label.text ?? ""
        let lines = measurer.lines(of: text, style: style)
        let line = try XCTUnwrap(last ? lines.last : lines.first)
        let textHeight = measurer.measureText(text, style: style).height
        return (textHeight.rounded(.up) - textHeight) / 2 + line.baseline
    }

    /// A stack at the stage's top-left holding `views`, laid out on the stage (which measures text).
    private func layOut(_ views: [UIView], axis: NSLayoutConstraint.Axis = .horizontal, alignment: UIStackView.Alignment,
                        height: Double? = nil, configure: (UIStackView) -> Void = { _ in }) -> UIStackView {
        let stage = Stage(size: Size(width: 400, height: 300))
        let stack = UIStackView(arrangedSubviews: views)
        stage.timeline.perform {
            stack.axis = axis
            stack.alignment = alignment
            configure(stack)
            stack.translatesAutoresizingMaskIntoConstraints = false
            stage.rootView.addSubview(stack)
            stack.leadingAnchor.constraint(equalTo: stage.rootView.leadingAnchor).isActive = true
            stack.topAnchor.constraint(equalTo: stage.rootView.topAnchor).isActive = true
            if let height { stack.heightAnchor.constraint(equalToConstant: height).isActive = true }
            stage.rootView.layoutIfNeeded()
        }
        return stack
    }

    private func box(height: Double) -> UIView {
        let view = UIView()
        view.widthAnchor.constraint(equalToConstant: 20).isActive = true
        view.heightAnchor.constraint(equalToConstant: height).isActive = true
        return view
    }

    /// First baselines on one line y = the largest offset (the group as high as it goes): each
    /// view's top is y − its offset, and the stack wraps them. The box's baseline is its bottom.
    func testFirstBaselinesAreOnOneLineWithTheGroupAtTheTop() throws {
        let small = label("Small", size: 17), big = label("Big", size: 40), square = box(height: 30)
        let stack = layOut([small, big, square], alignment: .firstBaseline)
        let offsets = [try baselineOffset(small), try baselineOffset(big), 30]
        let line = offsets.max()!
        for (view, offset) in zip([small, big, square], offsets) {
            XCTAssertEqual(view.frame.minY, line - offset, accuracy: 1e-6, "\(view)")
        }
        let bottom = zip([small, big, square], offsets).map { line - $1 + $0.frame.height }.max()!
        XCTAssertEqual(stack.frame.height, bottom, accuracy: 1e-6, "the stack wraps the group")
        XCTAssertGreaterThan(big.frame.height, small.frame.height)
    }

    /// Last baselines on one line; in a 200-point stack the group sits at the bottom: the lowest
    /// bottom is 200. The two-line label's last baseline is its second line's.
    func testLastBaselinesAreOnOneLineWithTheGroupAtTheBottom() throws {
        let twoLines = label("One\nTwo", size: 17, lines: 0), big = label("Big", size: 30)
        let stack = layOut([twoLines, big], alignment: .lastBaseline, height: 200)
        XCTAssertEqual(stack.frame.height, 200)
        let offsets = [try baselineOffset(twoLines, last: true), try baselineOffset(big, last: true)]
        XCTAssertGreaterThan(offsets[0], try baselineOffset(twoLines), "the second line's baseline is lower")
        let below = zip([twoLines, big], offsets).map { $0.frame.height - $1 }
        let line = 200 - below.max()!
        XCTAssertEqual(twoLines.frame.minY, line - offsets[0], accuracy: 1e-6)
        XCTAssertEqual(big.frame.minY, line - offsets[1], accuracy: 1e-6)
    }

    /// In a 200-point stack first baselines put the group at the top: the view with the largest
    /// offset starts at 0.
    func testInATallStackFirstBaselinesKeepTheGroupAtTheTop() throws {
        let small = label("Small", size: 17), big = label("Big", size: 40)
        _ = layOut([small, big], alignment: .firstBaseline, height: 200)
        XCTAssertEqual(big.frame.minY, 0, accuracy: 1e-6)
        XCTAssertEqual(small.frame.minY, try baselineOffset(big) - baselineOffset(small), accuracy: 1e-6)
    }

    /// Baseline-relative, a vertical stack's spacing of 20 runs from the first label's last
    /// baseline to the second's first: second.top = first.top + last offset + 20 − first offset.
    func testBaselineRelativeSpacingRunsBetweenBaselines() throws {
        let first = label("Title", size: 30), second = label("Subtitle", size: 15)
        let stack = layOut([first, second], axis: .vertical, alignment: .leading) {
            $0.spacing = 20
            $0.isBaselineRelativeArrangement = true
        }
        XCTAssertTrue(stack.isBaselineRelativeArrangement)
        XCTAssertEqual(first.frame.minY, 0)
        let expected = try baselineOffset(first, last: true) + 20 - baselineOffset(second)
        XCTAssertEqual(second.frame.minY, expected, accuracy: 1e-6)
        XCTAssertNotEqual(second.frame.minY, first.frame.maxY + 20, accuracy: 1e-3, "not edge to edge")
    }

    /// The anchors themselves: a label's first baseline 50 below the top, a box's baseline (its
    /// bottom) on the label's last.
    func testBaselineAnchorsPlaceLabelsAndViews() throws {
        let stage = Stage(size: Size(width: 300, height: 200))
        let title = label("Baseline", size: 24)
        let square = box(height: 10)
        stage.timeline.perform {
            for view in [title, square] {
                view.translatesAutoresizingMaskIntoConstraints = false
                stage.rootView.addSubview(view)
            }
            NSLayoutConstraint.activate([
                title.leadingAnchor.constraint(equalTo: stage.rootView.leadingAnchor),
                title.firstBaselineAnchor.constraint(equalTo: stage.rootView.topAnchor, constant: 50),
                square.leadingAnchor.constraint(equalTo: title.trailingAnchor),
                square.lastBaselineAnchor.constraint(equalTo: title.lastBaselineAnchor),
            ])
            stage.rootView.layoutIfNeeded()
        }
        XCTAssertEqual(title.frame.minY, 50 - (try baselineOffset(title)), accuracy: 1e-6)
        XCTAssertEqual(square.frame.maxY, 50, accuracy: 1e-6)
        XCTAssertEqual(stage.takeNotes(), [])
    }
}
