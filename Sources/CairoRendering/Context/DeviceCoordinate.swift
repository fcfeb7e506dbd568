/// The range of device-pixel coordinates the renderer rounds to whole pixels and turns into
/// integers: far beyond any canvas (`CanvasLimits` caps a side at 16384 pixels), and far inside
/// what `Int` and Cairo's fixed-point coordinates hold, so a layer thrown far off screen (or a
/// degenerate transform) is declined by the fast paths instead of overflowing them.
enum DeviceCoordinate {
    /// The largest magnitude accepted.
    static let limit = 1e9

    /// Whether `value` is finite and within `limit`.
    static func isUsable(_ value: Double) -> Bool { value.isFinite && abs(value) < limit }
}
