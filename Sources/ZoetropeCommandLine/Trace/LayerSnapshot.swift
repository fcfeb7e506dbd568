import Zoetrope

/// What a trace records of one named layer in one frame (read off a presentation copy).
struct LayerSnapshot {
    let name: String
    /// The frame in the superlayer's coordinates, as `Layer.frame` reports it.
    let frame: Rect
    let opacity: Double
    let cornerRadius: Double
    let transform: Transform3D
    /// The layer's custom `@Animatable` properties, by key in alphabetical order.
    let properties: [(key: String, value: Any?)]

    init(name: String, layer: Layer) {
        self.name = name
        frame = layer.frame
        opacity = layer.opacity
        cornerRadius = layer.cornerRadius
        transform = layer.transform
        properties = layer.customPropertyKeys.map { ($0, layer.value(forKey: $0)) }
    }

    /// `{"name":…,"frame":{x,y,width,height},"opacity":…,"cornerRadius":…,"transform":[16 numbers],"properties":{…}}`;
    /// the transform's entries are row-major m11…m44, as in CATransform3D.
    var json: JSONValue {
        .object([
            ("name", .string(name)),
            ("frame", PropertyValueJSON.json(frame)),
            ("opacity", .number(opacity)),
            ("cornerRadius", .number(cornerRadius)),
            ("transform", PropertyValueJSON.json(transform)),
            ("properties", .object(properties.map { ($0.key, PropertyValueJSON.json($0.value)) })),
        ])
    }

    /// One line for people: `indicator  frame 40,100 400×70  opacity 1  cornerRadius 0  transform identity  percent 12.5`.
    var text: String {
        var parts = [
            name,
            "frame \(number(frame.origin.x)),\(number(frame.origin.y)) \(number(frame.width))×\(number(frame.height))",
            "opacity \(number(opacity))",
            "cornerRadius \(number(cornerRadius))",
            "transform \(transformText)",
        ]
        parts += properties.map { "\($0.key) \(PropertyValueJSON.json($0.value).text(decimals: 3))" }
        return parts.joined(separator: "  ")
    }

    private var transformText: String {
        if transform.isIdentity { return "identity" }
        if transform.isAffine {
            let t = transform.affine
            return "[" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(number).joined(separator: " ") + "]"
        }
        return "[" + transform.entries.map(number).joined(separator: " ") + "]"
    }

    private func number(_ value: Double) -> String { JSONValue.format(value, decimals: 3) }
}
