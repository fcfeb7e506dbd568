import Zoetrope

/// The timing engine at a glance: Apple's named curves, seed 003's custom cubic and three
/// springs, each a dot moved by a real engine animation beside a plot of its curve whose marker
/// follows the same clock.
public struct TimingGalleryScene: Scene, DefaultConstructible {
    public static let name = "timing-gallery"
    public static let summary = "Named curves, a custom cubic and springs as moving dots beside their curve plots"

    public init() {}

    public var size: Size { Size(width: 720, height: 560) }
    public var duration: Double { 3.2 }
    public var backgroundColor: Color? { Palette.background }

    static let start = 0.4, cubicDuration = 1.6
    static let rowHeight = 54.0, top = 62.0
    static let trackStart = 330.0, trackEnd = 690.0

    public func setUp(on stage: Stage) {
        stage.rootView.backgroundColor = Palette.background
        let title = Label(frame: Rect(x: 24, y: 14, width: 672, height: 36), text: "Timing curves",
                          font: Palette.font(24, .bold), textColor: Palette.text)
        title.textAlignment = .left
        stage.rootView.addSubview(title)
        for (index, curve) in GalleryCurve.all.enumerated() { addRow(index, curve, on: stage) }
    }

    private func addRow(_ index: Int, _ curve: GalleryCurve, on stage: Stage) {
        let y = Self.top + Double(index) * Self.rowHeight
        let label = Label(frame: Rect(x: 24, y: y, width: 210, height: Self.rowHeight), text: curve.title,
                          font: Palette.font(14, .medium), textColor: Palette.text)
        label.textAlignment = .left
        label.numberOfLines = 2
        label.lineBreakMode = .byWordWrapping
        stage.rootView.addSubview(label)

        let plot = CurvePlotLayer()
        plot.name = "plot-\(index)"
        plot.curve = curve
        plot.cubicDuration = Self.cubicDuration
        plot.frame = Rect(x: 240, y: y + 2, width: 70, height: Self.rowHeight - 4)
        stage.rootLayer.addSublayer(plot)

        let track = View(frame: Rect(x: Self.trackStart, y: y + Self.rowHeight / 2 - 2, width: Self.trackEnd - Self.trackStart,
                                     height: 4))
        track.backgroundColor = Palette.track
        track.layer.cornerRadius = 2
        stage.rootView.addSubview(track)

        let dot = View(frame: Rect(x: Self.trackStart - 9, y: y + Self.rowHeight / 2 - 9, width: 18, height: 18))
        dot.layer.name = "dot-\(index)"
        dot.backgroundColor = color(for: curve)
        dot.layer.cornerRadius = 9
        stage.rootView.addSubview(dot)

        stage.at(Self.start) {
            let motion = curve.animation(from: Self.trackStart, to: Self.trackEnd, cubic: Self.cubicDuration)
            dot.layer.add(motion, forKey: "move")
            dot.center = Point(x: Self.trackStart + 0, y: dot.center.y).adding(Point(x: Self.trackEnd - Self.trackStart, y: 0))

            let marker = BasicAnimation(keyPath: "progress")
            marker.fromValue = 0.0
            marker.toValue = 1.0
            marker.duration = curve.duration(cubic: Self.cubicDuration)
            plot.add(marker, forKey: "progress")
            Transaction.setDisableActions(true)
            plot.progress = 1
        }
    }
}
