import Foundation

/// Presentation copies of a layer's sublayers. Thousands of siblings are copied, recycled and
/// freed on every core: each copy reads only its own model subtree and writes only its own
/// layers, so the pieces are independent, and the result is the same, in the same order, as
/// handling them one by one.
enum SiblingCopies {
    /// Below this many siblings, handing work to other threads costs more than it saves.
    static let parallelThreshold = 2048
    /// Siblings per piece of work: several pieces per core, so a core that falls behind (another
    /// process, the hypervisor) leaves its share to the others instead of holding up the frame.
    private static let chunkSize = 512
    private static let cores = ProcessInfo.processInfo.activeProcessorCount

    /// `count` siblings split into consecutive pieces of about `chunkSize`, for one core each.
    private static func pieces(of count: Int) -> [Range<Int>] {
        let pieceCount = count / chunkSize
        return (0..<pieceCount).map { count * $0 / pieceCount ..< count * ($0 + 1) / pieceCount }
    }

    /// Copies of `layers` at their parent's time `time`, in order. Copies made on this thread
    /// solve timing curves through `memo`; each piece of work on another has a memo of its own.
    static func presentationCopies(of layers: [Layer], atParentTime time: Double, memo: inout EasingMemo) -> [Layer] {
        guard layers.count >= parallelThreshold, cores > 1 else {
            return layers.map { $0.presentationCopy(atParentTime: time, memo: &memo) }
        }
        let pieces = pieces(of: layers.count)
        return [Layer](unsafeUninitializedCapacity: layers.count) { buffer, initializedCount in
            let base = buffer.baseAddress!
            DispatchQueue.concurrentPerform(iterations: pieces.count) { piece in
                var memo = EasingMemo()
                for index in pieces[piece] {
                    (base + index).initialize(to: layers[index].presentationCopy(atParentTime: time, memo: &memo))
                }
            }
            initializedCount = layers.count
        }
    }

    /// Turns `copies`, the sublayers of `parent` (a presentation copy being recycled), into
    /// copies of `models` at their parent's time `time`: each copy nothing else holds is brought
    /// up to date in place, others are replaced by fresh copies. Copies and models are paired by
    /// position; a copy someone still holds keeps its values but loses its link to `parent`,
    /// as it would if `parent` were freed. Curves are solved as in `presentationCopies`.
    static func recycle(_ copies: inout [Layer], as models: [Layer], under parent: Layer, atParentTime time: Double,
                        memo: inout EasingMemo) {
        let paired = min(copies.count, models.count)
        if copies.count > paired {
            for index in paired..<copies.count { unlink(&copies[index], from: parent) }
            copies.removeSubrange(paired...)
        }
        // Mutable access first makes the buffer unique: a buffer shared with someone else is
        // copied, which leaves no element uniquely held, so none is recycled.
        copies.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            func refreshCopies(_ range: Range<Int>, memo: inout EasingMemo) {
                for index in range {
                    refresh(base + index, as: models[index], under: parent, atParentTime: time, memo: &memo)
                }
            }
            guard paired >= parallelThreshold, cores > 1 else { return refreshCopies(0..<paired, memo: &memo) }
            let pieces = pieces(of: paired)
            DispatchQueue.concurrentPerform(iterations: pieces.count) { piece in
                var memo = EasingMemo()
                refreshCopies(pieces[piece], memo: &memo)
            }
        }
        if models.count > paired {
            let added = presentationCopies(of: Array(models[paired...]), atParentTime: time, memo: &memo)
            for child in added { child.superlayer = parent }
            copies += added
        }
    }

    /// Recycles the copy at `slot` as `model`'s, or puts a fresh copy there.
    private static func refresh(_ slot: UnsafeMutablePointer<Layer>, as model: Layer, under parent: Layer,
                                atParentTime time: Double, memo: inout EasingMemo) {
        if isKnownUniquelyReferenced(&slot.pointee), model.canRecycle(slot.pointee) {
            model.recyclePresentationCopy(slot.pointee, atParentTime: time, memo: &memo)
            return
        }
        unlink(&slot.pointee, from: parent)
        slot.pointee = model.presentationCopy(atParentTime: time, memo: &memo)
        slot.pointee.superlayer = parent
    }

    /// Cuts the link from a copy about to be dropped to `parent`, if someone else still holds it.
    private static func unlink(_ copy: inout Layer, from parent: Layer) {
        if !isKnownUniquelyReferenced(&copy), copy.superlayer === parent { copy.superlayer = nil }
    }

    /// Drops `layers`, the sublayers of a presentation copy being freed, freeing thousands of
    /// them on every core; fewer are left for the caller to free as usual.
    static func release(_ layers: inout [Layer]) {
        guard layers.count >= parallelThreshold, cores > 1 else { return }
        // Unlink them here, on one thread: freed on several, each would update the dying
        // parent's weak-reference count, one shared cache line fought over by every core. A
        // link to the dying parent already reads nil; links to another (live) parent stay.
        for layer in layers where layer.superlayer == nil { layer.superlayer = nil }
        let all = layers
        var chunks = pieces(of: all.count).map { Array(all[$0]) }
        layers = []
        chunks.withUnsafeMutableBufferPointer { buffer in
            DispatchQueue.concurrentPerform(iterations: buffer.count) { buffer[$0] = [] }
        }
    }
}
