/// A layer's or group's transform (`ks`, `tr`): the child's point q lands at
/// position + rotation · scale · (q − anchor) in its parent; opacity in percent.
struct LottieTransform {
    var anchor: LottieAnimated<[Double]> = .fixed([0, 0])
    /// Position as one property; nil when split into `x` and `y` (`positionX`, `positionY`).
    var position: LottieAnimated<[Double]>? = .fixed([0, 0])
    var positionX: LottieAnimated<[Double]>?
    var positionY: LottieAnimated<[Double]>?
    /// Percent, per axis.
    var scale: LottieAnimated<[Double]> = .fixed([100, 100])
    /// Degrees, clockwise on screen.
    var rotation: LottieAnimated<[Double]> = .fixed([0])
    /// Percent.
    var opacity: LottieAnimated<[Double]> = .fixed([100])
    /// Whether a skew (`sk`) other than 0 is set, which is not drawn.
    var isSkewed = false

    static let identity = LottieTransform()

    init() {}

    init(_ json: LottieJSON) throws {
        if let a = json["a"] { anchor = try a.animatedNumbers() }
        if let p = json["p"] {
            if p.flag("s") {
                position = nil
                positionX = try p.required("x").animatedNumbers()
                positionY = try p.required("y").animatedNumbers()
            } else {
                position = try p.animatedNumbers()
            }
        }
        if let s = json["s"] { scale = try s.animatedNumbers() }
        if let r = json["r"] ?? json["rz"] { rotation = try r.animatedNumbers() }
        if let o = json["o"] { opacity = try o.animatedNumbers() }
        if let skew = try json["sk"]?.animatedNumbers() { isSkewed = skew.isAnimated || skew.initial.first ?? 0 != 0 }
    }
}
