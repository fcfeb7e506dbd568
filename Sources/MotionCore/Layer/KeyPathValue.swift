/// Reads and writes the components of a value named by the rest of a dotted key path:
/// "x"/"y" of points, "width"/"height" of sizes, "origin"/"size" of rects, and the
/// Core Animation transform keys "rotation(.z)", "scale(.x/.y/.z)", "translation(.x/.y/.z)",
/// and an emitter's cells by name ("emitterCells.<name>.birthRate", see `EmitterCell`).
enum KeyPathValue {
    static func rootKey(of keyPath: String) -> String {
        keyPath.split(separator: ".", maxSplits: 1).first.map(String.init) ?? keyPath
    }

    static func get(_ value: Any, _ path: ArraySlice<Substring>) -> Any? {
        guard let head = path.first else { return value }
        let rest = path.dropFirst()
        switch value {
        case let p as Point: return head == "x" ? p.x : head == "y" ? p.y : nil
        case let s as Size: return head == "width" ? s.width : head == "height" ? s.height : nil
        case let v as Vector: return head == "dx" ? v.dx : head == "dy" ? v.dy : nil
        case let r as Rect:
            switch head {
            case "origin": return get(r.origin, rest)
            case "size": return get(r.size, rest)
            default: return nil
            }
        case let t as Transform3D: return t.value(forTransformKey: path.joined(separator: "."))
        case let cells as [EmitterCell]: return EmitterCell.value(in: cells, at: path)
        default: return nil
        }
    }

    static func set(_ value: Any, _ path: ArraySlice<Substring>, _ new: Any) -> Any? {
        guard let head = path.first else { return new }
        let rest = path.dropFirst()
        switch value {
        case var p as Point:
            guard let d = new as? Double else { return nil }
            if head == "x" { p.x = d } else if head == "y" { p.y = d } else { return nil }
            return p
        case var s as Size:
            guard let d = new as? Double else { return nil }
            if head == "width" { s.width = d } else if head == "height" { s.height = d } else { return nil }
            return s
        case var v as Vector:
            guard let d = new as? Double else { return nil }
            if head == "dx" { v.dx = d } else if head == "dy" { v.dy = d } else { return nil }
            return v
        case var r as Rect:
            if head == "origin", let o = set(r.origin, rest, new) as? Point { r.origin = o; return r }
            if head == "size", let s = set(r.size, rest, new) as? Size { r.size = s; return r }
            return nil
        case let t as Transform3D:
            return t.setting(new, forTransformKey: path.joined(separator: "."))
        case let cells as [EmitterCell]:
            return EmitterCell.setting(new, in: cells, at: path)
        default: return nil
        }
    }
}
