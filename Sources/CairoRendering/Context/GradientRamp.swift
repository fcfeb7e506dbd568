import CCairo
import MotionCore

/// A gradient's colour stops as Cairo paints them: locations clamped to [0, 1] and sorted (stops
/// at one location keep their order), components clamped to [0, 1] with NaN as 0, and alpha
/// multiplied by the context's alpha. Between stops colours are interpolated linearly; before
/// the first stop and after the last the end colours continue.
struct GradientRamp {
    struct Stop {
        let location: Double
        let red: Double, green: Double, blue: Double, alpha: Double
    }

    let stops: [Stop]

    /// Nil when no stop has a usable location.
    init?(_ stops: [GradientStop], alpha: Double) {
        let usable = stops.filter { !$0.location.isNaN }
        guard !usable.isEmpty else { return nil }
        func unit(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
        self.stops = usable.enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map { _, stop in
                let c = stop.color
                return Stop(location: unit(stop.location), red: unit(c.red), green: unit(c.green), blue: unit(c.blue),
                            alpha: unit(c.alpha) * alpha)
            }
    }

    /// Adds the stops to a Cairo gradient pattern and pads it (the end colours continue).
    func add(to pattern: OpaquePointer) {
        for stop in stops {
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, stop.red, stop.green, stop.blue, stop.alpha)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    }

    /// How much the premultiplied colour's slope changes along the ramp, summed over the stops
    /// where it bends, in levels (1/255) per unit of the gradient's parameter: the largest over
    /// the three colour channels. Infinite at a hard stop (two colours at one location); nil when
    /// alpha varies, since premultiplied colour is then no longer piecewise linear.
    var slopeChangeSum: Double? {
        segmentSlopes.map { channels in
            channels.map { slopes in
                slopes.contains(.infinity) ? .infinity : zip([0] + slopes, slopes + [0]).reduce(0) { $0 + abs($1.1 - $1.0) }
            }.max() ?? 0
        }
    }

    /// The steepest the premultiplied colour gets, in levels per unit of the gradient's
    /// parameter, over the three colour channels; infinite at a hard stop, nil when alpha varies.
    var steepestSlope: Double? {
        segmentSlopes.map { channels in channels.map { $0.map(abs).max() ?? 0 }.max() ?? 0 }
    }

    /// For each colour channel, the premultiplied colour's slope between consecutive stops at
    /// different locations (levels per unit of the parameter; infinite across a hard stop with a
    /// change of colour); nil when alpha varies.
    private var segmentSlopes: [[Double]]? {
        guard stops.allSatisfy({ $0.alpha == stops[0].alpha }) else { return nil }
        let alpha = stops[0].alpha
        let channels: [(Stop) -> Double] = [{ $0.red * alpha }, { $0.green * alpha }, { $0.blue * alpha }]
        return channels.map { value in
            zip(stops, stops.dropFirst()).compactMap { left, right in
                guard right.location > left.location else { return value(left) != value(right) ? .infinity : nil }
                return 255 * (value(right) - value(left)) / (right.location - left.location)
            }
        }
    }
}
