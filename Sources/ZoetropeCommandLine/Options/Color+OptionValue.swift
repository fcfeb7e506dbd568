import Zoetrope

/// `--background` (and the preview's `background=`): "#RRGGBB", "#RRGGBBAA", "RRGGBB" or "transparent".
extension Color: OptionValue {
    public init(option text: String) throws {
        if text.lowercased() == "transparent" {
            self = .clear
            return
        }
        let hex = text.hasPrefix("#") ? String(text.dropFirst()) : text
        guard hex.count == 6 || hex.count == 8, let value = UInt32(hex, radix: 16) else {
            throw OptionValueError.notA("a colour; use #RRGGBB, #RRGGBBAA or transparent")
        }
        let rgba = hex.count == 6 ? value << 8 | 0xFF : value
        self.init(red: Double((rgba >> 24) & 0xFF) / 255, green: Double((rgba >> 16) & 0xFF) / 255,
                  blue: Double((rgba >> 8) & 0xFF) / 255, alpha: Double(rgba & 0xFF) / 255)
    }
}
