/// A layer's property values: one slot per key its class declares (see `PropertySchema`), plus
/// any other key set through key-value coding.
///
/// A presentation copy shares its model's slots (copy-on-write, so the model may change later
/// without touching the copy) and keeps what its animations write in a short list of
/// overrides, read before the shared slots. A frame's copies therefore cost no per-property
/// copying, only the values animations actually produce.
struct PropertyStorage {
    /// Not reference counted: schemas live as long as the process (the registry keeps every
    /// one), and counting this one shared object from every copy on several cores would make
    /// them fight over its cache line.
    unowned(unsafe) let schema: PropertySchema
    private var values: ContiguousArray<Any>
    private var overrides: [Override] = []
    private var extras: [String: Any] = [:]
    /// Which of a model's first 64 slots were written (not holding a default or a style value),
    /// one bit each: a plain integer, so copies of the storage cost nothing more. Later slots
    /// count as written (a style does not reach them).
    private var assignedSlots: UInt64 = 0
    /// True for a presentation copy's storage: writes become overrides.
    private let isOverlay: Bool
    /// The model's last change (a copy keeps its model's): every write of a model's slot or
    /// undeclared key, and `noteChange()`.
    private(set) var lastChange: LayerChange
    /// The model's last change of anything but where the layer goes (`PropertyEffects.placement`:
    /// position, transform, opacity...): what the layer's subtree looks like in its own space
    /// changes only then (`StillSubtree`).
    private(set) var lastDrawingChange: LayerChange

    /// Every declared key at its default.
    init(schema: PropertySchema) {
        self.schema = schema
        values = schema.defaults
        isOverlay = false
        lastChange = .now()
        lastDrawingChange = lastChange
    }

    /// Storage reading `other`'s values as they are now, writing into overrides of its own.
    init(presenting other: PropertyStorage) {
        schema = other.schema
        values = other.values
        overrides = other.overrides
        extras = other.extras
        isOverlay = true
        lastChange = other.lastChange
        lastDrawingChange = other.lastDrawingChange
    }

    /// A model's storage holding the values `other` reads now, its overrides written into the
    /// slots and every slot counted as written: a frozen copy (`FrozenLayerTree`).
    init(holding other: PropertyStorage) {
        schema = other.schema
        values = other.values
        for override in other.overrides { values[override.slot] = override.value }
        extras = other.extras
        assignedSlots = .max
        isOverlay = false
        lastChange = other.lastChange
        lastDrawingChange = other.lastDrawingChange
    }

    /// Makes this overlay read `model`'s values as they are now, as `init(presenting:)` would,
    /// keeping the room its overrides had (a recycled presentation copy). The model's fields are
    /// read in place rather than its whole storage copied first, and slots already shared with
    /// the model are kept as they are.
    mutating func present(storageOf model: Layer) {
        if !Self.sameBuffer(values, model.storage.values) { values = model.storage.values }
        if !overrides.isEmpty { overrides.removeAll(keepingCapacity: true) }
        if !model.storage.overrides.isEmpty { overrides.append(contentsOf: model.storage.overrides) }
        if !extras.isEmpty || !model.storage.extras.isEmpty { extras = model.storage.extras }
        lastChange = model.storage.lastChange
        lastDrawingChange = model.storage.lastDrawingChange
    }

