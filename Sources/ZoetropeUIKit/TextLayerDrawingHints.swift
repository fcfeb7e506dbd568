/// CATextLayer's drawing hint as iOS code sets it, kept under its key-value coding key
/// (`"allowsFontSubpixelQuantization"`) so `value(forKey:)` reads it as on iOS.
extension TextLayer {
    /// Whether glyphs placed at subpixel positions may be snapped to a few subpixel steps
    /// (CATextLayer.allowsFontSubpixelQuantization, default false): on iOS a speed-for-fidelity
    /// trade of Core Text's glyph cache. Stored and read back with no visible effect here: the
    /// renderer lays text out unhinted at exact fractional glyph positions (Pango with glyph
    /// rounding off, greyscale antialiasing), with no glyph cache whose steps could be coarsened,
    /// so both values draw the same pixels.
    public var allowsFontSubpixelQuantization: Bool {
        get { value(forKey: "allowsFontSubpixelQuantization") as? Bool ?? false }
        set { setValue(newValue, forKey: "allowsFontSubpixelQuantization") }
    }
}
