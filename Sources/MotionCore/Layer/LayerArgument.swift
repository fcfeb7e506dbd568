import Synchronization

/// Reads the layer out of `init(layer: Any)`'s argument. The engine makes thousands of copies a
/// frame, each through that initializer with a layer of the same few classes, and the runtime's
/// general cast from `Any` costs a good part of a copy's setup; so the type of the last argument
/// the cast accepted is remembered, and an argument of that type is read directly.
enum LayerArgument {
    /// The type metadata word of the last `Any` the cast found to hold a layer of exactly that
    /// class (not an optional or an `AnyObject` holding one): every `Any` of that type holds a
    /// reference to such a layer in its first word.
    private static let knownType = Atomic<UInt>(0)

    /// The layer `value` holds, or nil when it holds anything else.
    static func layer(in value: Any) -> Layer? {
        // An `Any` is three words of value and one of type metadata.
        let (payload, type) = withUnsafeBytes(of: value) {
            ($0.load(as: UInt.self), $0.load(fromByteOffset: 3 * MemoryLayout<UInt>.stride, as: UInt.self))
        }
        if type == knownType.load(ordering: .relaxed), let object = UnsafeRawPointer(bitPattern: payload) {
            return Unmanaged<Layer>.fromOpaque(object).takeUnretainedValue()
        }
        guard let layer = value as? Layer else { return nil }
        if type == UInt(bitPattern: ObjectIdentifier(Swift.type(of: layer))) { knownType.store(type, ordering: .relaxed) }
        return layer
    }
}
