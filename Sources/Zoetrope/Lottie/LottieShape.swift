/// An item of a shape layer's `shapes` list (or a group's `it`), as far as the engine draws it.
indirect enum LottieShape {
    /// `gr`: items drawn together under the group's own transform (`tr`).
    case group(name: String, items: [LottieShape], transform: LottieTransform)
    /// `rc`: a rectangle about `position` with corner `roundness`.
    case rectangle(position: LottieAnimated<[Double]>, size: LottieAnimated<[Double]>, roundness: LottieAnimated<[Double]>, reversed: Bool)
    /// `el`: an ellipse about `position`.
    case ellipse(position: LottieAnimated<[Double]>, size: LottieAnimated<[Double]>, reversed: Bool)
    /// `sr`: a star (`sy` 1) or polygon (`sy` 2) of `points` points about `position`, the first
    /// at the top turned by `rotation` degrees; radii in points, roundness in percent.
    case polystar(LottiePolystar)
    /// `sh`: a Bézier path.
    case path(LottieAnimated<LottieBezier>)
    /// `fl`: fills the paths above it (colour 0…1 RGB, opacity in percent).
    case fill(color: LottieAnimated<[Double]>, opacity: LottieAnimated<[Double]>, evenOdd: Bool)
    /// `st`: strokes the paths above it.
    case stroke(LottieStroke)
    /// `gf`: fills the paths above it with a gradient.
    case gradientFill(LottieGradient, opacity: LottieAnimated<[Double]>, evenOdd: Bool)
    /// `gs`: strokes the paths above it with a gradient (the stroke's colour unused).
    case gradientStroke(LottieGradient, stroke: LottieStroke)
    /// `tm`: trims the strokes of the paths above it (start, end in percent; offset in degrees).
    case trim(start: LottieAnimated<[Double]>, end: LottieAnimated<[Double]>, offset: LottieAnimated<[Double]>)
    /// `rd`: rounds the sharp corners of the paths of its group and the groups inside it by
    /// `radius` points (`LottieRoundedCorners`).
    case roundedCorners(radius: LottieAnimated<[Double]>)
    /// `mm`: Merge Paths. Mode 1 (merge) makes the paths before it one compound path, which is how
    /// paints draw them anyway; the boolean modes (2 add, 3 subtract, 4 intersect, 5 exclude
    /// intersections) are named in a note and drawn as mode 1.
    case mergePaths(mode: Int)
    /// `rp`: draws the items listed before it `copies` times, each moved by `transform` from
    /// the one before (`tr`, with `so`/`eo` the first and last copy's opacity in percent).
    case repeater(LottieRepeater)
    /// An item the engine does not draw (zig zag, pucker/bloat, offset path…): named in a note.
    case unsupported(type: String, name: String)

    /// Whether the item is geometry (adds a path to those its paints draw).
    var isGeometry: Bool {
        switch self {
        case .rectangle, .ellipse, .polystar, .path: true
        default: false
        }
    }
}

/// `st`: a stroke's colour, width and style.
struct LottieStroke {
    var color: LottieAnimated<[Double]>
    var opacity: LottieAnimated<[Double]>
    var width: LottieAnimated<[Double]>
    var cap: LineCap
    var join: LineJoin
    var miterLimit: Double
    /// Fixed dash lengths (dash, gap, …) and phase; nil for a solid line.
    var dashes: [Double]?
    var dashPhase: Double
}

/// `rp`: a repeater's properties.
struct LottieRepeater {
    var copies: LottieAnimated<[Double]>
    var offset: LottieAnimated<[Double]>
    var transform: LottieTransform
    var startOpacity: Double
    var endOpacity: Double
    /// `m` 2: copies drawn below the ones before (not drawn so).
    var stacksBelow: Bool
}

/// `sr`: a polystar's properties.
struct LottiePolystar {
    var isStar: Bool
    var position: LottieAnimated<[Double]>
    var points: LottieAnimated<[Double]>
    var rotation: LottieAnimated<[Double]>
    var outerRadius: LottieAnimated<[Double]>
    var innerRadius: LottieAnimated<[Double]>
    /// `os`, `is`: how far each point's tangents reach, in percent of a quarter of the arc
    /// between two points on its radius (Bodymovin's rounded stars).
    var outerRoundness: LottieAnimated<[Double]>
    var innerRoundness: LottieAnimated<[Double]>
    var reversed: Bool

    /// Every property, for the span of their keyframes.
    var properties: [LottieAnimated<[Double]>] { [position, points, rotation, outerRadius, innerRadius, outerRoundness, innerRoundness] }
}

/// `gf`: a gradient between two points; its stops (`g.k`) may be keyframed like any property.
struct LottieGradient {
    var radial: Bool
    var start: LottieAnimated<[Double]>
    var end: LottieAnimated<[Double]>
    /// A radial gradient's highlight (`h`, percent of the radius; `a`, degrees): where its first
    /// stop sits, off the centre.
    var highlightLength: LottieAnimated<[Double]>
    var highlightAngle: LottieAnimated<[Double]>
    /// `g.p`: how many colour stops the numbers hold.
    var count: Int
    /// `g.k`: per stop its location and red, green, blue (4 × count numbers), then optionally
    /// per opacity stop its location and opacity (2 × count more).
    var stops: LottieAnimated<[Double]>

    /// The stops' colours in one set of `stops` numbers; opacities are read at the colour stops'
    /// own indices, as lottie-ios does when both lists have the same length.
    func colors(_ values: [Double]) -> [Color] {
        let alphas = values.count >= count * 6 ? (0..<count).map { values[count * 4 + $0 * 2 + 1] } : Array(repeating: 1, count: count)
        return (0..<count).map { Color(red: values[$0 * 4 + 1], green: values[$0 * 4 + 2], blue: values[$0 * 4 + 3], alpha: alphas[$0]) }
    }

    /// The stops' locations in one set of `stops` numbers.
    func locations(_ values: [Double]) -> [Double] { (0..<count).map { values[$0 * 4] } }
}
