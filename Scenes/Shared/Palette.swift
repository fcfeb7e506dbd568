import Zoetrope

/// The colours and type every built-in scene shares (iOS system colours, Inter).
enum Palette {
    static let background = Color(hex: 0xF2F2F7)
    static let card = Color.white
    static let track = Color(hex: 0xE5E5EA)
    static let accent = Color(hex: 0x0A84FF)
    static let accentSecondary = Color(hex: 0x5E5CE6)
    static let text = Color(hex: 0x1C1C1E)
    static let secondaryText = Color(hex: 0x8E8E93)

    static func font(_ size: Double, _ weight: Font.Weight = .regular) -> Font { .system(size: size, weight: weight) }
}
