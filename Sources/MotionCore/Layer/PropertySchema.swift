/// The property layout of one layer class: every built-in and declared key, each with a fixed
/// slot and a default value.
///
/// Built-in keys come first, in the order their kinds' `LayerPropertyList`s declare them, so
/// their slots are the same constants in every subclass (each `LayerProperty` holds its own) and
/// a getter reads its value without hashing a string. Extra keys from `defaultValues` follow
/// (sorted), then the `@Animatable` declarations found by reflection. Schemas are never freed
/// (see `PropertyRegistry`).
final class PropertySchema: @unchecked Sendable {
    /// The key of each slot.
    let keys: [String]
    /// The default value of each slot.
    let defaults: ContiguousArray<Any>
    /// The keys of `@Animatable` declarations: the user's custom properties.
    let customKeys: Set<String>
    /// Whether a presentation copy of this class can be brought up to date in place for a later
    /// frame (see `PresentationRecycler`): true when everything the class adds to `Layer` lives
    /// in the property storage, so `init(layer:)` has nothing of its own to copy.
    let recyclesCopies: Bool
    private let slots: [String: Int]
    /// The slots of the built-in properties declared with each effect, in slot order.
    private let slotsByEffect: [PropertyEffects: [Int]]
    /// One bit for each of the first 64 slots that only places the layer (`PropertyEffects.placement`).
    let placementSlots: UInt64
    /// The slot of `isGeometryFlipped` (−1 in `empty`), whose writes `GeometryFlipUse` watches.
    let geometryFlippedSlot: Int

    /// No keys: what a layer holds for the moment before its class's schema is looked up.
    static let empty = PropertySchema(declarations: [], builtIns: [], customKeys: [], recyclesCopies: false)

    /// The schema of `declarations`, of which `builtIns` are the built-in properties (whose
    /// effects it indexes).
    init(declarations: [(key: String, defaultValue: Any)], builtIns: [AnyLayerProperty], customKeys: Set<String>,
         recyclesCopies: Bool) {
        keys = declarations.map(\.key)
        defaults = ContiguousArray(declarations.map(\.defaultValue))
        self.customKeys = customKeys
        self.recyclesCopies = recyclesCopies
        slots = Dictionary(declarations.enumerated().map { ($0.element.key, $0.offset) }) { first, _ in first }
        let sorted = builtIns.sorted { $0.slot < $1.slot }
        slotsByEffect = Dictionary(uniqueKeysWithValues: [PropertyEffects.ownContent, .contentClip, .placement].map { effect in
            (effect, sorted.filter { $0.effects.contains(effect) }.map(\.slot))
        })
        placementSlots = (slotsByEffect[.placement] ?? []).filter { $0 < 64 }.reduce(0) { $0 | 1 << UInt64($1) }
        geometryFlippedSlot = slots["geometryFlipped"] ?? -1
    }

    /// The slot of `key`, or nil for a key the class does not declare.
    func slot(of key: String) -> Int? { slots[key] }

    /// The slots of the built-in properties declared with `effect` (one of the single effects).
    func slots(affecting effect: PropertyEffects) -> [Int] { slotsByEffect[effect] ?? [] }

    /// `value` in the type `key` is declared with, for key-value coding: a number of another type
    /// (an `Int` literal, an `NSNumber`, a `CGFloat`) becomes the `Double`, `CGFloat`, `Float` or
    /// `Int` the property holds, as NSNumber bridges on iOS (`NumericConversion`). Anything else a
    /// numeric property cannot hold is refused rather than stored, since its getter would read
    /// the default back. A boxed value (`NSValue(cgPoint:)`...) is stored as the value it holds
    /// (`BoxedValues`), and numbers for a `[Double]?` property (`[NSNumber]` locations or dash
    /// pattern) as Doubles. Other keys take the value as it is.
    func converted(_ value: Any?, forKey key: String) throws -> Any? {
        let value = value.map(BoxedValues.unboxed)
        guard let slot = slots[key] else { return value }
        let reference = defaults[slot]
        if type(of: reference) == [Double]?.self, let value, let doubles = BoxedValues.doubles(value) { return doubles }
        guard NumericConversion.isTarget(reference) else { return value }
        guard let value, let converted = NumericConversion.converted(value, like: reference) else {
            throw LayerValueError.typeMismatch(key: key, expected: "\(type(of: reference))", value: value)
        }
        return converted
    }
}
