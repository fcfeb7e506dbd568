/// A font description resolved by the rendering backend (Pango on Linux).
public struct Font: Hashable, Sendable {
    /// Font weights with UIFont.Weight's names; `rawValue` is the CSS/OpenType weight (100–900).
    public enum Weight: Int, Hashable, Sendable, CaseIterable {
        case ultraLight = 100, thin = 200, light = 300, regular = 400, medium = 500
        case semibold = 600, bold = 700, heavy = 800, black = 900
    }

    /// Family name, e.g. "Inter" or "DejaVu Sans".
    public var family: String
    /// Size in points.
    public var size: Double
    public var weight: Weight
    public var isItalic: Bool

    public init(family: String, size: Double, weight: Weight = .regular, isItalic: Bool = false) {
        self.family = family; self.size = size; self.weight = weight; self.isItalic = isItalic
    }

    /// The UI font of the scenes (Inter) at the given size and weight.
    public static func system(size: Double, weight: Weight = .regular) -> Font {
        Font(family: "Inter", size: size, weight: weight)
    }

    /// A font with the same family and weight at another size.
    public func withSize(_ size: Double) -> Font { Font(family: family, size: size, weight: weight, isItalic: isItalic) }
}
