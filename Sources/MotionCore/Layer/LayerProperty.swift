/// A built-in layer property, declared once: the key it is stored, animated and coded under
/// (its slot enum case's name), its slot in the property storage, its type and its default.
/// The property's getter and setter (`layer[property]`) and its kind's defaults table all read
/// this one value, so they cannot disagree.
struct LayerProperty<Value> {
    let key: String
    let slot: Int
    let defaultValue: Value

    /// A property of every layer (`LayerKey`).
    init(_ key: LayerKey, default defaultValue: Value) {
        self.key = LayerKey.names[key.rawValue]
        slot = key.rawValue
        self.defaultValue = defaultValue
    }

    /// A property a layer kind adds (`ShapeLayer.Key`...).
    init<Key: LayerKindKey>(_ key: Key, default defaultValue: Value) {
        self.key = Key.names[key.rawValue]
        slot = key.slot
        self.defaultValue = defaultValue
    }

    /// The property's entry in its kind's `defaultValues` table.
    var defaultEntry: (String, Any) { (key, defaultValue as Any) }
}

extension Dictionary where Key == String, Value == Any {
    /// A kind's defaults table from its properties' `defaultEntry`s.
    init(layerDefaults entries: [(String, Any)]) {
        self.init(entries, uniquingKeysWith: { first, _ in first })
    }
}

extension Layer {
    /// The value of a built-in property: what its slot holds, or its default.
    subscript<Value>(property: LayerProperty<Value>) -> Value {
        get { stored(property.slot, property.defaultValue) }
        set { setValue(newValue, forKey: property.key) }
    }
}
