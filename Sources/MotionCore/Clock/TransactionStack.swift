/// The nested transactions of one timeline (CATransaction's per-thread stack).
/// Inner transactions inherit every setting they do not set themselves.
final class TransactionStack {
    struct Frame {
        var duration: Double?
        var timingFunction: TimingFunction??
        var disableActions: Bool?
        var group: CompletionGroup?
    }

    private(set) var frames: [Frame] = []

    func begin() { frames.append(Frame()) }

    /// Ends the innermost transaction; its completion fires once its animations stop.
    /// Unbalanced commits are ignored.
    func commit() {
        guard let frame = frames.popLast() else { return }
        frame.group?.seal()
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

    /// Sets the innermost transaction's completion: it covers animations added from now on.
    func setCompletion(_ block: (() -> Void)?) {
        guard let block else { modifyTop { $0.group = nil }; return }
        modifyTop { $0.group = CompletionGroup { _ in block() } }
    }

    /// Completion groups of all open transactions, innermost last.
    var openGroups: [CompletionGroup] { frames.compactMap(\.group) }

    private func modifyTop(_ change: (inout Frame) -> Void) {
        if frames.isEmpty { begin() }
        change(&frames[frames.count - 1])
    }
}
