/// Which properties a layer has, for tools that inspect layer trees (traces, debuggers).
extension Layer {
    /// The keys of the layer's own `@Animatable` properties — those declared outside MotionCore,
    /// such as a progress layer's "percent" — sorted. Read their values with `value(forKey:)`.
    public var customPropertyKeys: [String] { customKeys.sorted() }
}
