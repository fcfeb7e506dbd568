/// Reading a composition's `layers` array.
extension LottieLayerModel {
    /// The layers of a composition, top first, as in the document.
    static func list(_ json: LottieJSON) throws -> [LottieLayerModel] {
        try json.elements().map(LottieLayerModel.init)
    }

    init(_ json: LottieJSON) throws {
        let reading = json.reading
        let expressionsBefore = reading.expressions
        name = try json["nm"]?.string() ?? "layer"
        index = try json["ind"].map { Int(try $0.number()) }
        parent = try json["parent"].map { Int(try $0.number()) }
        inPoint = try json.required("ip").number()
        outPoint = try json.required("op").number()
        startTime = try json.number("st", default: 0)
        stretch = try json.number("sr", default: 1)
        guard stretch != 0 else { throw reading.malformed(json.location + ".sr", "a layer's stretch must not be 0") }
        let reversed = stretch < 0
        stretch = abs(stretch)
        timeRemap = try json["tm"]?.animatedNumbers()
        transform = try json["ks"].map(LottieTransform.init) ?? .identity
        transform.is3D = json.flag("ddd")
        matte = try json["tt"].map { Matte(rawValue: Int(try $0.number())) } ?? nil
        isMatteSource = json.flag("td")
        isHidden = json.flag("hd")
        masks = try json["masksProperties"]?.elements().map { mask in
            LottieMask(mode: try mask["mode"]?.string() ?? "a", path: try mask.required("pt").animatedBezier(),
                       opacity: try mask["o"]?.animatedNumbers() ?? .fixed([100]), inverted: mask.flag("inv"))
        } ?? []
        let type = Int(try json.required("ty").number())
        switch type {
        case 0:
            kind = .precomposition(reference: try json.required("refId").string(),
                                   size: Size(width: try json.number("w", default: 0), height: try json.number("h", default: 0)))
        case 1:
            kind = .solid(color: try Self.color(hex: try json.required("sc").string(), at: json.location + ".sc", reading),
                          size: Size(width: try json.number("sw", default: 0), height: try json.number("sh", default: 0)))
        case 2: kind = .image(reference: try json.required("refId").string())
        case 3: kind = .null
        case 4: kind = .shapes(try LottieShape.list(try json["shapes"]?.elements() ?? []))
        case 5: kind = .text(try LottieText(try json.required("t")))
        case 6: kind = .unsupported("audio")
        case 13: kind = .unsupported("camera")
        default: kind = .unsupported("layer type \(type)")
        }
        var skipped: [String] = []
        if reading.expressions > expressionsBefore { skipped.append("expressions") }
        dropShadow = nil
        fill = nil
        blur = nil
        for effect in try json["ef"]?.elements() ?? [] where try effect.number("en", default: 1) != 0 {
            let type = try effect.number("ty", default: -1)
            if type == 25, dropShadow == nil {
                dropShadow = try LottieDropShadow(effect, skipped: &skipped)
            } else if type == 21, fill == nil {
                fill = try LottieFillEffect(effect, skipped: &skipped)
            } else if type == 29, blur == nil {
                blur = try LottieGaussianBlur(effect, skipped: &skipped)
            } else {
                skipped.append("effects (\(try effect["nm"]?.string() ?? "type \(Int(try effect.number("ty", default: -1)))"))")
            }
        }
        if reversed { skipped.append("time reversal (negative stretch)") }
        let mode = Int(try json.number("bm", default: 0))
        blendMode = Self.blendModes[mode]
        if mode != 0, blendMode == nil { skipped.append("blend mode \(Self.blendModeNames[mode] ?? String(mode))") }
        self.skipped = skipped
    }

    /// Bodymovin's `bm` numbers (After Effects' blend modes) that are PDF blend modes.
    private static let blendModes: [Int: BlendMode] = [
        1: .multiply, 2: .screen, 3: .overlay, 4: .darken, 5: .lighten, 6: .colorDodge, 7: .colorBurn, 8: .hardLight,
        9: .softLight, 10: .difference, 11: .exclusion, 12: .hue, 13: .saturation, 14: .color, 15: .luminosity,
    ]
    /// The others, by After Effects' names.
    private static let blendModeNames = [16: "add", 17: "hard mix"]

    /// A solid's colour, "#RRGGBB".
    private static func color(hex: String, at location: String, _ reading: LottieReading) throws -> Color {
        let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        guard digits.count == 6, let value = UInt32(digits, radix: 16) else { throw reading.malformed(location, "'\(hex)' is not a #RRGGBB colour") }
        return Color(hex: value)
    }
}
