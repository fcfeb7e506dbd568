import Foundation
import Zoetrope

/// Ten minutes of 1920×1080 that never stand still, for measuring renders split into many chunks
/// (`Scripts/bench.sh` part h): the app demo's screen recording looping in a card, cards with
/// shadows drifting on animations of different periods (so no two stretches of the scene look
/// alike), a spinner, a clock label changed by the script every second and a progress bar across
/// the whole run. `ZoetropeBench cli render long-run …` renders it with the zoetrope command line.
struct LongRunScene: Scene, DefaultConstructible {
    static let name = "long-run"
    static let summary = "Ten minutes that keep changing: a looping recording, drifting cards with shadows, a clock"
    var size: Size { Size(width: 1920, height: 1080) }
    var duration: Double { 600 }
    var fps: Int { 60 }
    var backgroundColor: Color? { Color(hex: 0x101828) }

    /// The recording in the package's scene resources (the bench runs from the package's folder).
    private static let recording = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scenes/Resources/AppDemo/city-guide-recording.mp4")

    func setUp(on stage: Stage) {
        let root = stage.rootLayer
        let video = VideoLayer(contentsOf: Self.recording)
        video.frame = Rect(x: 120, y: 90, width: 506, height: 900)
        video.contentsGravity = .resizeAspectFill
        video.loops = true
        video.cornerRadius = 36
        video.masksToBounds = true
        root.addSublayer(video)

        for index in 0..<6 {
            root.addSublayer(makeCard(index))
        }
        root.addSublayer(makeSpinner())

        let clock = TextLayer()
        clock.frame = Rect(x: 760, y: 90, width: 600, height: 90)
        clock.fontSize = 64
        clock.foregroundColor = .white
        clock.string = Self.clockText(0)
        root.addSublayer(clock)
        for second in 1..<Int(duration) {
            stage.at(Double(second)) {
                Transaction.setDisableActions(true)
                clock.string = Self.clockText(second)
            }
        }

        let bar = Layer()
        bar.anchorPoint = Point(x: 0, y: 0.5)
        bar.frame = Rect(x: 760, y: 960, width: 0, height: 12)
        bar.cornerRadius = 6
        bar.backgroundColor = Color(hex: 0x5E9EFF)
        root.addSublayer(bar)
        let fill = BasicAnimation(keyPath: "bounds.size.width")
        fill.fromValue = 0.0
        fill.toValue = 1040.0
        fill.duration = duration
        fill.timingFunction = .linear
        bar.add(fill, forKey: "fill")
    }

    /// A card with a shadow drifting up and down and swaying, each on its own period.
    private func makeCard(_ index: Int) -> Layer {
        let card = Layer()
        card.bounds = Rect(x: 0, y: 0, width: 300, height: 180)
        card.position = Point(x: 910 + Double(index % 3) * 360, y: 400 + Double(index / 3) * 300)
        card.cornerRadius = 24
        card.backgroundColor = Color(hue: Double(index) / 6, saturation: 0.55, brightness: 0.95)
        card.shadowOpacity = 0.45
        card.shadowRadius = 18
        card.shadowOffset = Size(width: 0, height: 12)
        let drift = BasicAnimation(keyPath: "position.y")
        drift.byValue = 60.0
        drift.duration = 2.3 + Double(index) * 0.7
        drift.autoreverses = true
        drift.repeatCount = .infinity
        drift.timingFunction = .easeInEaseOut
        card.add(drift, forKey: "drift")
        let sway = BasicAnimation(keyPath: "transform.rotation.z")
        sway.fromValue = -0.08
        sway.toValue = 0.08
        sway.duration = 3.1 + Double(index) * 1.3
        sway.autoreverses = true
        sway.repeatCount = .infinity
        card.add(sway, forKey: "sway")
        return card
    }

    /// A ring turning once a second.
    private func makeSpinner() -> Layer {
        let spinner = ShapeLayer()
        spinner.frame = Rect(x: 1700, y: 90, width: 100, height: 100)
        spinner.path = Path(ellipseIn: Rect(x: 8, y: 8, width: 84, height: 84))
        spinner.fillColor = nil
        spinner.strokeColor = .white
        spinner.lineWidth = 10
        spinner.lineCap = .round
        spinner.strokeEnd = 0.7
        let turn = BasicAnimation(keyPath: "transform.rotation.z")
        turn.fromValue = 0.0
        turn.toValue = 2 * Double.pi
        turn.duration = 1
        turn.repeatCount = .infinity
        spinner.add(turn, forKey: "turn")
        return spinner
    }

    /// `mm:ss` of `second`.
    private static func clockText(_ second: Int) -> String {
        String(format: "%02d:%02d elapsed", second / 60, second % 60)
    }
}
