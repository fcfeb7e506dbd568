import XCTest
@testable import MotionCore

/// `PresentationRecycler`: a recycled tree is, field for field, the tree a fresh
/// `presentation(atGlobalTime:)` gives at the same moment, whatever changed in the model in
/// between; trees or layers someone still holds are never touched.
final class PresentationRecyclerTests: XCTestCase {
    private final class LevelLayer: Layer {
        @Animatable("level") var level: Double = 0
    }

    /// Keeps a stored property of its own, so it is always copied afresh through `init(layer:)`.
    private final class TaggedLayer: Layer {
        var tag = 0
        required init() { super.init() }
        required init(layer: Any) {
            super.init(layer: layer)
            tag = (layer as? TaggedLayer)?.tag ?? 0
        }
    }

    private final class Delegate: LayerDelegate {}

    /// A tree of every kind: a custom property, shape, text, gradient, replicator with an
    /// instance, a class with stored state, a layer with its own timing, a transition.
    private func makeTree(delegate: Delegate) -> Layer {
        let root = Layer()
        root.name = "root"
        let level = LevelLayer()
        level.name = "level"
        level.delegate = delegate
        let shape = ShapeLayer()
        shape.name = "shape"
        shape.path = Path(rect: Rect(x: 0, y: 0, width: 20, height: 10))
        let text = TextLayer()
        text.name = "text"
        text.string = "Hello"
        let gradient = GradientLayer()
        gradient.name = "gradient"
        gradient.colors = [.red, .blue]
        let replicator = ReplicatorLayer()
        replicator.name = "replicator"
        replicator.instanceCount = 3
        let dot = Layer()
        dot.name = "dot"
        replicator.addSublayer(dot)
        let tagged = TaggedLayer()
        tagged.name = "tagged"
        tagged.tag = 1
        let slow = Layer()
        slow.name = "slow"
        slow.speed = 0.5
        slow.timeOffset = 0.25
        let inner = LevelLayer()
        inner.name = "inner"
        slow.addSublayer(inner)
        for layer in [level, shape, text, gradient, replicator, tagged, slow] { root.addSublayer(layer) }
        return root
    }

    private func animate(_ layer: Layer, _ keyPath: String, from: Any?, to: Any?, duration: Double,
                         curve: TimingFunction? = nil, forKey key: String) {
        let animation = BasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = duration
        animation.timingFunction = curve
        layer.add(animation, forKey: key)
    }

    /// Frame after frame, with the model changing between frames (values, animations added and
    /// removed, sublayers added, removed and reordered, a transition), the recycled tree equals
    /// a fresh copy, and once the first tree is let go the same objects are reused.
    func testRecycledTreesEqualFreshCopiesWhileTheModelChanges() throws {
        let timeline = Timeline()
        let delegate = Delegate()
        let recycler = PresentationRecycler(capacity: 2)
        var root: Layer!
        timeline.perform { root = makeTree(delegate: delegate) }
        func layer(_ name: String) -> Layer { root.sublayer(named: name)! }
        let changes: [(Double, () -> Void)] = [
            (0.0, {
                self.animate(layer("level"), "level", from: 0.0, to: 10.0, duration: 2, curve: .easeIn, forKey: "level")
                self.animate(layer("shape"), "strokeEnd", from: 0.0, to: 1.0, duration: 1, forKey: "draw")
                self.animate(layer("dot"), "position", from: Point(x: 0, y: 0), to: Point(x: 9, y: 3), duration: 1,
                             forKey: "move")
                self.animate(layer("inner"), "opacity", from: 1.0, to: 0.0, duration: 1, forKey: "fade")
                layer("text").opacity = 0.5
            }),
            (0.3, {
                layer("level").position = Point(x: 40, y: 40)
                (layer("tagged") as! TaggedLayer).tag = 2
                layer("gradient").name = "gradient 2"
                self.animate(layer("tagged"), "bounds.size.width", from: 0.0, to: 50.0, duration: 1, forKey: "grow")
            }),
            (0.5, {
                let extra = LevelLayer()
                extra.name = "extra"
                root.insertSublayer(extra, at: 2)
                layer("shape").removeAllAnimations()
                layer("level").delegate = nil
            }),
            (0.7, {
                layer("text").removeFromSuperlayer()
                let transition = Transition(type: .push)
                transition.duration = 1
                transition.previousContents = layer("level").presentation()
                layer("level").add(transition, forKey: "transition")
                root.speed = 2
            }),
            (0.9, {
                root.addSublayer(LevelLayer())
                root.addSublayer(ShapeLayer())
            }),
        ]
        var times = Array(stride(from: 0.0, through: 1.2, by: 0.1))
        times.append(contentsOf: [1.25, 1.6])
        // Weak: a tree that was freed (not recycled) reads nil, however malloc reuses its address.
        weak var previousTree: Layer?
        var recycledCount = 0
        for t in times {
            timeline.advance(to: t)
            for (time, change) in changes where abs(time - t) < 1e-9 { timeline.perform(change) }
            let recycled = recycler.presentation(of: root, atGlobalTime: t)
            let fresh = root.presentation(atGlobalTime: t)
            assertSameTree(recycled, fresh, at: "t=\(t) root")
            if previousTree === recycled { recycledCount += 1 }
            previousTree = recycled
        }
        // Each frame's tree is let go before the next, so every frame after the first reuses it.
        XCTAssertEqual(recycledCount, times.count - 1)
    }

