/// The bounds of a rendered frame: its rate and its pixel size. Each is checked by one function
/// with one message, which the render's settings, the writers' options and the canvas all ask.
public enum FrameBounds {
    /// Frames per second a render and every writer take.
    public static let framesPerSecond = 1...240
    /// Pixels per side of a frame: what Cairo's canvas (limited to 16384 to keep memory sane) and
    /// the encoders both take.
    public static let side = 1...16_384

    /// Why `fps` is out of bounds, or nil when it is within them.
    public static func problem(fps: Int) -> String? {
        framesPerSecond.contains(fps) ? nil : outOfBounds(fps: fps)
    }

    /// What is wrong with `fps`, a rate outside the bounds.
    public static func outOfBounds(fps: Int) -> String {
        "fps \(fps) is out of range: fps must be between \(framesPerSecond.lowerBound) and \(framesPerSecond.upperBound)"
    }

    /// Why a frame of `width`×`height` pixels is out of bounds, or nil when it is within them.
    /// Doubles, so that huge or NaN sizes are told, never converted.
    public static func problem(width: Double, height: Double) -> String? {
        let sides = Double(side.lowerBound)...Double(side.upperBound)
        return sides.contains(width) && sides.contains(height) ? nil : outOfBounds(width: width, height: height)
    }

    /// What is wrong with a frame of `width`×`height` pixels, a size outside the bounds.
    public static func outOfBounds(width: Double, height: Double) -> String {
        "frame size \(describe(width))×\(describe(height)) is outside \(side.lowerBound)...\(side.upperBound) pixels per side"
    }

    /// A pixel count for messages: whole numbers without a fraction, anything else as is.
    private static func describe(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
