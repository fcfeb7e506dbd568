import Foundation

/// CIE L*a*b* (D65) of 8-bit sRGB colours, and the CIE76 colour difference ΔE*ab between them:
/// the Euclidean distance in Lab, where about 2.3 is the just-noticeable difference.
/// Written out here because no library the package links converts colours this way.
public struct CIELab: Equatable, Sendable {
    public let l: Double
    public let a: Double
    public let b: Double

    /// The Lab colour of an sRGB colour given in 0…255 per channel.
    public init(red: Double, green: Double, blue: Double) {
        let (r, g, bl) = (Self.linear(red / 255), Self.linear(green / 255), Self.linear(blue / 255))
        // sRGB → XYZ (D65), then normalised by the D65 white point.
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * bl) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * bl
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * bl) / 1.08883
        let (fx, fy, fz) = (Self.f(x), Self.f(y), Self.f(z))
        l = 116 * fy - 16
        a = 500 * (fx - fy)
        b = 200 * (fy - fz)
    }

    /// ΔE*ab (CIE76) between two colours.
    public func deltaE(to other: CIELab) -> Double {
        let (dl, da, db) = (l - other.l, a - other.a, b - other.b)
        return (dl * dl + da * da + db * db).squareRoot()
    }

    private static func linear(_ c: Double) -> Double {
        c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    private static func f(_ t: Double) -> Double {
        let epsilon = 216.0 / 24389, kappa = 24389.0 / 27
        return t > epsilon ? cbrt(t) : (kappa * t + 16) / 116
    }
}
