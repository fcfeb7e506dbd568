/// One scripted touch, from the finger landing to its lifting, as the stage scheduled it: what
/// `Stage.showsTouches` draws, as a pure function of time.
struct TouchTrack: Equatable {
    /// The samples in time order, `.began` first.
    let events: [TouchEvent]

    /// A track of `events`, or nil when they are not one drawable touch (empty, not starting
    /// with `.began`, or with times or locations that are not finite — the stage reports those).
    init?(_ events: [TouchEvent]) {
        guard let first = events.first, first.phase == .began,
              events.allSatisfy({ $0.time.isFinite && $0.location.x.isFinite && $0.location.y.isFinite }) else { return nil }
        self.events = events
    }

    /// When the finger lands.
    var began: Double { events[0].time }

    /// When the finger lifts (an `.ended` or `.cancelled` sample), or nil while the script never lifts it.
    var lifted: Double? {
        guard let last = events.last, last.phase == .ended || last.phase == .cancelled else { return nil }
        return last.time
    }

    /// Where the app last saw the finger at `time`: the location of the last sample at or before it.
    func location(at time: Double) -> Point {
        var location = events[0].location
        for event in events where event.time <= time { location = event.location }
        return location
    }

    /// How the indicator looks at `time` in `style`, or nil when nothing of it shows.
    func indicator(at time: Double, style: TouchIndicatorStyle) -> TouchIndicator? {
        guard time >= began else { return nil }
        var opacity = 1.0
        if let lifted, time >= lifted {
            let faded = style.fadeDuration > 0 ? (time - lifted) / style.fadeDuration : 1
            guard faded < 1 else { return nil }
            opacity = 1 - faded
        }
        var rippleProgress: Double?
        if let ripple = style.ripple, ripple.duration > 0, time - began < ripple.duration {
            rippleProgress = (time - began) / ripple.duration
        }
        return TouchIndicator(center: location(at: time), opacity: opacity, rippleProgress: rippleProgress)
    }
}

/// One touch indicator as drawn in a frame.
struct TouchIndicator: Equatable {
    /// The finger's location in root-view coordinates.
    var center: Point
    /// The disc's opacity: 1 while the finger is down, falling linearly to 0 over the fade.
    var opacity: Double
    /// How far the landing ripple has run (0...1), or nil when none shows.
    var rippleProgress: Double?
}
