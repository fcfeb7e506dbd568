/// Reading a text layer's `t` and a document's `fonts`.
extension LottieText {
    init(_ json: LottieJSON) throws {
        let reading = json.reading
        let keyframes = try json.required("d").required("k").elements()
        try reading.count(keyframes.count, of: "text keyframes", limit: reading.limits.maximumKeyframesPerProperty)
        documents = try keyframes.map { keyframe in (try keyframe.number("t", default: 0), try Document(try keyframe.required("s"))) }
        guard !documents.isEmpty else { throw reading.malformed(json.location + ".d.k", "a text layer needs a text document") }
        var skipped: [String] = []
        animators = try (json["a"]?.elements() ?? []).compactMap { try LottieTextAnimator.read($0, skipped: &skipped) }
        if json["p"]?["m"] != nil { skipped.append("text on a path") }
        let all = documents.map(\.document)
        if all.contains(where: { $0.justification > 2 }) { skipped.append("justified text (drawn left-aligned)") }
        self.skipped = skipped.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }

    /// The document's fonts by the name text documents use (`fonts.list[i].fName`).
    static func fonts(_ json: LottieJSON?) throws -> [String: LottieFont] {
        var fonts: [String: LottieFont] = [:]
        for font in try json?["list"]?.elements() ?? [] {
            let name = try font.required("fName").string()
            fonts[name] = LottieFont(family: try font["fFamily"]?.string() ?? name, style: try font["fStyle"]?.string() ?? "")
        }
        return fonts
    }
}

extension LottieText.Document {
    init(_ json: LottieJSON) throws {
        text = try json.required("t").string()
        fontName = try json["f"]?.string() ?? ""
        size = try json.number("s", default: 10)
        guard size > 0, size <= 10_000 else { throw json.reading.malformed(json.location + ".s", "the font size \(size) must be in (0, 10000]") }
        fill = try json["fc"].map { LottieShapeLayers.color(try $0.numbers()) }
        justification = Int(try json.number("j", default: 0))
        tracking = try json.number("tr", default: 0)
        lineHeight = try json.number("lh", default: size * 1.2)
        boxPosition = try json["ps"].map { let v = try $0.numbers(); return Point(x: v.first ?? 0, y: v.count > 1 ? v[1] : 0) }
        boxSize = try json["sz"].map { let v = try $0.numbers(); return Size(width: v.first ?? 0, height: v.count > 1 ? v[1] : 0) }
        let strokeWidth = try json.number("sw", default: 0)
        if let strokeColor = try json["sc"].map({ LottieShapeLayers.color(try $0.numbers()) }), strokeWidth > 0 {
            stroke = TextStroke(color: strokeColor, width: strokeWidth / size * 100, fillsText: fill != nil, isOverFill: json.flag("of"))
        } else {
            stroke = nil
        }
    }
}
