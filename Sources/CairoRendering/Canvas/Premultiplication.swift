/// Conversions between straight and premultiplied 8-bit alpha, as Cairo's ARGB32 stores it.
public enum Premultiplication {
    /// The straight colour channel of premultiplied `channel` under `alpha`:
    /// `round(channel · 255 / alpha)` with halves rounded up, exact in integers (the formula of
    /// Cairo's own PNG writer). Zero alpha gives 0; a channel above its alpha (invalid
    /// premultiplied data) saturates at 255.
    @inlinable
    public static func unpremultiply(_ channel: UInt8, alpha: UInt8) -> UInt8 {
        guard alpha != 0 else { return 0 }
        guard alpha != 255 else { return channel }
        let a = UInt32(alpha)
        return UInt8(min(255, (UInt32(channel) * 255 + a / 2) / a))
    }

    /// The premultiplied channel `round(channel · alpha / 255)`, exact in integers.
    @inlinable
    public static func premultiply(_ channel: UInt8, alpha: UInt8) -> UInt8 {
        let t = UInt32(channel) * UInt32(alpha) + 128
        return UInt8((t + (t >> 8)) >> 8)
    }
}
