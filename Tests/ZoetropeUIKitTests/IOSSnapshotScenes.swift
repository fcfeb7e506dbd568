import ZoetropeUIKit

/// A square drawn by `draw(_:)` in one colour, redrawn when the colour changes.
final class IOSBadgeView: UIView {
    var color: UIColor = .blue { didSet { setNeedsDisplay() } }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(color.cgColor)
        context.fill(rect)
    }
}

/// A red card at (20, 30, 60, 40) with a blue badge drawn by `draw(_:)` at (10, 10, 20, 20)
/// inside it. At 0.5 s it is snapshotted (`afterScreenUpdates: false`), the snapshot is put
/// 120 points to the right and the card turns green with a yellow badge; from 1 s the snapshot
/// slides back over the card in 1 s with the default curve (the custom-transition idiom).
final class IOSSnapshotSlideScene: IOSTestScene {
    static let name = "ios-snapshot-slide"
    static let summary = "a snapshot frozen, moved away, then slid back over its changed original"
    let card = UIView(frame: CGRect(x: 20, y: 30, width: 60, height: 40))
    let badge = IOSBadgeView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    var size: Size { Size(width: 240, height: 100) }
    var duration: Double { 2 }

    init() {}

    private(set) var snapshot: UIView?

    func setUp(on stage: Stage) {
        card.backgroundColor = .red
        card.addSubview(badge)
        let root = stage.rootView
        root.addSubview(card)
        stage.at(0.5) {
            guard let snapshot = self.card.snapshotView(afterScreenUpdates: false) else { return }
            snapshot.layer.name = "snapshot"
            root.addSubview(snapshot)
            snapshot.center.x += 120
            self.card.backgroundColor = .green
            self.badge.color = .yellow
            self.snapshot = snapshot
        }
        stage.at(1) {
            guard let snapshot = self.snapshot else { return }
            UIView.animate(withDuration: 1) { snapshot.center.x -= 120 }
        }
    }
}

/// A card whose `layoutSubviews()` puts a black 10-point dot at `markerX`.
final class IOSMarkedCard: UIView {
    let dot = UIView(frame: CGRect(x: 0, y: 10, width: 10, height: 10))
    var markerX: CGFloat = 0 { didSet { setNeedsLayout() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        dot.backgroundColor = .black
        addSubview(dot)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        dot.frame.origin.x = markerX
    }
}

/// A card moving right by 100 points over 1 s (linear) and turning from red to blue over 1 s
/// from 0.25 s; at 0.25 s, just after the colour animation starts and its dot is marked to move
/// 40 points right at the next layout, it is snapshotted both ways.
final class IOSSnapshotStatesScene: IOSTestScene {
    static let name = "ios-snapshot-states"
    static let summary = "snapshots of a moving card, before and after screen updates"
    let card = IOSMarkedCard(frame: CGRect(x: 20, y: 55, width: 60, height: 40))
    private(set) var presentedFrame = CGRect.zero
    private(set) var updatedFrame = CGRect.zero
    var size: Size { Size(width: 240, height: 150) }
    var duration: Double { 1 }

    init() {}

    func setUp(on stage: Stage) {
        card.backgroundColor = .red
        let root = stage.rootView
        root.addSubview(card)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { self.card.center.x += 100 })
        stage.at(0.25) {
            UIView.animate(withDuration: 1) { self.card.backgroundColor = .blue }
            self.card.markerX = 40
            let presented = self.card.snapshotView(afterScreenUpdates: false)
            let updated = self.card.snapshotView(afterScreenUpdates: true)
            self.presentedFrame = presented?.frame ?? .zero
            self.updatedFrame = updated?.frame ?? .zero
            for (snapshot, dy) in [(presented, -50.0), (updated, 50.0)] {
                guard let snapshot else { continue }
                root.addSubview(snapshot)
                snapshot.center.y += dy
            }
        }
    }
}

/// Three red squares from a `CAReplicatorLayer` (one 10-point square, moved 20 points per
/// instance) in a 100 × 20 view, snapshotted at 0.1 s and put 40 points below.
final class IOSSnapshotReplicatorScene: IOSTestScene {
    static let name = "ios-snapshot-replicator"
    static let summary = "a snapshot of a replicator's instances"
    var size: Size { Size(width: 100, height: 60) }
    var duration: Double { 0.5 }

    init() {}

    func setUp(on stage: Stage) {
        let strip = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        let replicator = CAReplicatorLayer()
        replicator.frame = strip.bounds
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
        let square = CALayer()
        square.frame = CGRect(x: 0, y: 5, width: 10, height: 10)
        square.backgroundColor = UIColor.red.cgColor
        replicator.addSublayer(square)
        strip.layer.addSublayer(replicator)
        let root = stage.rootView
        root.addSubview(strip)
        stage.at(0.1) {
            guard let snapshot = strip.snapshotView(afterScreenUpdates: false) else { return }
            root.addSubview(snapshot)
            snapshot.center.y += 40
        }
    }
}

/// A 100 × 30 label reading "Hello", snapshotted at 0.2 s and put 30 points below, after which
/// the label reads "World".
final class IOSSnapshotLabelScene: IOSTestScene {
    static let name = "ios-snapshot-label"
    static let summary = "a snapshot of a label whose text then changes"
    var size: Size { Size(width: 100, height: 60) }
    var duration: Double { 0.5 }

    init() {}

    func setUp(on stage: Stage) {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        label.text = "Hello"
        label.font = .boldSystemFont(ofSize: 20)
        let root = stage.rootView
        root.addSubview(label)
        stage.at(0.2) {
            guard let snapshot = label.snapshotView(afterScreenUpdates: false) else { return }
            root.addSubview(snapshot)
            snapshot.center.y += 30
            label.text = "World"
        }
    }
}
