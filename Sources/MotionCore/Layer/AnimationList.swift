/// A layer's attached animations in the order they were added, with the compiled form of
/// each one that has one (`CompiledBasicAnimation`) kept side by side in one contiguous
/// buffer, so evaluating a layer's animations reads consecutive memory instead of following a
/// pointer per animation.
struct AnimationList: RandomAccessCollection {
    private var entries: [AttachedAnimation] = []
    private var compiled: ContiguousArray<CompiledBasicAnimation?> = []

    var startIndex: Int { 0 }
    var endIndex: Int { entries.count }
    subscript(index: Int) -> AttachedAnimation { entries[index] }

    /// Adds `attached` last, compiling its animation for a layer of `schema` when possible.
    mutating func append(_ attached: AttachedAnimation, schema: PropertySchema) {
        entries.append(attached)
        compiled.append(CompiledBasicAnimation(attached.animation, schema: schema))
    }

    /// Removes and returns the animation at `index`.
    @discardableResult
    mutating func remove(at index: Int) -> AttachedAnimation {
        compiled.remove(at: index)
        return entries.remove(at: index)
    }

    /// Removes `attached` if present.
    mutating func remove(_ attached: AttachedAnimation) {
        guard let index = entries.firstIndex(where: { $0 === attached }) else { return }
        remove(at: index)
    }

    /// Removes every animation.
    mutating func removeAll() {
        entries.removeAll()
        compiled.removeAll()
    }

    /// Writes every animation's effect at layer time `time` into the presentation copy `copy`
    /// of `model`, in order (later ones win unless additive); with `keys`, only animations of
    /// those root keys. Compiled animations solve their curves through `memo`.
    func apply(to copy: Layer, model: Layer, atLayerTime time: Double, keys: Set<String>?, memo: inout EasingMemo) {
        compiled.withUnsafeBufferPointer { compiled in
            guard let first = compiled.baseAddress else { return }
            for index in compiled.indices {
                // Through the pointer, so the compiled value is read in place, not copied out.
                if keys == nil, (first + index).pointee?.apply(to: copy, atLayerTime: time, memo: &memo) == true { continue }
                let attached = entries[index]
                if let keys {
                    guard let path = (attached.animation as? PropertyAnimation)?.parsedKeyPath,
                          keys.contains(path.root) else { continue }
                }
                attached.animation.apply(to: copy, model: model, atLayerTime: time)
            }
        }
    }
}
