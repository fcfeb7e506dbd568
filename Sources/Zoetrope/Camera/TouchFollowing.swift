import MotionCore

/// How the camera follows the script's touches by itself (`Camera.followTouches(_:from:until:)`),
/// as screen-recording tools follow clicks: it moves in on a touch a little before the finger
/// lands, pans from touch to touch while they come close together, and eases back out to the
/// whole scene once the screen has been idle a while.
///
/// The moves are a pure function of the scripted touches (taps, pans, swipes, pinches; every
/// finger) and these settings, so a frame's viewport depends only on its time: the same in a
/// render, a still, the preview and every chunk. Touches scripted while the scene plays (inside
/// `stage.at`) are followed from the moment they are scripted; script them in `setUp` for the
/// camera to lead them.
public struct TouchFollowing: Hashable, Sendable {
    /// Magnification on a touch: 2 shows half the scene's width. A drag wider than that is framed whole.
    public var zoom: Double
    /// Seconds before a finger lands that the camera starts moving to it.
    public var lead: Double
    /// Seconds the camera stays after the last finger lifts before it eases back out, when no
    /// touch comes soon enough to pan to instead.
    public var hold: Double
    /// The shortest rest, in seconds, between one move ending and the next starting: quick
    /// touches do not shake the camera (the next move waits, even if it then arrives late).
    public var minimumHold: Double
    /// Seconds each move takes (a spring's perceptual duration).
    public var moveDuration: Double
    /// The curve of each move.
    public var curve: CameraCurve

    public init(zoom: Double = 2, lead: Double = 0.7, hold: Double = 1, minimumHold: Double = 0.3, moveDuration: Double = 0.6,
                curve: CameraCurve = .easeInEaseOut) {
        self.zoom = zoom
        self.lead = lead
        self.hold = hold
        self.minimumHold = minimumHold
        self.moveDuration = moveDuration
        self.curve = curve
    }

    /// One touch as the camera frames it: when it lands and lifts, and the box its finger covers.
    struct Shot: Equatable {
        let landed: Double
        let lifted: Double
        let area: Rect
    }

    /// The moves that follow the touches landing in `window`. The camera starts onto a touch
    /// `lead` seconds before it lands (or `minimumHold` after the previous move ended, if later);
    /// `hold` seconds after the last finger lifts it eases back to the whole scene, unless the
    /// next touch comes before that move and a rest at the whole scene could be done — then it
    /// pans straight to it. Fingers down at the same time (a pinch, a two-finger pan) are one
    /// touch, framed together.
    func moves(following shots: [Shot], within window: Range<Double>) -> [Camera.Move] {
        var moves: [Camera.Move] = []
        var lifted = -Double.infinity, nextFree = window.lowerBound
        for shot in Shot.merged(shots.filter { window.contains($0.landed) }) {
            let out = max(lifted + hold, nextFree)
            if lifted.isFinite, shot.landed - lead >= out + moveDuration + minimumHold {
                moves.append(Camera.Move(target: .whole, start: out, duration: moveDuration, curve: curve))
                nextFree = out + moveDuration + minimumHold
            }
            let start = max(shot.landed - lead, nextFree)
            let target = Camera.Move.Target.around(Point(x: shot.area.midX, y: shot.area.midY), zoom: zoom, covering: shot.area)
            moves.append(Camera.Move(target: target, start: start, duration: moveDuration, curve: curve))
            nextFree = start + moveDuration + minimumHold
            lifted = max(lifted, shot.lifted)
        }
        if lifted.isFinite {
            moves.append(Camera.Move(target: .whole, start: max(lifted + hold, nextFree), duration: moveDuration, curve: curve))
        }
        return moves
    }
}

extension TouchFollowing.Shot {
    /// The shot of one scripted finger; nil for a finger the script never lifts.
    init?(_ track: TouchTrack) {
        guard let lifted = track.lifted else { return nil }
        let xs = track.events.map(\.location.x), ys = track.events.map(\.location.y)
        self.init(landed: track.began, lifted: lifted,
                  area: Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!))
    }

    /// `shots` in the order they land, those down at the same time as one (from the first landing
    /// to the last lift, covering both areas).
    static func merged(_ shots: [Self]) -> [Self] {
        var merged: [Self] = []
        for shot in shots.sorted(by: { ($0.landed, $0.lifted) < ($1.landed, $1.lifted) }) {
            if let last = merged.last, shot.landed <= last.lifted {
                merged[merged.count - 1] = Self(landed: last.landed, lifted: max(last.lifted, shot.lifted), area: last.area.union(shot.area))
            } else {
                merged.append(shot)
            }
        }
        return merged
    }
}
