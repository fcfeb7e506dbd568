import CairoRendering
import XCTest
import ZoetropeUIKit

/// A view whose content wants a given size, as labels and images do.
private final class SizedView: UIView {
    let contentSize: Size
    init(width: Double, height: Double) {
        contentSize = Size(width: width, height: height)
        super.init(frame: .zero)
    }
    override var intrinsicContentSize: Size { contentSize }
}

/// A row of three tiles whose middle one is hidden in a 0.5 s block at 0.5 s, as an iOS screen
/// collapses a row: the others slide together, the hidden tile shrinks to nothing.
private final class StackCollapseScene: IOSTestScene {
    static let name = "ios-stack-collapse"
    static let summary = "a stack view's arranged subview hidden inside an animation block"
    var size: Size { Size(width: 340, height: 120) }
    var duration: Double { 1.5 }

    init() {}

    func setUp(on stage: Stage) {
        let colors: [UIColor] = [.systemRed, .systemGreen, .systemBlue]
        let tiles = colors.map { color -> UIView in
            let tile = UIView()
            tile.backgroundColor = color
            return tile
        }
        let stack = UIStackView(arrangedSubviews: tiles)
        stack.distribution = .fillEqually
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        stage.rootView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: stage.rootView.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: stage.rootView.trailingAnchor, constant: -20),
            stack.topAnchor.constraint(equalTo: stage.rootView.topAnchor, constant: 20),
            stack.bottomAnchor.constraint(equalTo: stage.rootView.bottomAnchor, constant: -20),
        ])
        stage.at(0.5) {
            UIView.animate(withDuration: 0.5) { tiles[1].isHidden = true }
        }
    }
}

/// UIStackView's distributions, alignments and hidden-view collapse as iOS code uses them; the
/// expected frames follow from UIKit's documented rules for each distribution and alignment.
final class IOSStackViewTests: XCTestCase {
    /// A 300 × 100 stack (frame-based) holding `views`, laid out.
    private func layOut(_ views: [UIView], axis: NSLayoutConstraint.Axis = .horizontal, width: Double = 300,
                        height: Double = 100, spacing: Double = 10, distribution: UIStackView.Distribution = .fill,
                        alignment: UIStackView.Alignment = .fill) -> UIStackView {
        let timeline = Timeline()
        let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        timeline.perform {
            stack.axis = axis
            stack.spacing = spacing
            stack.distribution = distribution
            stack.alignment = alignment
            for view in views { stack.addArrangedSubview(view) }
            stack.layoutIfNeeded()
        }
        return stack
    }

    /// fill: widths 50, 60 and 70 wanted, spacing 10. In 300 points the view with the lowest
    /// hugging (the third, 250 against 251) takes the rest: 300 − 50 − 60 − 20 = 170. In 150
    /// points the lowest compression resistance (749) gives: 150 − 50 − 60 − 20 = 20.
    func testFillStretchesTheLowestHuggingAndShrinksTheLowestResistance() {
        let views = [SizedView(width: 50, height: 40), SizedView(width: 60, height: 40), SizedView(width: 70, height: 40)]
        views[0].setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        views[1].setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        views[2].setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        let stack = layOut(views)
        XCTAssertEqual(views.map(\.frame), [CGRect(x: 0, y: 0, width: 50, height: 100), CGRect(x: 60, y: 0, width: 60, height: 100),
                                           CGRect(x: 130, y: 0, width: 170, height: 100)])
        Timeline().perform {
            stack.frame = CGRect(x: 0, y: 0, width: 150, height: 100)
            stack.layoutIfNeeded()
        }
        XCTAssertEqual(views.map(\.frame.width), [50, 60, 20])
        XCTAssertEqual(views[2].frame.minX, 130, accuracy: 1e-9)
    }

    /// fillEqually: three views share 300 − 2 · 10 = 280 equally.
    func testFillEquallyGivesEveryViewTheSameLength() {
        let views = [UIView(), UIView(), UIView()]
        _ = layOut(views, distribution: .fillEqually)
        for (index, view) in views.enumerated() {
            XCTAssertEqual(view.frame.width, 280.0 / 3, accuracy: 1e-9)
            XCTAssertEqual(view.frame.minX, Double(index) * (280.0 / 3 + 10), accuracy: 1e-9)
        }
    }

    /// A custom spacing of 30 after the first view: 300 − 30 − 10 = 260 shared by three, the second
    /// view starting at 260/3 + 30.
    func testCustomSpacingReplacesTheSpacingAfterOneView() {
        let views = [UIView(), UIView(), UIView()]
        let stack = layOut(views, distribution: .fillEqually)
        Timeline().perform {
            stack.setCustomSpacing(30, after: views[0])
            stack.layoutIfNeeded()
        }
        XCTAssertEqual(stack.customSpacing(after: views[0]), 30)
        XCTAssertEqual(stack.customSpacing(after: views[1]), UIStackView.spacingUseDefault)
        XCTAssertEqual(views[1].frame.minX, 260.0 / 3 + 30, accuracy: 1e-9)
        XCTAssertEqual(views[2].frame.minX, 2 * 260.0 / 3 + 40, accuracy: 1e-9)
    }

