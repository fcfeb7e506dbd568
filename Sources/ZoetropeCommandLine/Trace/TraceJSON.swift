import Zoetrope

/// The JSON form of a trace, for `zoetrope trace --json`:
/// `{"index":0,"time":0,"layers":[{"name":"marker","frame":{"x":52,…},"opacity":1,…,"properties":{"percent":0}}]}`.
/// Built-in keys are members of the layer object, custom `@Animatable` ones members of its
/// "properties" (always present); a layer absent from the frame is left out, a key it lacks is null.
enum TraceJSON {
    static func json(_ frame: TraceFrame) -> JSONValue {
        .object([("index", .number(Double(frame.index))), ("time", .number(frame.time)),
                 ("layers", .array(frame.layers.compactMap(json)))])
    }

    private static func json(_ layer: TracedLayer) -> JSONValue? {
        guard let properties = layer.properties else { return nil }
        let member = { (property: TracedProperty) in (property.key, property.value.map(json) ?? .null) }
        let builtIn = properties.filter { !$0.isCustom }.map(member)
        let custom = properties.filter(\.isCustom).map(member)
        return .object([("name", .string(layer.name))] + builtIn + [("properties", .object(custom))])
    }

    /// Numbers as numbers, geometry as objects with named members, colours as red/green/blue/alpha,
    /// transforms as their 16 entries m11…m44 row by row (affine ones as a, b, c, d, tx, ty),
    /// paths as SVG path data.
    static func json(_ value: TraceValue) -> JSONValue {
        switch value {
        case .null: .null
        case let .bool(x): .bool(x)
        case let .integer(x): .number(Double(x))
        case let .number(x): .number(x)
        case let .string(x): .string(x)
        case let .point(p): .object([("x", .number(p.x)), ("y", .number(p.y))])
        case let .size(s): .object([("width", .number(s.width)), ("height", .number(s.height))])
        case let .vector(v): .object([("dx", .number(v.dx)), ("dy", .number(v.dy))])
        case let .rect(r): .object([("x", .number(r.origin.x)), ("y", .number(r.origin.y)),
                                    ("width", .number(r.width)), ("height", .number(r.height))])
        case let .color(c): .object([("red", .number(c.red)), ("green", .number(c.green)),
                                     ("blue", .number(c.blue)), ("alpha", .number(c.alpha))])
        case let .affine(t): .array([t.a, t.b, t.c, t.d, t.tx, t.ty].map(JSONValue.number))
        case let .transform(t): .array(t.entries.map(JSONValue.number))
        case let .path(p): .string(TraceFormat.svgPathData(p, decimals: 3))
        case let .list(values): .array(values.map(json))
        case let .other(description): .string(description)
        }
    }
}