    /// A tree still held is never touched: the next frame gets another tree, and the held one
    /// keeps every value it had.
    func testHeldTreesAreNeverModified() {
        let timeline = Timeline()
        let root = Layer()
        let child = LevelLayer()
        root.addSublayer(child)
        timeline.perform { self.animate(child, "level", from: 0.0, to: 100.0, duration: 1, forKey: "level") }
        let recycler = PresentationRecycler(capacity: 1)
        let held = recycler.presentation(of: root, atGlobalTime: 0.25)
        let heldChild = held.sublayers[0] as! LevelLayer
        XCTAssertEqual(heldChild.level, 25, accuracy: 1e-9)
        let next = recycler.presentation(of: root, atGlobalTime: 0.75)
        XCTAssertFalse(next === held)
        XCTAssertFalse(next.sublayers[0] === heldChild)
        XCTAssertEqual(heldChild.level, 25, accuracy: 1e-9)
        XCTAssertTrue(heldChild.superlayer === held)
        XCTAssertEqual((next.sublayers[0] as! LevelLayer).level, 75, accuracy: 1e-9)
    }

    /// A sublayer someone holds after letting its tree go keeps its values and loses its link
    /// to the (recycled) parent, as it would if the parent were freed; the tree gets a new one.
    func testHeldSublayerOfARecycledTreeIsReplacedAndUnlinked() {
        let timeline = Timeline()
        let root = Layer()
        let model = LevelLayer()
        root.addSublayer(model)
        timeline.perform { self.animate(model, "level", from: 0.0, to: 100.0, duration: 1, forKey: "level") }
        let recycler = PresentationRecycler(capacity: 1)
        var tree: Layer? = recycler.presentation(of: root, atGlobalTime: 0.5)
        weak let recyclable = tree
        let kept = tree!.sublayers[0] as! LevelLayer
        tree = nil
        let next = recycler.presentation(of: root, atGlobalTime: 0.75)
        XCTAssertTrue(next === recyclable, "the tree itself is recycled")
        XCTAssertFalse(next.sublayers[0] === kept)
        XCTAssertNil(kept.superlayer)
        XCTAssertEqual(kept.level, 50, accuracy: 1e-9)
        XCTAssertTrue(kept.modelLayer === model)
        XCTAssertTrue(next.sublayers[0].superlayer === next)
        XCTAssertEqual((next.sublayers[0] as! LevelLayer).level, 75, accuracy: 1e-9)
    }

    /// Layers nothing else holds are brought up to date in place; a class with stored state of
    /// its own gets a fresh copy through its `init(layer:)` every frame, carrying the new state.
    func testOnlyClassesWithoutStoredStateAreRecycledInPlace() {
        let root = Layer()
        let plain = LevelLayer()
        let tagged = TaggedLayer()
        root.addSublayer(plain)
        root.addSublayer(tagged)
        let recycler = PresentationRecycler(capacity: 1)
        var tree: Layer? = recycler.presentation(of: root, atGlobalTime: 0)
        weak let plainCopy = tree!.sublayers[0]
        weak let taggedCopy = tree!.sublayers[1]
        tree = nil
        tagged.tag = 7
        let next = recycler.presentation(of: root, atGlobalTime: 0)
        XCTAssertTrue(next.sublayers[0] === plainCopy)
        XCTAssertNil(taggedCopy, "replaced and freed")
        XCTAssertEqual((next.sublayers[1] as! TaggedLayer).tag, 7)
        XCTAssertTrue(LevelLayer().storage.schema.recyclesCopies)
        XCTAssertFalse(TaggedLayer().storage.schema.recyclesCopies)
        XCTAssertFalse(ReplicatorLayer().storage.schema.recyclesCopies)
    }

