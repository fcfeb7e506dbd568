import ArgumentParser
import MediaEncoding
import Zoetrope

/// `render`'s frame size: `--scale` in pixels per point, or `--width`/`--height` in pixels, which
/// choose the scale at which the scene fits (sharp text, no resampling).
struct RenderSizeOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "Pixels per point (default: the scene's).")
    var scale: Double?

    @Option(parsing: .unconditional, help: "Output width in pixels: the scene is rendered at the scale that fits (sharp text, no resampling).")
    var width: Bounded<FrameSides>?

    @Option(parsing: .unconditional, help: "Output height in pixels; with --width, the scene fits inside both, aspect kept.")
    var height: Bounded<FrameSides>?

    func validate() throws {
        if scale != nil && (width != nil || height != nil) {
            throw ValidationError("give either --scale or --width/--height, not both")
        }
    }

    /// The scale for a scene of `size` points: `--scale`, the one that fits `--width`/`--height`,
    /// or nil for the scene's.
    func scale(for size: Size) throws -> Double? {
        try scale ?? fittingScale(for: size)
    }

    /// The scale at which `size` points fill `--width`/`--height` pixels (the smaller of the two
    /// when both are given, so the frame fits inside them); nil when neither is given.
    /// Throws, naming the option, when that scale is over `RenderSettings.maximumScale`.
    private func fittingScale(for size: Size) throws -> Double? {
        let scales = [(width?.value, size.width, "--width"), (height?.value, size.height, "--height")].compactMap { pixels, points, name in
            pixels.map { (Double($0) / points, name, $0, points) }
        }
        guard let fit = scales.min(by: { $0.0 < $1.0 }) else { return nil }
        let (scale, name, pixels, points) = fit
        guard scale <= RenderSettings.maximumScale else {
            let most = Int((points * RenderSettings.maximumScale).rounded(.down))
            throw ValidationError("\(name) \(pixels) is more than \(Int(RenderSettings.maximumScale))× the scene's \(points == points.rounded() ? String(Int(points)) : String(points)) points: "
                + "use at most \(most) pixels")
        }
        return scale
    }
}

/// `--width` and `--height`: a frame's side in pixels, within what the encoders take (`FrameBounds.side`).
enum FrameSides: NumberRange {
    static let range = FrameBounds.side
    static let unit = "pixels"
}