    /// fillProportionally: intrinsic widths 50, 100, 150 share 620 − 20 = 600 as 1 : 2 : 3.
    func testFillProportionallySharesByIntrinsicSize() {
        let views = [SizedView(width: 50, height: 40), SizedView(width: 100, height: 40), SizedView(width: 150, height: 40)]
        _ = layOut(views, width: 620, distribution: .fillProportionally)
        XCTAssertEqual(views.map(\.frame.width)[0], 100, accuracy: 1e-9)
        XCTAssertEqual(views.map(\.frame.width)[1], 200, accuracy: 1e-9)
        XCTAssertEqual(views.map(\.frame.width)[2], 300, accuracy: 1e-9)
        XCTAssertEqual(views[1].frame.minX, 110, accuracy: 1e-9)
        XCTAssertEqual(views[2].frame.minX, 320, accuracy: 1e-9)
    }

    /// equalSpacing: widths 50, 60, 70 keep their size; the 120 points left become two equal
    /// spaces of 60: x = 0, 110, 230.
    func testEqualSpacingSharesTheRoomLeftAsEqualSpaces() {
        let views = [SizedView(width: 50, height: 40), SizedView(width: 60, height: 40), SizedView(width: 70, height: 40)]
        _ = layOut(views, distribution: .equalSpacing)
        XCTAssertEqual(views.map(\.frame.width), [50, 60, 70])
        XCTAssertEqual(views[0].frame.minX, 0, accuracy: 1e-9)
        XCTAssertEqual(views[1].frame.minX, 110, accuracy: 1e-9)
        XCTAssertEqual(views[2].frame.minX, 230, accuracy: 1e-9)
    }

    /// equalCentering: the ends touch the stack's edges (centres 25 and 265), the middle view's
    /// centre halfway between them (145), so it starts at 115.
    func testEqualCenteringSpacesTheCentresEqually() {
        let views = [SizedView(width: 50, height: 40), SizedView(width: 60, height: 40), SizedView(width: 70, height: 40)]
        _ = layOut(views, distribution: .equalCentering)
        XCTAssertEqual(views.map(\.frame.midX)[0], 25, accuracy: 1e-9)
        XCTAssertEqual(views.map(\.frame.midX)[1], 145, accuracy: 1e-9)
        XCTAssertEqual(views.map(\.frame.midX)[2], 265, accuracy: 1e-9)
    }

    /// Across a horizontal stack 100 high, a view 40 high sits at y = 0 (top), 30 (center) or
    /// 60 (bottom), and fill stretches it to 100. Across a vertical stack 200 wide, a view 50 wide
    /// sits at x = 0 (leading), 75 (center) or 150 (trailing).
    func testAlignmentPlacesViewsAcrossTheAxis() {
        let expectations: [(UIStackView.Alignment, Double, Double)] = [(.top, 0, 40), (.center, 30, 40), (.bottom, 60, 40), (.fill, 0, 100)]
        for (alignment, y, height) in expectations {
            let view = SizedView(width: 50, height: 40)
            _ = layOut([view], alignment: alignment)
            XCTAssertEqual(view.frame.minY, y, accuracy: 1e-9, "\(alignment)")
            XCTAssertEqual(view.frame.height, height, accuracy: 1e-9, "\(alignment)")
        }
        for (alignment, x) in [(UIStackView.Alignment.leading, 0.0), (.center, 75), (.trailing, 150)] {
            let view = SizedView(width: 50, height: 40)
            _ = layOut([view], axis: .vertical, width: 200, height: 300, alignment: alignment)
            XCTAssertEqual(view.frame.minX, x, accuracy: 1e-9, "vertical \(alignment)")
            XCTAssertEqual(view.frame.minY, 0, accuracy: 1e-9)
            XCTAssertEqual(view.frame.height, 300, accuracy: 1e-9, "a lone view fills the column's length")
        }
    }