    /// While more trees are held than the recycler keeps, every frame gets a fresh tree and the
    /// held ones stay as they were; a replicator root is never recycled but always correct.
    func testHeldTreesBeyondCapacityAndUnrecyclableRootsGetFreshTrees() {
        let timeline = Timeline()
        let root = ReplicatorLayer()
        root.instanceCount = 2
        let child = LevelLayer()
        root.addSublayer(child)
        timeline.perform { self.animate(child, "level", from: 0.0, to: 10.0, duration: 1, forKey: "level") }
        let recycler = PresentationRecycler(capacity: 2)
        var held: [Layer] = []
        for step in 0..<5 {
            let t = Double(step) / 5
            let tree = recycler.presentation(of: root, atGlobalTime: t)
            XCTAssertFalse(held.contains { $0 === tree })
            assertSameTree(tree, root.presentation(atGlobalTime: t), at: "t=\(t)")
            held.append(tree)
        }
        for (step, tree) in held.enumerated() {
            let copy = tree.sublayers[1].sublayers[0] as! LevelLayer
            XCTAssertEqual(copy.level, 10 * Double(step) / 5, accuracy: 1e-9, "held tree \(step) unchanged")
        }
        weak let dropped = held.last
        held.removeAll()
        XCTAssertNotNil(dropped, "the recycler keeps the newest trees")
        XCTAssertFalse(recycler.presentation(of: root, atGlobalTime: 1) === dropped, "replicator roots are never recycled")
    }

    /// Thousands of siblings are recycled on several threads; the result equals fresh copies,
    /// also after siblings were added and removed.
    func testBigSiblingSetsRecycleInParallelAndEqualFreshCopies() {
        let timeline = Timeline()
        let root = Layer()
        let count = SiblingCopies.parallelThreshold * 2 + 3
        timeline.perform {
            Transaction.setDisableActions(true)
            for index in 0..<count {
                let layer = LevelLayer()
                layer.name = "layer \(index)"
                root.addSublayer(layer)
                self.animate(layer, "position", from: Point(x: Double(index), y: 0), to: Point(x: 0, y: Double(index)),
                             duration: 1 + Double(index % 3), curve: .easeInEaseOut, forKey: "move")
                self.animate(layer, "level", from: nil, to: Double(index), duration: 2, forKey: "level")
            }
        }
        let recycler = PresentationRecycler(capacity: 1)
        for (step, t) in [0.1, 0.8, 1.3].enumerated() {
            timeline.advance(to: t)
            if step == 1 {
                timeline.perform {
                    Transaction.setDisableActions(true)
                    root.sublayers[5].removeFromSuperlayer()
                    root.addSublayer(LevelLayer())
                    root.sublayers[9].opacity = 0.5
                }
            }
            let recycled = recycler.presentation(of: root, atGlobalTime: t)
            assertSameTree(recycled, root.presentation(atGlobalTime: t), at: "t=\(t)")
        }
    }

