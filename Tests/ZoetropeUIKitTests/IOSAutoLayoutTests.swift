import CairoRendering
import XCTest
import ZoetropeUIKit

/// A view whose content wants a fixed size, as a custom control overrides it.
private final class ContentView: UIView {
    var contentSize = Size(width: 100, height: 40) { didSet { invalidateIntrinsicContentSize() } }
    override var intrinsicContentSize: Size { contentSize }
}

/// Adds constraints in its `updateConstraints()`, as iOS views that build their constraints lazily do.
private final class LazyConstraintsView: UIView {
    let child = UIView()
    var childWidth: NSLayoutConstraint?
    var wantedWidth = 40.0

    override func updateConstraints() {
        if childWidth == nil {
            child.translatesAutoresizingMaskIntoConstraints = false
            addSubview(child)
            let width = child.widthAnchor.constraint(equalToConstant: wantedWidth)
            childWidth = width
            NSLayoutConstraint.activate([
                width, child.heightAnchor.constraint(equalToConstant: 10),
                child.leadingAnchor.constraint(equalTo: leadingAnchor), child.topAnchor.constraint(equalTo: topAnchor),
            ])
        }
        childWidth?.constant = wantedWidth
        super.updateConstraints()
    }
}

/// Records the frame of its subview when its own `layoutSubviews` runs after UIView's.
private final class ReportingView: UIView {
    var seenWidths: [Double] = []
    override func layoutSubviews() {
        super.layoutSubviews()
        seenWidths.append(subviews.first?.frame.width ?? -1)
    }
}

/// Sets its child's width constant from its own bounds in layoutSubviews, as iOS views do.
private final class HalvingView: UIView {
    let child = UIView()
    lazy var childWidth = child.widthAnchor.constraint(equalToConstant: 0)

    override func layoutSubviews() {
        super.layoutSubviews()
        childWidth.constant = bounds.width / 2
    }
}

/// Auto Layout as iOS code writes it; every expected frame is worked out from the constraint
/// equations (and, when animated, the block's ease-in-ease-out curve), never read from the engine.
final class IOSAutoLayoutTests: XCTestCase {
    private func presentationFrame(_ view: UIView, in timeline: Timeline) -> Rect {
        timeline.perform { view.layer.presentation()!.frame }
    }

