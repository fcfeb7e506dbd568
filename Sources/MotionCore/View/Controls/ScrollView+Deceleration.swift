import Foundation

/// The glide after a drag: the speed at release decays by `decelerationRate` each millisecond,
/// v(t) = v₀·r^(1000 t), so the offset is o(t) = o₀ + v₀·(r^(1000 t) − 1) / (1000 ln r) and the
/// glide covers −v₀ / (1000 ln r) in all (0.4995 s times the release speed at `.normal`). It is
/// sampled at every display refresh (a display link); a component stops at the content's edge
/// (no bounce), and once less than half a point is left to go the glide ends where it would come
/// to rest, so it rests at the same offset whatever the frame rate.
struct Deceleration {
    let startTime: Double
    let startOffset: Point
    /// Points per second at release.
    let velocity: Point
    let rate: ScrollView.DecelerationRate
    let link: DisplayLink

    /// The distance still to glide per unit of speed: r^(1000 t) / (−1000 ln r) seconds.
    private func remainingFactor(at time: Double) -> Double {
        pow(rate.rawValue, 1000 * (time - startTime)) / (-1000 * log(rate.rawValue))
    }

    /// Where the glide has carried the offset at `time` (before any edge stops it).
    func offset(at time: Double) -> Point {
        let travelled = 1 / (-1000 * log(rate.rawValue)) - remainingFactor(at: time)
        return Point(x: startOffset.x + velocity.x * travelled, y: startOffset.y + velocity.y * travelled)
    }

    /// Where the glide comes to rest: o₀ + v₀ / (−1000 ln r).
    var restingOffset: Point {
        let reach = 1 / (-1000 * log(rate.rawValue))
        return Point(x: startOffset.x + velocity.x * reach, y: startOffset.y + velocity.y * reach)
    }

    /// Whether less than half a point is left to glide at `time`.
    func isFinished(at time: Double) -> Bool {
        let factor = remainingFactor(at: time)
        return (velocity.x * factor).magnitude < 0.5 && (velocity.y * factor).magnitude < 0.5
    }
}

extension ScrollView {
    /// Whether the content is gliding after a drag (UIScrollView.isDecelerating).
    public var isDecelerating: Bool { deceleration != nil }

    /// Starts gliding at `velocity` (points per second of the offset), unless it is nil.
    func decelerate(from velocity: Point) {
        guard let timeline = Timeline.current, velocity != .zero else { return }
        let link = DisplayLink { [unowned self] link in self.glide(at: link.timestamp) }
        deceleration = Deceleration(startTime: timeline.time, startOffset: contentOffset, velocity: velocity,
                                    rate: decelerationRate, link: link)
        link.start()
    }

    /// Ends the glide where it is.
    func stopDecelerating() {
        deceleration?.link.invalidate()
        deceleration = nil
    }

    private func glide(at time: Double) {
        guard let glide = deceleration else { return }
        let finished = glide.isFinished(at: time)
        contentOffset = clamped(finished ? glide.restingOffset : glide.offset(at: time))
        if finished { stopDecelerating() }
    }
}
