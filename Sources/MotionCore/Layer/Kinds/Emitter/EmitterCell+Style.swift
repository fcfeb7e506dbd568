/// CAEmitterCell.style, as CALayer's: a dictionary of values for the cell's properties, read
/// where the cell has none of its own.
extension EmitterCell {
    /// Additional style values (CAEmitterCell.style); nil by default, as on iOS. Setting it gives
    /// each numeric property still at its default (`EmitterCellValues`) the dictionary's value
    /// under its key, as `setValue(_:forKey:)` takes it, so a value set on the cell wins; any
    /// other key is kept and read back by `value(forKey:)` when the cell has no such property.
    public var style: [String: Any]? {
        get { styleValues }
        set {
            styleValues = newValue
            guard let newValue else { return }
            let defaults = EmitterCellValues()
            for (key, path) in EmitterCellValues.numericKeys where values[keyPath: path] == defaults[keyPath: path] {
                if let value = newValue[key] { setValue(value, forKey: key) }
            }
        }
    }
}
