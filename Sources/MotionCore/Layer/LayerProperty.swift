/// A built-in layer property. Each is declared once, as a stored `let` of its kind's
/// `LayerPropertyList` — `let bounds = LayerProperty<Rect>(.zero)` — which gives it
/// everything else: its key is the name it is declared under, its slot in the property storage
/// is its place in the list (after the lists of the kind's superclasses), its type and default
/// are the descriptor's own. The kind's typed accessor (`layer[Properties.declared.bounds]`),
/// its defaults table and its schema all read this one value, so they cannot disagree.
///
/// A class rather than a struct so that its list can name it and number it after making it
/// (`LayerPropertyList.init(slotsAfter:)`); that happens once, before anything else can see it,
/// and the descriptor never changes again.
final class LayerProperty<Value>: AnyLayerProperty, @unchecked Sendable {
    /// The key the property is stored, animated and coded under.
    @exclusivity(unchecked)
    private(set) var key = ""
    /// Its slot in the property storage of every layer of its kind.
    @exclusivity(unchecked)
    private(set) var slot = -1
    /// The value a new layer starts with.
    let defaultValue: Value
    /// What a change of it changes in what a renderer keeps between frames.
    let effects: PropertyEffects

    /// A property starting at `defaultValue`, named and numbered by its list.
    init(_ defaultValue: Value) {
        self.defaultValue = defaultValue
        effects = []
    }

    /// A property starting at `defaultValue` whose changes have `effects`; its values are
    /// `Hashable`, so the keys the effects name can hold them.
    init(_ defaultValue: Value, affects effects: PropertyEffects) where Value: Hashable {
        self.defaultValue = defaultValue
        self.effects = effects
    }

    var anyDefaultValue: Any { defaultValue }

    func typedDefault(_ value: Any) -> Any? { NumericConversion.typed(value, like: defaultValue) }

    func declare(key: String, slot: Int) {
        self.key = key
        self.slot = slot
    }
}

/// A built-in property whatever its type, as a kind's schema and defaults table read it.
protocol AnyLayerProperty: AnyObject {
    var key: String { get }
    var slot: Int { get }
    var anyDefaultValue: Any { get }
    /// `value` as a default of this property's type (a number converted); nil when it is not one.
    func typedDefault(_ value: Any) -> Any?
    var effects: PropertyEffects { get }
    /// Names and numbers the property; called once, by its list.
    func declare(key: String, slot: Int)
}

extension Layer {
    /// The value of a built-in property: what its slot holds (a number of another type
    /// converted, as `@Animatable` reads it), or its default.
    subscript<Value>(property: LayerProperty<Value>) -> Value {
        get {
            let stored = storage[property.slot]
            if let value = stored as? Value { return value }
            return NumericConversion.value(stored, or: property.defaultValue)
        }
        set { setValue(newValue, forKey: property.key) }
    }
}
