/// A layer's or group's transform (`ks`, `tr`): the child's point q lands at
/// position + rotation · skew · scale · (q − anchor) in its parent; opacity in percent. A 3D
/// layer's (`ddd`) rotation is, in the order it turns a point, about z (`rz`), y (`ry`), x (`rx`),
/// then the orientation's z, y and x (`or`), its anchor, position and scale with a z of their own.
struct LottieTransform {
    var anchor: LottieAnimated<[Double]> = .fixed([0, 0])
    /// Position as one property; nil when split into `x` and `y` (`positionX`, `positionY`).
    var position: LottieAnimated<[Double]>? = .fixed([0, 0])
    var positionX: LottieAnimated<[Double]>?
    var positionY: LottieAnimated<[Double]>?
    /// A split position's z, on a 3D layer.
    var positionZ: LottieAnimated<[Double]>?
    /// Percent, per axis.
    var scale: LottieAnimated<[Double]> = .fixed([100, 100])
    /// Degrees, clockwise on screen.
    var rotation: LottieAnimated<[Double]> = .fixed([0])
    /// Percent.
    var opacity: LottieAnimated<[Double]> = .fixed([100])
    /// Degrees: `sk`, the skew's angle, along the axis `sa` degrees from the x axis (clockwise).
    var skew: LottieAnimated<[Double]> = .fixed([0])
    var skewAxis: LottieAnimated<[Double]> = .fixed([0])
    /// A 3D layer's turn about x and y, degrees (`rx`, `ry`).
    var rotationX: LottieAnimated<[Double]>?
    var rotationY: LottieAnimated<[Double]>?
    /// A 3D layer's orientation: degrees about x, y and z (`or`).
    var orientation: LottieAnimated<[Double]>?
    /// The layer is a 3D layer (`ddd`): its transform turns it in depth.
    var is3D = false

    /// Whether a skew other than 0 is set.
    var isSkewed: Bool { skew.isAnimated || skew.initial.first ?? 0 != 0 }

    static let identity = LottieTransform()

    init() {}

    init(_ json: LottieJSON) throws {
        if let a = json["a"] { anchor = try a.animatedNumbers() }
        if let p = json["p"] {
            if p.flag("s") {
                position = nil
                positionX = try p.required("x").animatedNumbers()
                positionY = try p.required("y").animatedNumbers()
                positionZ = try p["z"]?.animatedNumbers()
            } else {
                position = try p.animatedNumbers()
            }
        }
        if let s = json["s"] { scale = try s.animatedNumbers() }
        if let r = json["r"] ?? json["rz"] { rotation = try r.animatedNumbers() }
        if let o = json["o"] { opacity = try o.animatedNumbers() }
        if let sk = json["sk"] { skew = try sk.animatedNumbers() }
        if let sa = json["sa"] { skewAxis = try sa.animatedNumbers() }
        rotationX = try json["rx"]?.animatedNumbers()
        rotationY = try json["ry"]?.animatedNumbers()
        orientation = try json["or"]?.animatedNumbers()
    }
}
