extension Color {
    /// A colour from hue, saturation and brightness (HSV), as UIColor(hue:saturation:brightness:alpha:).
    ///
    /// `hue` is a fraction of a turn: 0 and 1 are red, 1/3 green, 2/3 blue; other values wrap
    /// around. Saturation, brightness and alpha are clamped to [0, 1]; NaN counts as 0.
    public init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
        func unit(_ v: Double) -> Double { v > 0 ? min(v, 1) : 0 }
        let s = unit(saturation), v = unit(brightness)
        var h = hue.isFinite ? hue.truncatingRemainder(dividingBy: 1) : 0
        if h < 0 { h += 1 }
        let sector = h * 6
        let i = min(Int(sector), 5)
        let f = sector - Double(i)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch i {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: unit(alpha))
    }

    /// Hue (fraction of a turn in [0, 1)), saturation and brightness of the colour, the inverse of
    /// `init(hue:saturation:brightness:alpha:)` for components in [0, 1] (UIColor.getHue). Greys
    /// have hue 0; black has saturation 0.
    public var hueSaturationBrightness: (hue: Double, saturation: Double, brightness: Double) {
        let maximum = max(red, green, blue), minimum = min(red, green, blue)
        let chroma = maximum - minimum
        let saturation = maximum > 0 ? chroma / maximum : 0
        guard chroma > 0 else { return (0, saturation, maximum) }
        var sector: Double
        if maximum == red {
            sector = (green - blue) / chroma
        } else if maximum == green {
            sector = (blue - red) / chroma + 2
        } else {
            sector = (red - green) / chroma + 4
        }
        if sector < 0 { sector += 6 }
        return (sector / 6, saturation, maximum)
    }
}
