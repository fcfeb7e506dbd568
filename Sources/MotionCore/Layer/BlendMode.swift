/// How a layer's drawing is combined with what lies behind it, by the Core Image blend-mode
/// filter names iOS code sets as `CALayer.compositingFilter` ("multiplyBlendMode", …). Each is
/// the PDF blend mode of the same name (ISO 32000-1, 11.3.5), which Core Image's filters and
/// Cairo's operators both implement.
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
}
