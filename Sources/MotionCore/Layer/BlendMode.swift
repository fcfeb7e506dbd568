/// How a layer's drawing is combined with what lies behind it, by the Core Image filter names
/// iOS code sets as `CALayer.compositingFilter`: the blend modes ("multiplyBlendMode", …), each the
/// PDF blend mode of the same name (ISO 32000-1, 11.3.5), which Core Image's filters and Cairo's
/// operators both implement; and two of Core Image's Porter–Duff compositing filters whose
/// result outside the layer is what lies behind it (`sourceOver`, `sourceAtop`).
public enum BlendMode: String, CaseIterable, Sendable {
    case multiply = "multiplyBlendMode"
    case screen = "screenBlendMode"
    case overlay = "overlayBlendMode"
    case darken = "darkenBlendMode"
    case lighten = "lightenBlendMode"
    case colorDodge = "colorDodgeBlendMode"
    case colorBurn = "colorBurnBlendMode"
    case softLight = "softLightBlendMode"
    case hardLight = "hardLightBlendMode"
    case difference = "differenceBlendMode"
    case exclusion = "exclusionBlendMode"
    case hue = "hueBlendMode"
    case saturation = "saturationBlendMode"
    case color = "colorBlendMode"
    case luminosity = "luminosityBlendMode"
    /// CISourceOverCompositing: drawn over what lies behind it, as without a filter — but as one
    /// group, so a sublayer's own compositing filter combines it with its siblings below it only.
    case sourceOver = "sourceOverCompositing"
    /// CISourceAtopCompositing: drawn only where what lies behind it is, whose alpha it keeps
    /// (Porter and Duff's "atop": Cs·αb + Cb·(1 − αs), alpha αb).
    case sourceAtop = "sourceAtopCompositing"
}
