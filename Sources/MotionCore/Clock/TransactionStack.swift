/// The nested transactions of one timeline (CATransaction's per-thread stack).
/// Inner transactions inherit every setting they do not set themselves.
final class TransactionStack {
    struct Frame {
        var duration: Double?
        var timingFunction: TimingFunction??
        var disableActions: Bool?
        var group: CompletionGroup?
        /// The block `setCompletion(_:)` set in this transaction, as `Transaction.completionBlock()` reads it.
        var completionBlock: (() -> Void)?
    }

    private(set) var frames: [Frame] = []
    /// Set by `flush()` while explicit transactions are open: the implicit one is committed when they are.
    private var flushesWhenExplicitOnesEnd = false
    /// The model values layers had before the outermost open transaction changed them, by layer
    /// and key: the state on screen, which a transition added in this transaction starts from.
    /// One flat table rather than a table per layer: a transaction that sets up thousands of
    /// layers then allocates a few growing buffers, not one small table per layer whose freeing
    /// at the commit would leave the heap riddled with holes between the layers' own memory.
    private var originalValues: [ChangedProperty: OriginalValue] = [:]

    /// A layer's property, as the key of `originalValues`.
    private struct ChangedProperty: Hashable {
        let layer: ObjectIdentifier
        let key: String
    }

    /// A property's value before the transaction; the layer is held so its identifier stays its
    /// own until the transaction ends.
    private struct OriginalValue {
        let layer: Layer
        let value: Any?
    }

    func begin() { frames.append(Frame()) }

    /// Ends the innermost transaction; its completion fires once its animations stop.
    /// Unbalanced commits are ignored.
    func commit() {
        guard let frame = frames.popLast() else { return }
        frame.group?.seal()
        if frames.isEmpty { originalValues.removeAll() }
        if flushesWhenExplicitOnesEnd, frames.count == 1 {
            flushesWhenExplicitOnesEnd = false
            flush()
        }
    }

    /// Commits the implicit transaction (the outermost one, which the timeline opens around each
    /// event) and opens a new one in its place, for the rest of the event; while explicit
    /// transactions are open, when the last of them is committed (CATransaction.flush()).
    func flush() {
        switch frames.count {
        case 0: return
        case 1:
            commit()
            begin()
        default:
            flushesWhenExplicitOnesEnd = true
        }
    }

    /// Notes that `layer`'s model value of `key` is about to change from `value`, unless it
    /// already changed in this transaction (the first value is the one on screen).
    func willChange(_ layer: Layer, key: String, from value: Any?) {
        guard !frames.isEmpty else { return }
        let property = ChangedProperty(layer: ObjectIdentifier(layer), key: key)
        if originalValues[property] == nil { originalValues[property] = OriginalValue(layer: layer, value: value) }
    }

    /// The values `layer` had before this transaction changed them, by key.
    func originalValues(of layer: Layer) -> [String: Any?] {
        let id = ObjectIdentifier(layer)
        var values: [String: Any?] = [:]
        for (property, original) in originalValues where property.layer == id { values[property.key] = .some(original.value) }
        return values
    }

    /// The value `key` of `layer` had before this transaction changed it: nil if it has not
    /// changed, `.some(nil)` if it held nil.
    func originalValue(of layer: Layer, forKey key: String) -> Any?? {
        originalValues[ChangedProperty(layer: ObjectIdentifier(layer), key: key)].map(\.value)
    }

    var animationDuration: Double {
        get { frames.last(where: { $0.duration != nil })?.duration ?? 0.25 }
        set { modifyTop { $0.duration = newValue } }
    }

    var animationTimingFunction: TimingFunction? {
        get { frames.last(where: { $0.timingFunction != nil })?.timingFunction ?? nil }
        set { modifyTop { $0.timingFunction = .some(newValue) } }
    }

    var disableActions: Bool {
        get { frames.last(where: { $0.disableActions != nil })?.disableActions ?? false }
        set { modifyTop { $0.disableActions = newValue } }
    }

    /// Sets the innermost transaction's completion: it covers animations added from now on. A
    /// block it replaces is still called, as CATransaction.h says: at once if no animation was
    /// added while it was set, else when those animations have finished.
    func setCompletion(_ block: (() -> Void)?) {
        modifyTop { frame in
            frame.group?.seal()
            frame.group = block.map { block in CompletionGroup { _ in block() } }
            frame.completionBlock = block
        }
    }

    /// The completion block set in the innermost transaction, if any.
    var completionBlock: (() -> Void)? { frames.last?.completionBlock }

    /// Completion groups of all open transactions, innermost last.
    var openGroups: [CompletionGroup] { frames.compactMap(\.group) }

    private func modifyTop(_ change: (inout Frame) -> Void) {
        if frames.isEmpty { begin() }
        change(&frames[frames.count - 1])
    }
}
