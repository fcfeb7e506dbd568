#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// After Effects' Drop Shadow effect (`ef` item of `ty` 25) drawn as the layer's shadow, as
/// lottie-ios's Core Animation engine maps it: the colour, the opacity (0…255) over 255, a blur
/// radius of the softness over 5, and an offset of `distance` toward `direction` (degrees
/// clockwise from up, so 180 is straight down). Its values are read by name, or by their place in
/// the effect when an export renamed them.
struct LottieDropShadow {
    var color: LottieAnimated<[Double]>
    var opacity: LottieAnimated<[Double]>
    var direction: LottieAnimated<[Double]>
    var distance: LottieAnimated<[Double]>
    var softness: LottieAnimated<[Double]>

    /// The effect in `json`; nil when it is switched off (`en` 0). "Shadow Only" is named in
    /// `skipped`, and the shadow drawn with the layer.
    init?(_ json: LottieJSON, skipped: inout [String]) throws {
        guard try json.number("en", default: 1) != 0 else { return nil }
        let values = try LottieEffectValues(json)
        color = try values.value("Shadow Color", 0, [0, 0, 0, 1])
        opacity = try values.value("Opacity", 1, [127.5])
        direction = try values.value("Direction", 2, [135])
        distance = try values.value("Distance", 3, [5])
        softness = try values.value("Softness", 4, [0])
        if try values.isSet("Shadow Only", 5, from: 0) { skipped.append("a drop shadow's \"Shadow Only\"") }
    }

    /// Gives `layer` the shadow, each value animated as the effect's is.
    func apply(to layer: Layer, timing: LottieTiming) {
        timing.apply(color, to: layer, keyPath: "shadowColor", convert: LottieShapeLayers.color)
        timing.apply(opacity, to: layer, keyPath: "shadowOpacity") { min(max(($0.first ?? 0) / 255, 0), 1) }
        timing.apply(softness, to: layer, keyPath: "shadowRadius") { max(($0.first ?? 0) / 5, 0) }
        let ranges = [direction.frameRange, distance.frameRange].compactMap { $0 }
        func offset(atFrame frame: Double) -> Size {
            let angle = (direction.scalar(atFrame: frame) - 90) * .pi / 180, length = distance.scalar(atFrame: frame)
            return Size(width: length * cos(angle), height: length * sin(angle))
        }
        guard let first = ranges.map(\.lowerBound).min(), let last = ranges.map(\.upperBound).max() else {
            layer.shadowOffset = offset(atFrame: 0)
            return
        }
        timing.apply(LottieGeometry.sampled(from: first, to: last, offset), to: layer, keyPath: "shadowOffset") { $0 }
    }
}