    /// Whether two slot arrays are one buffer (so assigning one to the other changes nothing).
    private static func sameBuffer(_ first: ContiguousArray<Any>, _ second: ContiguousArray<Any>) -> Bool {
        first.withUnsafeBufferPointer { a in second.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress } }
    }

    /// Whether an animation (or any other write to a presentation copy) wrote a value this frame.
    var hasOverrides: Bool { !overrides.isEmpty }

    /// Counts a change of what the layer draws that is not a value of its own (its sublayers, its mask).
    mutating func noteChange() {
        lastChange = .now()
        lastDrawingChange = lastChange
    }

    /// The value in `slot`.
    subscript(slot: Int) -> Any {
        for override in overrides where override.slot == slot { return override.value }
        return values[slot]
    }

    /// The value of `key`: its slot's, or the value set for an undeclared key, or nil.
    func value(forKey key: String) -> Any? {
        guard let slot = schema.slot(of: key) else { return extras[key] }
        return self[slot]
    }

    /// Every slot's value as `AnyHashable`, skipping `excluded` slots, to tell whether two layers
    /// draw the same; nil when a value is not `Hashable` (a custom property's own type).
    func hashableValues(excluding excluded: Set<Int> = []) -> [AnyHashable]? {
        var result: [AnyHashable] = []
        result.reserveCapacity(values.count)
        for slot in values.indices where !excluded.contains(slot) {
            guard let value = self[slot] as? AnyHashable else { return nil }
            result.append(value)
        }
        return result
    }

    /// The values at `slots`, in that order; nil when one is not `Hashable`.
    func hashableValues(at slots: [Int]) -> [AnyHashable]? {
        var result: [AnyHashable] = []
        result.reserveCapacity(slots.count)
        for slot in slots {
            guard let value = self[slot] as? AnyHashable else { return nil }
            result.append(value)
        }
        return result
    }

    /// Makes room for `count` more overrides at once (one per animation about to be applied).
    mutating func reserveOverrides(_ count: Int) {
        guard isOverlay, count > 0 else { return }
        overrides.reserveCapacity(overrides.count + count)
    }

    /// Writes `value` into `slot`. Inlined into the animations writing every frame's overrides;
    /// the model's write is out of line.
    @inline(__always)
    mutating func set(_ value: Any, slot: Int) {
        if slot == schema.geometryFlippedSlot { GeometryFlipUse.note(value) }
        guard isOverlay else { return assign(value, slot: slot) }
        if let index = overrides.firstIndex(where: { $0.slot == slot }) {
            overrides[index].value = value
        } else {
            overrides.append(Override(slot: slot, value: value))
        }
    }

    /// Writes `value` under `key`. A declared key set to nil holds nil (its getter then returns
    /// nil, not the default); an undeclared key set to nil is removed.
    mutating func set(_ value: Any?, forKey key: String) {
        if let slot = schema.slot(of: key) {
            set(value ?? Optional<Any>.none as Any, slot: slot)
        } else {
            extras[key] = value
            if !isOverlay { noteChange() }
        }
    }

    /// A model's write of `slot`, remembered as written.
    @inline(never)
    private mutating func assign(_ value: Any, slot: Int) {
        values[slot] = value
        if slot < 64 { assignedSlots |= 1 << UInt64(slot) }
        lastChange = .now()
        if slot >= 64 || schema.placementSlots & 1 << UInt64(slot) == 0 { lastDrawingChange = lastChange }
    }

    /// Whether the model wrote `slot` (as opposed to holding its default or a style value).
    func isAssigned(_ slot: Int) -> Bool { slot >= 64 || assignedSlots & (1 << UInt64(slot)) != 0 }

    /// Puts a default (or style) value into an unassigned slot of a model's storage.
    mutating func setDefault(_ value: Any, slot: Int) {
        guard !isOverlay, !isAssigned(slot) else { return }
        if slot == schema.geometryFlippedSlot { GeometryFlipUse.note(value) }
        values[slot] = value
        noteChange()
    }

    /// Whether `key` is declared or has been set.
    func contains(_ key: String) -> Bool { schema.slot(of: key) != nil || extras[key] != nil }

    /// Every declared key and every undeclared key that has a value.
    var keys: [String] { schema.keys + extras.keys }
}

/// A value a presentation copy's animation wrote into a slot (a struct rather than a tuple: its
/// copies and destruction compile to direct code instead of the runtime's generic tuple paths).
private struct Override {
    let slot: Int
    var value: Any
}