    /// A stack pinned only by its top-left corner wraps its views: a centred row of views 40
    /// and 60 high, 50 and 70 wide, spacing 10, is 130 × 60, the shorter view at y = 10.
    func testAStackNoConstraintSizesWrapsItsContent() {
        let timeline = Timeline()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let short = SizedView(width: 50, height: 40), tall = SizedView(width: 70, height: 60)
        let stack = UIStackView(arrangedSubviews: [short, tall])
        timeline.perform {
            stack.alignment = .center
            stack.spacing = 10
            stack.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
                stack.topAnchor.constraint(equalTo: container.topAnchor, constant: 30),
            ])
            container.layoutIfNeeded()
        }
        XCTAssertEqual(stack.frame, CGRect(x: 20, y: 30, width: 130, height: 60))
        XCTAssertEqual(short.frame, CGRect(x: 0, y: 10, width: 50, height: 40))
        XCTAssertEqual(tall.frame, CGRect(x: 60, y: 0, width: 70, height: 60))
        XCTAssertEqual(timeline.takeNotes(), [])
    }

    /// insertArrangedSubview(_:at:) orders the arranged views; removeArrangedSubview(_:) stops
    /// arranging one but leaves it a subview; removeFromSuperview() drops it from both.
    func testArrangedSubviewsCanBeInsertedAndRemoved() {
        let first = UIView(), second = UIView(), inserted = UIView()
        let stack = layOut([first, second], distribution: .fillEqually)
        Timeline().perform {
            stack.insertArrangedSubview(inserted, at: 1)
            stack.layoutIfNeeded()
        }
        XCTAssertTrue(stack.arrangedSubviews.elementsEqual([first, inserted, second], by: ===))
        XCTAssertEqual(inserted.frame.minX, 280.0 / 3 + 10, accuracy: 1e-9)
        Timeline().perform {
            stack.removeArrangedSubview(inserted)
            second.removeFromSuperview()
            stack.layoutIfNeeded()
        }
        XCTAssertTrue(stack.arrangedSubviews.elementsEqual([first], by: ===))
        XCTAssertTrue(stack.subviews.contains { $0 === inserted })
        XCTAssertFalse(stack.subviews.contains { $0 === second })
        XCTAssertEqual(first.frame.width, 300, accuracy: 1e-9)
    }

    /// Three equal views of 100 in a 300-point stack (spacing 0); hiding the middle one in a
    /// 0.5 s block: the first grows to 150, the hidden one's left edge goes from 100 to 150 while
    /// its width goes to 0, the last moves from 200 to 150 — each as from + (to − from)·c(t / 0.5)
    /// with the block's ease-in-ease-out curve. The hidden view stays drawn until the block ends.
    func testHidingAnArrangedSubviewInABlockAnimatesTheCollapse() {
        let timeline = Timeline()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        let views = [UIView(), UIView(), UIView()]
        let stack = UIStackView(arrangedSubviews: views)
        timeline.perform {
            stack.distribution = .fillEqually
            stack.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 50),
                stack.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
                stack.widthAnchor.constraint(equalToConstant: 300),
                stack.heightAnchor.constraint(equalToConstant: 80),
            ])
            container.layoutIfNeeded()
        }
        for (view, x) in zip(views, [0.0, 100, 200]) { XCTAssertEqual(view.frame.minX, x, accuracy: 1e-9) }
        timeline.perform {
            UIView.animate(withDuration: 0.5) { views[1].isHidden = true }
        }
        XCTAssertEqual(views[1].frame.width, 0, accuracy: 1e-9, "the model collapses at once")
        for t in [0.0, 0.1, 0.25, 0.4, 0.49] {
            timeline.advance(to: t)
            let c = ReferenceCurves.value(ReferenceCurves.easeInEaseOut, at: t / 0.5)
            let frames = timeline.perform { views.map { $0.layer.presentation()!.frame } }
            XCTAssertEqual(frames[0].width, 100 + 50 * c, accuracy: 1e-3, "first width at \(t)")
            XCTAssertEqual(frames[1].minX, 100 + 50 * c, accuracy: 1e-3, "hidden view's left edge at \(t)")
            XCTAssertEqual(frames[1].width, 100 - 100 * c, accuracy: 1e-3, "hidden view's width at \(t)")
            XCTAssertEqual(frames[2].minX, 200 - 50 * c, accuracy: 1e-3, "last view's left edge at \(t)")
            XCTAssertEqual(frames[2].width, 100 + 50 * c, accuracy: 1e-3, "last width at \(t)")
            XCTAssertFalse(timeline.perform { views[1].layer.presentation()!.isHidden }, "still drawn at \(t)")
        }
        timeline.advance(to: 0.6)
        XCTAssertTrue(timeline.perform { views[1].layer.presentation()!.isHidden }, "hidden once the block ends")
        XCTAssertEqual(timeline.perform { views[2].layer.presentation()!.frame }, CGRect(x: 150, y: 0, width: 150, height: 80))

        timeline.perform {
            UIView.animate(withDuration: 0.5) { views[1].isHidden = false }
        }
        for (view, x) in zip(views, [0.0, 100, 200]) {
            XCTAssertEqual(view.frame.minX, x, accuracy: 1e-9, "shown again, it takes its share back")
        }
    }

    /// A column of three 100-point views; the first hidden in a block with a 0.2 s delay and a
    /// 0.4 s duration: it shrinks to nothing at the top while the second moves from y = 100 to 0
    /// and the third from 200 to 150, both growing to 150 — nothing moves during the delay, and
    /// the hidden view is drawn until the block ends at 0.6 s.
    func testAColumnCollapsesAfterTheBlocksDelay() {
        let timeline = Timeline()
        let views = [UIView(), UIView(), UIView()]
        let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 80, height: 300))
        timeline.perform {
            stack.axis = .vertical
            stack.distribution = .fillEqually
            for view in views { stack.addArrangedSubview(view) }
            stack.layoutIfNeeded()
            UIView.animate(withDuration: 0.4, delay: 0.2, options: [], animations: { views[0].isHidden = true })
        }
        for t in [0.1, 0.2, 0.3, 0.45, 0.59] {
            timeline.advance(to: t)
            let c = ReferenceCurves.value(ReferenceCurves.easeInEaseOut, at: max(t - 0.2, 0) / 0.4)
            let frames = timeline.perform { views.map { $0.layer.presentation()!.frame } }
            XCTAssertEqual(frames[0].minY, 0, accuracy: 1e-3, "the hidden view's top at \(t)")
            XCTAssertEqual(frames[0].height, 100 - 100 * c, accuracy: 1e-3, "the hidden view's height at \(t)")
            XCTAssertEqual(frames[1].minY, 100 - 100 * c, accuracy: 1e-3, "second top at \(t)")
            XCTAssertEqual(frames[1].height, 100 + 50 * c, accuracy: 1e-3, "second height at \(t)")
            XCTAssertEqual(frames[2].minY, 200 - 50 * c, accuracy: 1e-3, "third top at \(t)")
            XCTAssertEqual(frames[2].width, 80, accuracy: 1e-9)
            XCTAssertFalse(timeline.perform { views[0].layer.presentation()!.isHidden }, "drawn at \(t)")
        }
        timeline.advance(to: 0.61)
        XCTAssertTrue(timeline.perform { views[0].layer.presentation()!.isHidden })
    }

    /// Constraints between views of different trees cannot be installed: one warning, inactive
    /// (UIKit raises an exception).
    func testAConstraintWithoutACommonAncestorIsReportedAndStaysInactive() {
        let timeline = Timeline()
        let one = UIView(), other = UIView()
        let constraint = one.widthAnchor.constraint(equalTo: other.widthAnchor)
        timeline.perform { constraint.isActive = true }
        XCTAssertFalse(constraint.isActive)
        let notes = timeline.takeNotes()
        XCTAssertEqual(notes.count, 1)
        XCTAssertTrue(notes.first?.contains("no common ancestor") == true, "\(notes)")
    }

    /// A PNG of the collapse scene halfway through (0.75 s: c = 0.5), for a person to look at,
    /// and its pixels: the green tile is half as wide, the blue one halfway over.
    func testTheCollapseRendersMidway() throws {
        let scrubber = Scrubber(scene: StackCollapseScene())
        let before = try scrubber.still(at: 0.25), midway = try scrubber.still(at: 0.75)
        if let folder = ProcessInfo.processInfo.environment["ZOETROPE_LOOK_DIR"] {
            try midway.writePNG(to: URL(fileURLWithPath: folder).appendingPathComponent("stack-collapse-midway.png"))
        }
        // Before: tiles (300 − 20) / 3 = 93.33 wide at x = 20, 123.33, 226.67. After: red 20…165, green
        // collapsed at 165, blue 175…320. Halfway (c = 0.5): green 144.17…190.83, blue from 200.83.
        let pixel = { (canvas: Canvas, x: Int) in canvas.rgbaImage().pixel(x: x, y: 60) }
        XCTAssertGreaterThan(pixel(before, 160).g, 150, "green before")
        XCTAssertLessThan(pixel(before, 160).b, 150)
        XCTAssertGreaterThan(pixel(midway, 160).g, 150, "green, shrinking, midway")
        XCTAssertGreaterThan(pixel(midway, 210).b, 150, "blue has slid left midway")
        XCTAssertGreaterThan(pixel(midway, 135).r, 200, "red has grown to 139.17 midway")
        for x in [141, 195] {
            XCTAssertGreaterThan(Int(pixel(midway, x).g) + Int(pixel(midway, x).r), 480, "the white gaps at \(x) midway")
        }
        let after = try scrubber.still(at: 1.2)
        XCTAssertGreaterThan(pixel(after, 180).b, 150, "blue from 175 at the end")
        XCTAssertGreaterThan(Int(pixel(after, 170).g) + Int(pixel(after, 170).b), 480, "green gone: white between 165 and 175")
    }
}
