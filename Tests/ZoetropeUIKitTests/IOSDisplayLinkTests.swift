import XCTest
import ZoetropeUIKit

/// A view driven by a display link, written as iOS code writes one, with the porting table's
/// spelling of `target:selector:`.
private final class Ticker {
    let layer = CALayer()
    var link: CADisplayLink?
    var calls: [(timestamp: CFTimeInterval, target: CFTimeInterval, duration: CFTimeInterval, now: CFTimeInterval)] = []
    var start: CFTimeInterval = 0

    func begin() {
        start = CACurrentMediaTime()
        let link = CADisplayLink(target: self, action: Ticker.step)
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    func step(_ link: CADisplayLink) {
        calls.append((link.timestamp, link.targetTimestamp, link.duration, CACurrentMediaTime()))
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.position = CGPoint(x: 100 * (link.timestamp - start), y: 0)
        CATransaction.commit()
    }
}

/// A display link started at 0.5 s.
private final class TickerScene: IOSTestScene {
    static let name = "ios-display-link"
    static let summary = "a CADisplayLink moving a layer"
    let ticker = Ticker()
    var size: Size { Size(width: 40, height: 40) }
    var duration: Double { 2 }

    init() {}

    func setUp(on stage: Stage) {
        ticker.layer.name = "ticker"
        stage.rootLayer.addSublayer(ticker.layer)
        stage.at(0.5) { self.ticker.begin() }
    }
}

/// CADisplayLink: called once per rendered frame at virtual time, before the frame is made;
/// `timestamp` is the frame's time (CACurrentMediaTime() there), `targetTimestamp` the next
/// call's, `duration` the refresh interval. CACurrentMediaTime() is the timeline's time.
final class IOSDisplayLinkTests: XCTestCase {
    func testCalledOncePerRenderedFrameAtVirtualTime() throws {
        let scene = TickerScene()
        let settings = try RenderSettings(fps: 30).resolved(for: scene)
        var positions: [(Double, Double)] = []
        try Playback(scene: scene).play(settings) { frame in
            let x = frame.tree.sublayer(named: "ticker")?.position.x ?? -1
            positions.append((frame.time, x))
        }
        let calls = scene.ticker.calls
        XCTAssertEqual(calls.count, 45, "frames 15...59 of a 2 s render at 30 fps")
        for (index, call) in calls.enumerated() {
            let time = Double(15 + index) / 30
            XCTAssertEqual(call.timestamp, time, accuracy: 1e-9)
            XCTAssertEqual(call.now, call.timestamp, accuracy: 1e-12, "CACurrentMediaTime() inside the callback")
            XCTAssertEqual(call.target, time + 1.0 / 30, accuracy: 1e-9)
            XCTAssertEqual(call.duration, 1.0 / 30, accuracy: 1e-12)
        }
        for (time, x) in positions where time >= 0.5 {
            XCTAssertEqual(x, 100 * (time - 0.5), accuracy: 1e-9, "the frame at \(time) shows what its callback set")
        }
    }

    func testAStillRunsEveryCallOnTheWay() throws {
        let scene = TickerScene()
        let stage = Stage(scene: scene)
        try stage.advance(to: 1)
        XCTAssertEqual(scene.ticker.calls.map(\.timestamp), (15...30).map { Double($0) / 30 })
        XCTAssertEqual(stage.rootLayer.sublayer(named: "ticker")?.position.x ?? -1, 50, accuracy: 1e-9)
    }

    func testPausedPreferredRateAndInvalidate() throws {
        let timeline = Timeline()
        timeline.refreshRate = 60
        var stamps: [Double] = []
        let link = CADisplayLink { stamps.append($0.timestamp) }
        link.preferredFramesPerSecond = 30
        timeline.perform { link.add(to: .main, forMode: .default) }
        timeline.advance(to: 0.1)
        XCTAssertEqual(stamps.count, 4, "0, 2/60, 4/60, 6/60: every other refresh at 30 of 60")
        link.isPaused = true
        timeline.advance(to: 0.2)
        XCTAssertEqual(stamps.count, 4, "no calls while paused")
        link.isPaused = false
        timeline.advance(to: 0.25)
        XCTAssertEqual(stamps.last ?? 0, 14.0 / 60, accuracy: 1e-9, "back on its grid of every other refresh")
        link.invalidate()
        let count = stamps.count
        timeline.advance(to: 1)
        XCTAssertEqual(stamps.count, count, "no calls after invalidate()")
    }

    func testAddingWithoutATimelineIsReported() {
        let problems = ProblemBox()
        Timeline.setUnattendedProblemHandler { problems.append($0) }
        defer { Timeline.setUnattendedProblemHandler(nil) }
        CADisplayLink { _ in }.add(to: .main, forMode: .common)
        XCTAssertEqual(problems.count, 1)
    }

    /// Apple's pause and resume idiom (Technical Q&A QA1673): pausing at 1 s holds the layer's
    /// time; resuming at 2 s goes on from there, a second late.
    func testPauseAndResumeIdiom() {
        let layer = CALayer()
        let timeline = Timeline()
        timeline.perform {
            let anim = CABasicAnimation(keyPath: "position.x")
            anim.fromValue = 0
            anim.toValue = 90
            anim.duration = 3
            anim.beginTime = CACurrentMediaTime()
            anim.timingFunction = CAMediaTimingFunction(name: .linear)
            layer.add(anim, forKey: "slide")
        }
        timeline.schedule(at: 1) {
            let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
            layer.speed = 0
            layer.timeOffset = pausedTime
        }
        timeline.schedule(at: 2) {
            let pausedTime = layer.timeOffset
            layer.speed = 1
            layer.timeOffset = 0
            layer.beginTime = 0
            let timeSincePause = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
            layer.beginTime = timeSincePause
        }
        for (time, expected) in [(0.5, 15.0), (1.5, 30), (2.0, 30), (2.5, 45), (3.5, 75)] {
            timeline.advance(to: time)
            let x = timeline.perform { layer.presentation()?.position.x ?? -1 }
            XCTAssertEqual(x, expected, accuracy: 1e-6, "x at \(time)")
        }
    }
}

/// Problems collected from the unattended handler.
private final class ProblemBox: @unchecked Sendable {
    private let lock = NSLock()
    private var problems: [Error] = []
    func append(_ error: Error) { lock.withLock { problems.append(error) } }
    var count: Int { lock.withLock { problems.count } }
}