    /// box: top = 20, leading = 10, width 100, height constant; below: top = box.bottom + 8.
    /// Setting the height constant from 100 to 300 and calling layoutIfNeeded() in a 0.3 s block
    /// animates box's height h(t) = 100 + 200·c(t/0.3) and below's y = 128 + 200·c(t/0.3), with c
    /// the ease-in-ease-out curve UIView.animate uses by default (within a thousandth of a point:
    /// the engine solves the Bézier to 10⁻⁶ in time).
    func testTheHeightConstantIdiomAnimatesEveryFrameWithTheBlocksCurve() {
        let timeline = Timeline()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let box = UIView(), below = UIView()
        var heightConstraint: NSLayoutConstraint!
        timeline.perform {
            for view in [box, below] {
                view.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(view)
            }
            heightConstraint = box.heightAnchor.constraint(equalToConstant: 100)
            NSLayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
                box.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
                box.widthAnchor.constraint(equalToConstant: 100),
                heightConstraint,
                below.topAnchor.constraint(equalTo: box.bottomAnchor, constant: 8),
                below.leadingAnchor.constraint(equalTo: box.leadingAnchor),
                below.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
                below.heightAnchor.constraint(equalToConstant: 50),
            ])
            container.layoutIfNeeded()
        }
        XCTAssertEqual(box.frame, CGRect(x: 10, y: 20, width: 100, height: 100))
        XCTAssertEqual(below.frame, CGRect(x: 10, y: 128, width: 380, height: 50))

        timeline.perform {
            heightConstraint.constant = 300
            UIView.animate(withDuration: 0.3) { container.layoutIfNeeded() }
        }
        XCTAssertEqual(box.frame, CGRect(x: 10, y: 20, width: 100, height: 300), "the model takes the new frame at once")
        XCTAssertEqual(below.frame, CGRect(x: 10, y: 328, width: 380, height: 50))
        for t in [0.0, 0.06, 0.15, 0.21, 0.3, 0.4] {
            timeline.advance(to: t)
            let c = ReferenceCurves.value(ReferenceCurves.easeInEaseOut, at: min(t / 0.3, 1))
            let boxFrame = presentationFrame(box, in: timeline), belowFrame = presentationFrame(below, in: timeline)
            XCTAssertEqual(boxFrame.height, 100 + 200 * c, accuracy: 1e-3, "box height at \(t)")
            XCTAssertEqual(boxFrame.minY, 20, accuracy: 1e-3, "box top at \(t)")
            XCTAssertEqual(belowFrame.minY, 128 + 200 * c, accuracy: 1e-3, "below's top at \(t)")
            XCTAssertEqual(belowFrame.width, 380, accuracy: 1e-3, "below's width at \(t)")
        }
    }

    /// The same idiom through a property animator, paused and scrubbed: with a linear curve, at
    /// fractionComplete f the box is 100 + 200·f high and the view below it follows.
    func testAPropertyAnimatorScrubsAConstraintChange() {
        let timeline = Timeline()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 600))
        let box = UIView(), below = UIView()
        let height = box.heightAnchor.constraint(equalToConstant: 100)
        var animator: UIViewPropertyAnimator!
        timeline.perform {
            for view in [box, below] {
                view.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(view)
                NSLayoutConstraint.activate([
                    view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                    view.widthAnchor.constraint(equalToConstant: 50),
                ])
            }
            NSLayoutConstraint.activate([
                height, box.topAnchor.constraint(equalTo: container.topAnchor),
                below.topAnchor.constraint(equalTo: box.bottomAnchor), below.heightAnchor.constraint(equalToConstant: 20),
            ])
            container.layoutIfNeeded()
            height.constant = 300
            animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { container.layoutIfNeeded() }
            animator.pauseAnimation()
        }
        for fraction in [0.25, 0.5, 0.8] {
            timeline.perform { animator.fractionComplete = fraction }
            XCTAssertEqual(presentationFrame(box, in: timeline).height, 100 + 200 * fraction, accuracy: 1e-6, "at \(fraction)")
            XCTAssertEqual(presentationFrame(below, in: timeline).minY, 100 + 200 * fraction, accuracy: 1e-6, "at \(fraction)")
        }
    }

    /// In a 200-wide container: width == 300 @750, width == 50 @250 and width <= container − 40
    /// (required). The required cap holds, and the 750 one is then as nearly met as it can be:
    /// 160. Lowered to 200 (below 250), the 250 one wins: 50.
    func testPrioritiesDecideBetweenConflictingConstraints() {
        let timeline = Timeline()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let box = UIView()
        let preferred = box.widthAnchor.constraint(equalToConstant: 300)
        timeline.perform {
            box.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(box)
            preferred.priority = .defaultHigh
            let fallback = box.widthAnchor.constraint(equalToConstant: 50)
            fallback.priority = .defaultLow
            NSLayoutConstraint.activate([
                preferred, fallback,
                box.widthAnchor.constraint(lessThanOrEqualTo: container.widthAnchor, constant: -40),
                box.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                box.topAnchor.constraint(equalTo: container.topAnchor),
                box.heightAnchor.constraint(equalTo: container.heightAnchor, multiplier: 0.5),
            ])
            container.layoutIfNeeded()
        }
        XCTAssertEqual(box.frame, CGRect(x: 0, y: 0, width: 160, height: 50))
        timeline.perform {
            preferred.priority = UILayoutPriority(200)
            container.layoutIfNeeded()
        }
        XCTAssertEqual(box.frame.width, 50, accuracy: 1e-9)
    }

    /// width == 100 and width == 200, both required: UIKit logs "Unable to simultaneously
    /// satisfy constraints" once, naming both, breaks the later one and lays out with the other.
    func testUnsatisfiableConstraintsGiveOneWarningAndStillALayout() {
        let timeline = Timeline()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let box = UIView()
        box.layer.name = "box"
        timeline.perform {
            box.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(box)
            NSLayoutConstraint.activate([
                box.widthAnchor.constraint(equalToConstant: 100),
                box.widthAnchor.constraint(equalToConstant: 200),
                box.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5),
                box.topAnchor.constraint(equalTo: container.topAnchor),
                box.heightAnchor.constraint(equalToConstant: 10),
            ])
            container.layoutIfNeeded()
        }
        timeline.perform { container.setNeedsLayout(); container.layoutIfNeeded() }
        let notes = timeline.takeNotes()
        XCTAssertEqual(notes.count, 1, "\(notes)")
        let note = notes.first ?? ""
        XCTAssertTrue(note.contains("Unable to simultaneously satisfy constraints"), note)
        XCTAssertTrue(note.contains("box.width == 100"), note)
        XCTAssertTrue(note.contains("breaking constraint box.width == 200"), note)
        XCTAssertEqual(box.frame, CGRect(x: 5, y: 0, width: 100, height: 10))
    }

    /// Two content views (intrinsic width 100 each) side by side fill a row. In 150 points the one
    /// with the lower compression resistance (749 < 750) gives: 100 + 50. In 300 points the one
    /// with the lower hugging (250 < 251) grows: 200 + 100.
    func testContentHuggingAndCompressionResistanceShareOutTheRow() {
        let timeline = Timeline()
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 150, height: 40))
        let first = ContentView(), second = ContentView()
        timeline.perform {
            for view in [first, second] {
                view.translatesAutoresizingMaskIntoConstraints = false
                row.addSubview(view)
                view.topAnchor.constraint(equalTo: row.topAnchor).isActive = true
            }
            second.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
            second.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
            NSLayoutConstraint.activate([
                first.leadingAnchor.constraint(equalTo: row.leadingAnchor),
                second.leadingAnchor.constraint(equalTo: first.trailingAnchor),
                second.trailingAnchor.constraint(equalTo: row.trailingAnchor),
            ])
            row.layoutIfNeeded()
        }
        XCTAssertEqual(first.contentHuggingPriority(for: .horizontal), .defaultLow)
        XCTAssertEqual(first.contentCompressionResistancePriority(for: .vertical), .defaultHigh)
        XCTAssertEqual(first.frame, CGRect(x: 0, y: 0, width: 100, height: 40))
        XCTAssertEqual(second.frame, CGRect(x: 100, y: 0, width: 50, height: 40))
        timeline.perform {
            row.frame = CGRect(x: 0, y: 0, width: 300, height: 40)
            row.layoutIfNeeded()
        }
        XCTAssertEqual(first.frame.width, 200, accuracy: 1e-9)
        XCTAssertEqual(second.frame, CGRect(x: 200, y: 0, width: 100, height: 40))
        timeline.perform {
            second.contentSize = Size(width: 120, height: 40)
            row.layoutIfNeeded()
        }
        XCTAssertEqual(second.frame.width, 120, accuracy: 1e-9, "invalidateIntrinsicContentSize() is read at the next pass")
    }

    /// A view left with translatesAutoresizingMaskIntoConstraints (true for views made in code)
    /// keeps its frame, and constrained views align to it; centring uses both centre anchors.
    func testAFrameBasedViewKeepsItsFrameAndAnchorsOthers() {
        let timeline = Timeline()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let fixed = UIView(frame: CGRect(x: 30, y: 40, width: 50, height: 60))
        let follower = UIView(), centred = UIView()
        XCTAssertTrue(fixed.translatesAutoresizingMaskIntoConstraints)
        timeline.perform {
            container.addSubview(fixed)
            for view in [follower, centred] {
                view.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(view)
            }
            NSLayoutConstraint.activate([
                follower.leadingAnchor.constraint(equalTo: fixed.trailingAnchor, constant: 10),
                follower.centerYAnchor.constraint(equalTo: fixed.centerYAnchor),
                follower.widthAnchor.constraint(equalTo: fixed.widthAnchor, multiplier: 2),
                follower.heightAnchor.constraint(greaterThanOrEqualToConstant: 20),
                follower.heightAnchor.constraint(lessThanOrEqualToConstant: 20),
                centred.centerXAnchor.constraint(equalTo: container.centerXAnchor),
                centred.centerYAnchor.constraint(equalTo: container.centerYAnchor),
                centred.widthAnchor.constraint(equalToConstant: 40),
                centred.heightAnchor.constraint(equalTo: centred.widthAnchor, multiplier: 0.5),
            ])
            container.layoutIfNeeded()
        }
        XCTAssertEqual(fixed.frame, CGRect(x: 30, y: 40, width: 50, height: 60))
        XCTAssertEqual(follower.frame, CGRect(x: 90, y: 60, width: 100, height: 20))
        XCTAssertEqual(centred.frame, CGRect(x: 130, y: 90, width: 40, height: 20))
    }

    /// setNeedsUpdateConstraints() runs updateConstraints() before the next layout pass, and the
    /// constraints it makes or changes place the subviews in the same pass; a layoutSubviews
    /// override calling super sees the solved frames.
    func testUpdateConstraintsRunsBeforeTheLayoutPassAndLayoutSubviewsSeesItsFrames() {
        let timeline = Timeline()
        let root = ReportingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let lazy = LazyConstraintsView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        timeline.perform {
            root.addSubview(lazy)
            lazy.setNeedsUpdateConstraints()
            XCTAssertTrue(lazy.needsUpdateConstraints())
            root.layoutIfNeeded()
        }
        XCTAssertFalse(lazy.needsUpdateConstraints())
        XCTAssertEqual(lazy.child.frame, CGRect(x: 0, y: 0, width: 40, height: 10))
        timeline.perform {
            lazy.wantedWidth = 70
            lazy.setNeedsUpdateConstraints()
            root.layoutIfNeeded()
        }
        XCTAssertEqual(lazy.child.frame.width, 70, accuracy: 1e-9)
        XCTAssertEqual(root.seenWidths.last, 100, "root's subview is frame-based and keeps its width")
    }

    /// Constants given as CGFloat, as iOS code computes them, and the safe area guide (the
    /// bounds here: a render has no bars): the card is inset 16 from the guide's sides.
    func testCGFloatConstantsAndTheSafeAreaGuide() {
        let timeline = Timeline()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let card = UIView()
        let inset: CGFloat = 16
        timeline.perform {
            card.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(card)
            let guide = root.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                card.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: inset),
                card.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -inset),
                card.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -inset * 2),
                card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5),
            ])
            root.layoutIfNeeded()
        }
        XCTAssertEqual(card.frame, CGRect(x: 16, y: 844 - 32 - 179, width: 358, height: 179))
        XCTAssertEqual(root.safeAreaLayoutGuide.layoutFrame, root.bounds)
        XCTAssertEqual(timeline.takeNotes(), [])
    }

    /// A constant set in layoutSubviews from the bounds the pass just gave is solved and applied
    /// in the same layoutIfNeeded(): the container gets 300 − 2·20 = 260, its child half of it.
    func testAConstantSetInLayoutSubviewsTakesEffectInTheSamePass() {
        let timeline = Timeline()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let halving = HalvingView()
        timeline.perform {
            halving.translatesAutoresizingMaskIntoConstraints = false
            halving.child.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(halving)
            halving.addSubview(halving.child)
            NSLayoutConstraint.activate([
                halving.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                halving.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
                halving.topAnchor.constraint(equalTo: root.topAnchor), halving.heightAnchor.constraint(equalToConstant: 50),
                halving.child.leadingAnchor.constraint(equalTo: halving.leadingAnchor),
                halving.child.topAnchor.constraint(equalTo: halving.topAnchor),
                halving.child.heightAnchor.constraint(equalToConstant: 10), halving.childWidth,
            ])
            root.layoutIfNeeded()
        }
        XCTAssertEqual(halving.frame, CGRect(x: 20, y: 0, width: 260, height: 50))
        XCTAssertEqual(halving.child.frame, CGRect(x: 0, y: 0, width: 130, height: 10))
    }

    /// UIKit's spellings: the priorities' documented values, `UILayoutPriority(rawValue:)`, the
    /// classic `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`
    /// and nested `NSLayoutConstraint.Attribute` names: box.width = container.width × 0.25 + 10.
    func testUIKitSpellingsOfConstraintsAndPriorities() {
        XCTAssertEqual(UILayoutPriority.required.rawValue, 1000)
        XCTAssertEqual(UILayoutPriority.defaultHigh.rawValue, 750)
        XCTAssertEqual(UILayoutPriority.defaultLow.rawValue, 250)
        XCTAssertEqual(UILayoutPriority(rawValue: 999), UILayoutPriority.required - 1)
        let timeline = Timeline()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let box = UIView()
        timeline.perform {
            box.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(box)
            let attribute: NSLayoutConstraint.Attribute = .width
            container.addConstraints([
                NSLayoutConstraint(item: box, attribute: attribute, relatedBy: .equal, toItem: container,
                                   attribute: .width, multiplier: 0.25, constant: 10),
                NSLayoutConstraint(item: box, attribute: .height, relatedBy: .equal, toItem: nil,
                                   attribute: .notAnAttribute, multiplier: 1, constant: 20),
                NSLayoutConstraint(item: box, attribute: .right, relatedBy: .equal, toItem: container,
                                   attribute: .right, multiplier: 1, constant: 0),
                NSLayoutConstraint(item: box, attribute: .centerY, relatedBy: .equal, toItem: container,
                                   attribute: .centerY, multiplier: 1, constant: 0),
            ])
            container.layoutIfNeeded()
        }
        XCTAssertEqual(box.frame, CGRect(x: 290, y: 40, width: 110, height: 20))
        XCTAssertEqual(box.constraints.first?.description, "View.height == 20", "an unnamed view goes by its class")
    }

    /// Constraints hold their items weakly, as UIKit's do, and the engine holds no view: a laid-out
    /// tree with constraints (a stack view too) is freed when nothing else holds it.
    func testAConstrainedTreeIsFreedWhenReleased() {
        weak var released: UIView?
        weak var releasedStack: UIStackView?
        let timeline = Timeline()
        timeline.perform {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let box = UIView()
            let stack = UIStackView(arrangedSubviews: [UIView(), UIView()])
            for view in [box, stack] {
                view.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(view)
                NSLayoutConstraint.activate([
                    view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                    view.topAnchor.constraint(equalTo: container.topAnchor),
                    view.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5),
                    view.heightAnchor.constraint(equalToConstant: 20),
                ])
            }
            container.layoutIfNeeded()
            XCTAssertEqual(box.frame.width, 100, accuracy: 1e-9)
            released = container
            releasedStack = stack
        }
        XCTAssertNil(released)
        XCTAssertNil(releasedStack)
    }

    /// A deactivated constraint stops holding: the box falls back to what is left.
    func testDeactivatingAConstraintReleasesIt() {
        let timeline = Timeline()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let box = UIView()
        let wide = box.widthAnchor.constraint(equalToConstant: 250)
        let narrow = box.widthAnchor.constraint(equalToConstant: 50)
        narrow.priority = .defaultLow
        timeline.perform {
            box.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(box)
            NSLayoutConstraint.activate([wide, narrow, box.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                                         box.topAnchor.constraint(equalTo: container.topAnchor),
                                         box.heightAnchor.constraint(equalToConstant: 10)])
            container.layoutIfNeeded()
        }
        XCTAssertEqual(box.frame.width, 250, accuracy: 1e-9)
        XCTAssertTrue(box.constraints.contains { $0 === wide }, "a constant size is installed on the view itself")
        XCTAssertTrue(container.constraints.count == 2, "constraints between the box and its superview on the superview")
        timeline.perform {
            NSLayoutConstraint.deactivate([wide])
            container.layoutIfNeeded()
        }
        XCTAssertFalse(wide.isActive)
        XCTAssertEqual(box.frame.width, 50, accuracy: 1e-9)
    }
}

