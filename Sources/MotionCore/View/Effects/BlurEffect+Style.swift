extension BlurEffect {
    /// The looks of a blur (UIBlurEffect.Style), with iOS's raw values. Scenes are drawn in the
    /// light appearance, so the adaptive styles (`regular`, `prominent` and the unsuffixed
    /// materials) take their light variant.
    ///
    /// The values are approximations: iOS's own are private and change between releases.
    /// `extraLight`, `light` and `dark` are those of Apple's UIImageEffects sample (WWDC 2013):
    /// blur σ 20, 30 and 20 points, saturation × 1.8, tint white 0.97 at 82 %, white at 30 % and
    /// white 0.11 at 73 %. The materials (iOS 13) are chosen between them: saturation × 1.8, σ and
    /// tint alpha growing with thickness — ultra thin σ 15 / 25 %, thin 20 / 45 %, material
    /// 25 / 65 %, thick 30 / 80 %, chrome 25 / 75 % — over white 0.97 (light) or white 0.11
    /// (dark, tint alpha 10 points higher).
    public enum Style: Int, CaseIterable, Sendable {
        case extraLight = 0
        case light = 1
        case dark = 2
        case regular = 4
        case prominent = 5
        case systemUltraThinMaterial = 6
        case systemThinMaterial = 7
        case systemMaterial = 8
        case systemThickMaterial = 9
        case systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11
        case systemThinMaterialLight = 12
        case systemMaterialLight = 13
        case systemThickMaterialLight = 14
        case systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16
        case systemThinMaterialDark = 17
        case systemMaterialDark = 18
        case systemThickMaterialDark = 19
        case systemChromeMaterialDark = 20

        /// The blur, saturation and tint the style draws.
        var backdrop: BackdropAppearance {
            switch self {
            case .extraLight: BackdropAppearance(blurRadius: 20, saturation: 1.8, tintColor: Color(white: 0.97, alpha: 0.82))
            case .light: BackdropAppearance(blurRadius: 30, saturation: 1.8, tintColor: Color(white: 1, alpha: 0.3))
            case .dark: BackdropAppearance(blurRadius: 20, saturation: 1.8, tintColor: Color(white: 0.11, alpha: 0.73))
            case .systemUltraThinMaterial, .systemUltraThinMaterialLight: Self.material(blurRadius: 15, tintAlpha: 0.25, dark: false)
            case .systemThinMaterial, .systemThinMaterialLight: Self.material(blurRadius: 20, tintAlpha: 0.45, dark: false)
            case .regular, .systemMaterial, .systemMaterialLight: Self.material(blurRadius: 25, tintAlpha: 0.65, dark: false)
            case .prominent, .systemThickMaterial, .systemThickMaterialLight: Self.material(blurRadius: 30, tintAlpha: 0.8, dark: false)
            case .systemChromeMaterial, .systemChromeMaterialLight: Self.material(blurRadius: 25, tintAlpha: 0.75, dark: false)
            case .systemUltraThinMaterialDark: Self.material(blurRadius: 15, tintAlpha: 0.25, dark: true)
            case .systemThinMaterialDark: Self.material(blurRadius: 20, tintAlpha: 0.45, dark: true)
            case .systemMaterialDark: Self.material(blurRadius: 25, tintAlpha: 0.65, dark: true)
            case .systemThickMaterialDark: Self.material(blurRadius: 30, tintAlpha: 0.8, dark: true)
            case .systemChromeMaterialDark: Self.material(blurRadius: 25, tintAlpha: 0.75, dark: true)
            }
        }

        /// A material's look: saturation × 1.8 under white 0.97, or white 0.11 ten points more opaque.
        private static func material(blurRadius: Double, tintAlpha: Double, dark: Bool) -> BackdropAppearance {
            BackdropAppearance(blurRadius: blurRadius, saturation: 1.8,
                               tintColor: dark ? Color(white: 0.11, alpha: tintAlpha + 0.1) : Color(white: 0.97, alpha: tintAlpha))
        }
    }
}
