/// UIColor's named and system colours, as iOS gives them in the light appearance (Apple's Human
/// Interface Guidelines, "Color": the sRGB values of the system palette and the semantic colours).
/// A render has one appearance, the light one, so each name is one colour.
extension Color {
    private static func sRGB(_ red: Int, _ green: Int, _ blue: Int, _ alpha: Double = 1) -> Color {
        Color(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha)
    }

    // MARK: UIColor's fixed colours not in the engine's own set

    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    public static let magenta = Color(red: 1, green: 0, blue: 1)

    // MARK: The system palette

    public static let systemRed = sRGB(255, 59, 48)
    public static let systemOrange = sRGB(255, 149, 0)
    public static let systemYellow = sRGB(255, 204, 0)
    public static let systemGreen = sRGB(52, 199, 89)
    public static let systemMint = sRGB(0, 199, 190)
    public static let systemTeal = sRGB(48, 176, 199)
    public static let systemCyan = sRGB(50, 173, 230)
    public static let systemBlue = sRGB(0, 122, 255)
    public static let systemIndigo = sRGB(88, 86, 214)
    public static let systemPurple = sRGB(175, 82, 222)
    public static let systemPink = sRGB(255, 45, 85)
    public static let systemBrown = sRGB(162, 132, 94)
    public static let systemGray = sRGB(142, 142, 147)
    public static let systemGray2 = sRGB(174, 174, 178)
    public static let systemGray3 = sRGB(199, 199, 204)
    public static let systemGray4 = sRGB(209, 209, 214)
    public static let systemGray5 = sRGB(229, 229, 234)
    public static let systemGray6 = sRGB(242, 242, 247)

    // MARK: Semantic colours

    public static let label = Color.black
    public static let secondaryLabel = sRGB(60, 60, 67, 0.6)
    public static let tertiaryLabel = sRGB(60, 60, 67, 0.3)
    public static let quaternaryLabel = sRGB(60, 60, 67, 0.18)
    public static let placeholderText = sRGB(60, 60, 67, 0.3)
    public static let link = sRGB(0, 122, 255)
    public static let separator = sRGB(60, 60, 67, 0.29)
    public static let opaqueSeparator = sRGB(198, 198, 200)
    public static let systemBackground = Color.white
    public static let secondarySystemBackground = sRGB(242, 242, 247)
    public static let tertiarySystemBackground = Color.white
    public static let systemGroupedBackground = sRGB(242, 242, 247)
    public static let secondarySystemGroupedBackground = Color.white
    public static let tertiarySystemGroupedBackground = sRGB(242, 242, 247)
    public static let systemFill = sRGB(120, 120, 128, 0.2)
    public static let secondarySystemFill = sRGB(120, 120, 128, 0.16)
    public static let tertiarySystemFill = sRGB(118, 118, 128, 0.12)
    public static let quaternarySystemFill = sRGB(116, 116, 128, 0.08)
}
