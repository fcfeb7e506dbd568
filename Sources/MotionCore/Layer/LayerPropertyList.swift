/// The built-in properties a layer kind adds, each declared once as a stored `let` holding a
/// `LayerProperty` — the one list the kind's keys, slots and defaults come from:
///
/// ```swift
/// open class ShapeLayer: Layer {
///     struct Properties: LayerPropertyList {
///         let path = LayerProperty<Path?>(nil)
///         let lineWidth = LayerProperty<Double>(1)
///
///         static let declared = Properties(slotsAfter: Layer.self)
///     }
///
///     override class var builtInProperties: [AnyLayerProperty] { super.builtInProperties + Properties.declared.descriptors }
///
///     public var lineWidth: Double {
///         get { self[Properties.declared.lineWidth] }
///         set { self[Properties.declared.lineWidth] = newValue }
///     }
/// }
/// ```
///
/// Being in such a list is what makes a property built in: `@Animatable` declarations are
/// always the user's custom properties.
protocol LayerPropertyList {
    /// The list with every descriptor at its default and not yet named (see `init(slotsAfter:)`).
    init()
}

extension LayerPropertyList {
    /// The list's descriptors in declaration order, which is slot order.
    var descriptors: [AnyLayerProperty] {
        Mirror(reflecting: self).children.compactMap { $0.value as? AnyLayerProperty }
    }

    /// The one list of a kind: each descriptor named after its declaration and given the slot
    /// after the previous one, the first following the built-in properties of `superclass`
    /// (nil for `Layer`'s own list).
    init(slotsAfter superclass: Layer.Type?) {
        self.init()
        var slot = superclass?.builtInProperties.count ?? 0
        for child in Mirror(reflecting: self).children {
            guard let property = child.value as? AnyLayerProperty, let label = child.label else { continue }
            property.declare(key: label, slot: slot)
            slot += 1
        }
    }
}
