/// CALayer.compositingFilter: the blend mode a layer is composited with.
extension Layer {
    /// The filter that combines the layer (its subtree, as one group) with what lies behind it
    /// (CALayer.compositingFilter, default nil: drawn over it). iOS code sets a Core Image
    /// blend-mode name, such as "multiplyBlendMode", or a compositing filter's, such as
    /// "sourceAtopCompositing"; each of `BlendMode`'s names is drawn as it says. Any other name is kept and read back (a value that is not a name reads back
    /// nil), and one warning names it, since the layer is then drawn over what lies behind it as
    /// without a filter.
    public var compositingFilter: Any? {
        get { self[Properties.declared.compositingFilter] }
        set {
            let name = newValue as? String
            if let newValue, name.flatMap(BlendMode.init(rawValue:)) == nil {
                Timeline.warn("CALayer.compositingFilter \(String(reflecting: newValue)) is not drawn: only these Core Image "
                    + "filters are (\(BlendMode.allCases.map(\.rawValue).joined(separator: ", "))); "
                    + "the layer is drawn over what lies behind it")
            }
            self[Properties.declared.compositingFilter] = name
        }
    }

    /// The blend mode `compositingFilter` names; nil when it names none.
    public var blendMode: BlendMode? { self[Properties.declared.compositingFilter].flatMap(BlendMode.init(rawValue:)) }
}