/// Intrinsic content sizes of UIKit's views and the ambiguity warning, on a stage (which measures text).
final class IOSAutoLayoutContentTests: XCTestCase {
    /// A label's intrinsic size is its text's one-line size rounded up (measured here with the
    /// renderer's own TextMeasurer); centred in a 300 × 200 view it sits at ((300 − w) / 2, (200 − h) / 2).
    /// A button's is its title's; an image view's is its image's size, read from its header.
    func testLabelsButtonsAndImageViewsSizeThemselvesToTheirContent() throws {
        let stage = Stage(size: Size(width: 300, height: 200))
        let label = UILabel(text: "Hello, constraints", font: .system(size: 20))
        let button = UIButton(title: "Tap me")
        // A PNG's signature and IHDR chunk: 64 × 32 pixels.
        let header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
                               0, 0, 0, 64, 0, 0, 0, 32]
        let image = UIImageView(image: UIImage(data: Data(header)))
        stage.timeline.perform {
            for view in [label, button, image] as [UIView] {
                view.translatesAutoresizingMaskIntoConstraints = false
                stage.rootView.addSubview(view)
            }
            NSLayoutConstraint.activate([
                label.centerXAnchor.constraint(equalTo: stage.rootView.centerXAnchor),
                label.centerYAnchor.constraint(equalTo: stage.rootView.centerYAnchor),
                button.leadingAnchor.constraint(equalTo: stage.rootView.leadingAnchor),
                button.topAnchor.constraint(equalTo: stage.rootView.topAnchor),
                image.trailingAnchor.constraint(equalTo: stage.rootView.trailingAnchor),
                image.bottomAnchor.constraint(equalTo: stage.rootView.bottomAnchor),
            ])
            stage.rootView.layoutIfNeeded()
        }
        let measurer = try TextMeasurer()
        let text = measurer.measureText("Hello, constraints", style: label.textLayer.textStyle)
        let width = text.width.rounded(.up), height = text.height.rounded(.up)
        XCTAssertGreaterThan(width, 100)
        XCTAssertEqual(label.intrinsicContentSize, Size(width: width, height: height))
        XCTAssertEqual(label.frame, CGRect(x: (300 - width) / 2, y: (200 - height) / 2, width: width, height: height))
        let title = measurer.measureText("Tap me", style: button.titleLabel.textLayer.textStyle)
        XCTAssertEqual(button.frame.size, Size(width: title.width.rounded(.up), height: title.height.rounded(.up)))
        XCTAssertEqual(image.frame, CGRect(x: 236, y: 168, width: 64, height: 32))
        XCTAssertEqual(stage.takeNotes(), [])

        stage.timeline.perform {
            label.text = "Hi"
            stage.rootView.layoutIfNeeded()
        }
        let shorter = measurer.measureText("Hi", style: label.textLayer.textStyle)
        XCTAssertEqual(label.frame.width, shorter.width.rounded(.up), "a new text is measured at the next pass")
    }

    /// A view given only a width leaves its position and height to chance: one warning names them.
    func testAVariableNoConstraintMentionsIsReportedAsAmbiguous() {
        let stage = Stage(size: Size(width: 100, height: 100))
        let loose = UIView()
        loose.layer.name = "loose"
        stage.timeline.perform {
            loose.translatesAutoresizingMaskIntoConstraints = false
            stage.rootView.addSubview(loose)
            loose.widthAnchor.constraint(equalToConstant: 40).isActive = true
            stage.rootView.layoutIfNeeded()
        }
        stage.timeline.perform { stage.rootView.layoutIfNeeded() }
        let notes = stage.takeNotes()
        XCTAssertEqual(notes, ["warning: ambiguous layout: no constraint fixes loose.minX, loose.minY, loose.height; "
            + "Auto Layout puts them at 0"])
    }
}
