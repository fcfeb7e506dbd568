import ArgumentParser
import Zoetrope

/// Parses `--background` values: "#RRGGBB", "#RRGGBBAA", "RRGGBB" or "transparent".
package enum ColorArgument {
    package static func parse(_ text: String) throws -> Color {
        if text.lowercased() == "transparent" { return .clear }
        var hex = text.hasPrefix("#") ? String(text.dropFirst()) : text
        guard hex.count == 6 || hex.count == 8, let value = UInt32(hex, radix: 16) else {
            throw ValidationError("--background '\(text)' is not a colour; use #RRGGBB, #RRGGBBAA or transparent")
        }
        if hex.count == 6 { hex += "FF" }
        let rgba = hex.count == 8 ? UInt32(hex, radix: 16)! : value
        return Color(red: Double((rgba >> 24) & 0xFF) / 255, green: Double((rgba >> 16) & 0xFF) / 255,
                     blue: Double((rgba >> 8) & 0xFF) / 255, alpha: Double(rgba & 0xFF) / 255)
    }
}
