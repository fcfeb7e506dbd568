/// Reading shape items (`shapes`, a group's `it`); hidden items (`hd`) are left out.
extension LottieShape {
    /// The items, top first, as in the document; a group's `tr` becomes its transform.
    static func list(_ items: [LottieJSON]) throws -> [LottieShape] {
        try items.filter { !$0.flag("hd") && (try? $0["ty"]?.string()) != "tr" }.map(LottieShape.init)
    }

    init(_ json: LottieJSON) throws {
        let type = try json.required("ty").string()
        let name = try json["nm"]?.string() ?? type
        // `d` is a path's direction on geometry (3 reversed) but a stroke's dash list.
        let reversed = try ["rc", "el", "sr", "sh"].contains(type) && json.number("d", default: 1) == 3
        switch type {
        case "gr":
            let items = try json["it"]?.elements() ?? []
            let transform = try items.first { (try? $0["ty"]?.string()) == "tr" }.map(LottieTransform.init) ?? .identity
            self = .group(name: name, items: try Self.list(items), transform: transform)
        case "rc":
            self = .rectangle(position: try json.required("p").animatedNumbers(), size: try json.required("s").animatedNumbers(),
                              roundness: try json["r"]?.animatedNumbers() ?? .fixed([0]), reversed: reversed)
        case "el":
            self = .ellipse(position: try json.required("p").animatedNumbers(), size: try json.required("s").animatedNumbers(), reversed: reversed)
        case "sr":
            self = .polystar(LottiePolystar(
                isStar: try json.number("sy", default: 1) == 1, position: try json.required("p").animatedNumbers(),
                points: try json.required("pt").animatedNumbers(), rotation: try json["r"]?.animatedNumbers() ?? .fixed([0]),
                outerRadius: try json.required("or").animatedNumbers(), innerRadius: try json["ir"]?.animatedNumbers() ?? .fixed([0]),
                outerRoundness: try json["os"]?.animatedNumbers() ?? .fixed([0]),
                innerRoundness: try json["is"]?.animatedNumbers() ?? .fixed([0]), reversed: reversed))
        case "sh":
            self = .path(try json.required("ks").animatedBezier())
        case "fl":
            self = .fill(color: try json.required("c").animatedNumbers(), opacity: try json["o"]?.animatedNumbers() ?? .fixed([100]),
                         evenOdd: try json.number("r", default: 1) == 2)
        case "st":
            self = .stroke(try LottieStroke(json))
        case "gf":
            self = .gradientFill(try LottieGradient(json), opacity: try json["o"]?.animatedNumbers() ?? .fixed([100]),
                                 evenOdd: try json.number("r", default: 1) == 2)
        case "gs":
            self = .gradientStroke(try LottieGradient(json), stroke: try LottieStroke(json, coloured: false))
        case "rp":
            let transform = try json.required("tr")
            self = .repeater(LottieRepeater(
                copies: try json.required("c").animatedNumbers(), offset: try json["o"]?.animatedNumbers() ?? .fixed([0]),
                transform: try LottieTransform(transform), startOpacity: try transform["so"]?.animatedNumbers().initial.first ?? 100,
                endOpacity: try transform["eo"]?.animatedNumbers().initial.first ?? 100, stacksBelow: try json.number("m", default: 1) == 2))
        case "mm":
            self = .mergePaths(mode: Int(try json.number("mm", default: 1)))
        case "rd":
            self = .roundedCorners(radius: try json.required("r").animatedNumbers())
        case "tm":
            self = .trim(start: try json.required("s").animatedNumbers(), end: try json.required("e").animatedNumbers(),
                         offset: try json["o"]?.animatedNumbers() ?? .fixed([0]))
        default:
            self = .unsupported(type: Self.featureNames[type] ?? "shape item '\(type)'", name: name)
        }
    }

    /// What a note calls the items not drawn.
    private static let featureNames = [
        "zz": "zig zag", "pb": "pucker/bloat", "tw": "twist", "op": "offset path",
    ]
}

extension LottieStroke {
    /// `coloured`: false for a gradient stroke, whose `c` is absent; its colour is then opaque
    /// white, what a mask needs.
    init(_ json: LottieJSON, coloured: Bool = true) throws {
        color = coloured ? try json.required("c").animatedNumbers() : .fixed([1, 1, 1, 1])
        opacity = try json["o"]?.animatedNumbers() ?? .fixed([100])
        width = try json.required("w").animatedNumbers()
        cap = [2: .round, 3: .square][Int(try json.number("lc", default: 1))] ?? .butt
        join = [2: .round, 3: .bevel][Int(try json.number("lj", default: 1))] ?? .miter
        miterLimit = try json.number("ml", default: 4)
        dashes = nil
        dashPhase = 0
        if let items = try json["d"]?.elements(), !items.isEmpty {
            var lengths: [Double] = []
            for item in items {
                let value = try item.required("v").animatedNumbers().initial.first ?? 0
                if try item["n"]?.string() == "o" { dashPhase = value } else { lengths.append(value) }
            }
            dashes = lengths.count == 1 ? lengths + lengths : lengths
        }
    }
}

extension LottieGradient {
    init(_ json: LottieJSON) throws {
        radial = try json.number("t", default: 1) == 2
        start = try json.required("s").animatedNumbers()
        end = try json.required("e").animatedNumbers()
        highlightLength = try json["h"]?.animatedNumbers() ?? .fixed([0])
        highlightAngle = try json["a"]?.animatedNumbers() ?? .fixed([0])
        let g = try json.required("g")
        count = Int(try g.required("p").number())
        stops = try g.required("k").animatedNumbers()
        let keyframeValues: [[Double]]
        switch stops {
        case .fixed(let values): keyframeValues = [values]
        case .keyframed(let keyframes): keyframeValues = keyframes.map(\.value)
        }
        guard count > 0, count <= 1000, keyframeValues.allSatisfy({ $0.count >= count * 4 }) else {
            throw json.reading.malformed(g.location, "\(count) gradient stops need \(count * 4) numbers in every keyframe")
        }
    }
}
