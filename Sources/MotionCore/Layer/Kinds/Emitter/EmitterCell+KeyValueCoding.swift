/// Key-value coding of an emitter cell (CAEmitterCell's property model, as CALayer's): each
/// number and the colour by key, and the key paths an emitter animates its cells through,
/// `<name>.<key>` with names of nested cells between (`fire.smoke.birthRate`).
extension EmitterCell {
    /// The value under `key`: a number, `color`, `name`, `enabled`, `contents`, `contentsRect`,
    /// the filters, `emitterCells` or `style`; for any other key, `style`'s value under it.
    public func value(forKey key: String) -> Any? {
        if let path = EmitterCellValues.numericKeys[key] { return values[keyPath: path] }
        switch key {
        case "color": return values.color
        case "name": return name
        case "enabled", "isEnabled": return isEnabled
        case "contents": return contents
        case "contentsRect": return values.contentsRect
        case "minificationFilter": return values.minificationFilter
        case "magnificationFilter": return values.magnificationFilter
        case "emitterCells": return emitterCells
        case "style": return style
        default: return styleValues?[key]
        }
    }

    /// Sets the value under `key` (numbers of any type for the numeric keys); a key the cell has
    /// not, or a value of the wrong type, changes nothing.
    public func setValue(_ value: Any?, forKey key: String) {
        if key == "birthRate" {
            if let value, let number = NumericConversion.number(BoxedValues.unboxed(value)) { setBirthRate(number) }
            return
        }
        if let path = EmitterCellValues.numericKeys[key] {
            if let value, let number = NumericConversion.number(BoxedValues.unboxed(value)) { values[keyPath: path] = number }
            return
        }
        switch key {
        case "color": values.color = value as? Color
        case "name": name = value as? String
        case "enabled", "isEnabled": if let flag = value as? Bool { isEnabled = flag }
        case "contents": contents = value as? Image
        case "contentsRect": if let rect = value.map(BoxedValues.unboxed) as? Rect { values.contentsRect = rect }
        case "minificationFilter": if let filter = value as? ContentsFilter { values.minificationFilter = filter }
        case "magnificationFilter": if let filter = value as? ContentsFilter { values.magnificationFilter = filter }
        case "emitterCells": emitterCells = value as? [EmitterCell]
        case "style": style = value as? [String: Any]
        default: break
        }
    }

    /// The value at `path` among `cells`: the first component names a cell, the rest a nested
    /// cell's name or the key.
    static func value(in cells: [EmitterCell], at path: ArraySlice<Substring>) -> Any? {
        guard let head = path.first, let cell = cells.first(where: { $0.name.map { $0[...] } == head }) else { return nil }
        let rest = path.dropFirst()
        guard let key = rest.first else { return cell }
        if rest.count > 1, let nested = cell.emitterCells { return value(in: nested, at: rest) }
        return cell.value(forKey: String(key))
    }

    /// `cells` with the value at `path` replaced, the changed cells copied (the originals, a
    /// model's, are left as they are); nil when no cell answers to the path.
    static func setting(_ value: Any, in cells: [EmitterCell], at path: ArraySlice<Substring>) -> [EmitterCell]? {
        guard let head = path.first, let index = cells.firstIndex(where: { $0.name.map { $0[...] } == head }) else { return nil }
        let rest = path.dropFirst()
        guard let key = rest.first else { return nil }
        let cell = cells[index].copy()
        if rest.count > 1 {
            guard let nested = cell.emitterCells, let updated = setting(value, in: nested, at: rest) else { return nil }
            cell.emitterCells = updated
        } else {
            guard cell.value(forKey: String(key)) != nil || key == "color" else { return nil }
            cell.setValue(value, forKey: String(key))
        }
        var result = cells
        result[index] = cell
        return result
    }
}
