/// The style dictionary (CALayer.style): values for properties the layer has not set itself,
/// consulted before the class defaults, and actions under `"actions"`, consulted after the
/// `actions` dictionary. A `"style"` entry holding another dictionary is searched next, as in
/// Core Animation.
extension Layer {
    /// Optional defaults for this layer: `["backgroundColor": Color.red, "actions": ["opacity": …]]`.
    /// A property set on the layer wins over its style value; a style value wins over the class
    /// default (`defaultValues`). Replacing the style updates every property not set directly.
    public var style: [String: Any]? {
        get { styleDictionary }
        set {
            styleDictionary = newValue
            let schema = storage.schema
            for (slot, key) in schema.keys.enumerated() where !storage.isAssigned(slot) {
                storage.setDefault(Self.styleValue(forKey: key, in: newValue) ?? schema.defaults[slot], slot: slot)
            }
        }
    }

    /// The value of `key` in `style`, following nested `"style"` dictionaries (at most 16 deep).
    static func styleValue(forKey key: String, in style: [String: Any]?) -> Any? {
        var current = style
        for _ in 0..<16 {
            guard let dictionary = current else { return nil }
            if let value = dictionary[key] { return value }
            current = dictionary["style"] as? [String: Any]
        }
        return nil
    }

    /// The action for `key` in the style's `"actions"` dictionaries.
    func styleAction(forKey key: String) -> Action? {
        var current = styleDictionary
        for _ in 0..<16 {
            guard let dictionary = current else { return nil }
            if let action = (dictionary["actions"] as? [String: Action])?[key] { return action }
            current = dictionary["style"] as? [String: Any]
        }
        return nil
    }
}
