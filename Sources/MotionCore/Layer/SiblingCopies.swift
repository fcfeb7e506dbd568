import Foundation

/// Presentation copies of a layer's sublayers. Thousands of siblings are copied — and freed —
/// on every core: each copy reads only its own model subtree and writes only new layers, so the
/// pieces are independent, and the result is the same, in the same order, as copying them one
/// by one.
enum SiblingCopies {
    /// Below this many siblings, handing work to other threads costs more than it saves.
    static let parallelThreshold = 2048
    /// Siblings per piece of work: several pieces per core, so a core that falls behind (another
    /// process, the hypervisor) leaves its share to the others instead of holding up the frame.
    private static let chunkSize = 512
    private static let cores = ProcessInfo.processInfo.activeProcessorCount

    /// Copies of `layers` at their parent's time `time`, in order.
    static func presentationCopies(of layers: [Layer], atParentTime time: Double) -> [Layer] {
        guard layers.count >= parallelThreshold, cores > 1 else {
            return layers.map { $0.presentationCopy(atParentTime: time) }
        }
        let chunkCount = layers.count / chunkSize
        return [Layer](unsafeUninitializedCapacity: layers.count) { buffer, initializedCount in
            let base = buffer.baseAddress!
            DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
                let start = layers.count * chunk / chunkCount, end = layers.count * (chunk + 1) / chunkCount
                for index in start..<end {
                    (base + index).initialize(to: layers[index].presentationCopy(atParentTime: time))
                }
            }
            initializedCount = layers.count
        }
    }

    /// Drops `layers`, the sublayers of a presentation copy being freed, freeing thousands of
    /// them on every core; fewer are left for the caller to free as usual.
    static func release(_ layers: inout [Layer]) {
        guard layers.count >= parallelThreshold, cores > 1 else { return }
        let chunkCount = layers.count / chunkSize
        // Unlink them here, on one thread: freed on several, each would update the dying
        // parent's weak-reference count, one shared cache line fought over by every core. A
        // link to the dying parent already reads nil; links to another (live) parent stay.
        for layer in layers where layer.superlayer == nil { layer.superlayer = nil }
        let all = layers
        var chunks = (0..<chunkCount).map { chunk in
            Array(all[all.count * chunk / chunkCount ..< all.count * (chunk + 1) / chunkCount])
        }
        layers = []
        chunks.withUnsafeMutableBufferPointer { buffer in
            DispatchQueue.concurrentPerform(iterations: chunkCount) { buffer[$0] = [] }
        }
    }
}