    /// Field-for-field equality of two presentation trees, sublayer links included.
    private func assertSameTree(_ a: Layer, _ b: Layer, at path: String, file: StaticString = #filePath,
                                line: UInt = #line) {
        XCTAssertTrue(type(of: a) == type(of: b), "\(path): class", file: file, line: line)
        XCTAssertTrue(a.modelLayer === b.modelLayer, "\(path): model", file: file, line: line)
        XCTAssertTrue(a.isPresentation && b.isPresentation, "\(path): presentation", file: file, line: line)
        XCTAssertEqual(a.name, b.name, "\(path): name", file: file, line: line)
        XCTAssertTrue(a.delegate === b.delegate, "\(path): delegate", file: file, line: line)
        XCTAssertEqual([a.beginTime, a.speed, a.timeOffset, a.duration, a.repeatCount, a.repeatDuration],
                       [b.beginTime, b.speed, b.timeOffset, b.duration, b.repeatCount, b.repeatDuration],
                       "\(path): timing", file: file, line: line)
        XCTAssertEqual(a.autoreverses, b.autoreverses, file: file, line: line)
        XCTAssertEqual(a.fillMode, b.fillMode, file: file, line: line)
        XCTAssertEqual(a.needsDisplay(), b.needsDisplay(), "\(path): needsDisplay", file: file, line: line)
        XCTAssertEqual(a.actions?.count, b.actions?.count, file: file, line: line)
        XCTAssertEqual(a.animationKeys(), b.animationKeys(), file: file, line: line)
        XCTAssertEqual(a.storedPropertyKeys, b.storedPropertyKeys, "\(path): keys", file: file, line: line)
        for key in a.storedPropertyKeys {
            XCTAssertEqual(String(describing: a.value(forKey: key)), String(describing: b.value(forKey: key)),
                           "\(path): \(key)", file: file, line: line)
        }
        XCTAssertEqual(a.activeTransition?.progress, b.activeTransition?.progress, "\(path): transition", file: file, line: line)
        XCTAssertTrue(a.activeTransition?.previous === b.activeTransition?.previous, file: file, line: line)
        if let instance = a as? ReplicatorInstanceLayer, let other = b as? ReplicatorInstanceLayer {
            XCTAssertEqual(instance.index, other.index, file: file, line: line)
            XCTAssertEqual(instance.tint, other.tint, file: file, line: line)
        }
        XCTAssertEqual(a.sublayers.count, b.sublayers.count, "\(path): sublayer count", file: file, line: line)
        for (index, (childA, childB)) in zip(a.sublayers, b.sublayers).enumerated() {
            XCTAssertTrue(childA.superlayer === a, "\(path)/\(index): link", file: file, line: line)
            XCTAssertTrue(childB.superlayer === b, file: file, line: line)
            assertSameTree(childA, childB, at: "\(path)/\(childA.name ?? String(index))", file: file, line: line)
        }
    }

    /// A tree lent to another thread, which reads it while the recycler builds later frames, is
    /// recycled only once given back, and then for the next frame: the other thread read its own
    /// frame's border width (25) all along. The giving back, under the lock the recycler looks
    /// for free trees under, is what orders the other thread's reads before the recycler's writes
    /// (Scripts/tsan.sh runs this test: a reference count is no synchronisation to
    /// ThreadSanitizer).
    func testATreeLentToAnotherThreadIsRecycledOnlyOnceGivenBack() throws {
        let timeline = Timeline()
        let root = Layer()
        let model = Layer()
        root.addSublayer(model)
        timeline.perform { self.animate(model, "borderWidth", from: 0.0, to: 100.0, duration: 1, forKey: "border") }
        let recycler = PresentationRecycler(capacity: 2)
        weak var lentTree: Layer?
        let readings = Readings()
        do {
            let tree = recycler.presentation(of: root, atGlobalTime: 0.25)
            lentTree = tree
            let lent = LentPresentationTree(tree)
            Thread.detachNewThread {
                // Read over and over, as a renderer reads a tree for as long as it draws it.
                let levels = lent.use { tree in (0..<2_000).map { _ in tree.sublayers[0].borderWidth } }
                readings.record(levels)
            }
        }
        let deadline = Date().addingTimeInterval(30)
        var framesWhileLent = 0
        var recycledWidth: Double?
        while recycledWidth == nil, Date() < deadline {
            // Each frame's tree is let go before the next is built, so it is recycled for it.
            let frame = recycler.presentation(of: root, atGlobalTime: 0.75)
            if frame === lentTree { recycledWidth = frame.sublayers[0].borderWidth }
            framesWhileLent += 1
        }
        XCTAssertEqual(try XCTUnwrap(recycledWidth, "the tree given back is recycled"), 75, accuracy: 1e-9)
        let levels = try XCTUnwrap(readings.wait(until: deadline))
        XCTAssertEqual(Set(levels), [25], "read \(levels.count) times while \(framesWhileLent) frames were built")
    }

    /// What the other thread read.
    private final class Readings: @unchecked Sendable {
        private let condition = NSCondition()
        private var levels: [Double]?

        func record(_ levels: [Double]) {
            condition.withLock { self.levels = levels }
            condition.signal()
        }

        func wait(until deadline: Date) -> [Double]? {
            condition.withLock {
                while levels == nil, condition.wait(until: deadline) {}
                return levels
            }
        }
    }
}
