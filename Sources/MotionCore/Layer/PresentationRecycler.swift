import Foundation

/// Builds a layer tree's presentation copies frame after frame, recycling the copies of earlier
/// frames that nobody holds any more instead of freeing them and allocating new ones.
///
/// `presentation(of:atGlobalTime:)` returns exactly what `Layer.presentation(atGlobalTime:)`
/// returns — an independent copy of the tree with every animation applied — but when one of
/// the trees it handed out earlier has been let go by everyone else, that tree is brought up to
/// date in place: each copy's values are refreshed from its model and its animations applied
/// again, and only copies that cannot be reused (their model changed places, their class keeps
/// stored properties of its own, or someone still holds them) are made anew. A render loop
/// that draws a frame and drops it therefore allocates and frees nothing per layer in the
/// steady state, as Core Animation's render tree is updated rather than rebuilt.
///
/// Trees still held (by a renderer drawing them on another thread, for instance) are never
/// touched; a tree drawn on another thread is given back through `LentPresentationTree`, whose
/// letting go and this recycler's search for free trees take the same lock. Classes whose stored
/// properties are all `@Animatable` are recycled; a subclass with stored properties of its own
/// always gets fresh copies through `init(layer:)`.
///
/// Like the layer tree itself, a recycler belongs to one thread at a time.
package final class PresentationRecycler {
    /// Orders other threads' letting go of trees (`LentPresentationTree`) before the recycler
    /// finds them free and writes into them.
    private static let handBack = NSLock()

    /// Runs `release`, which drops another thread's references to a tree, under the lock
    /// recyclers look for free trees under.
    static func givingBack(_ release: () -> Void) {
        handBack.withLock(release)
    }

    /// Trees handed out, oldest first; each is recycled once nothing else holds it.
    private var trees: [Layer] = []
    /// How many trees are kept for recycling.
    package let capacity: Int

    /// A recycler keeping up to `capacity` trees (at least one): as many as may be in use at
    /// once, plus one, lets every frame recycle.
    package init(capacity: Int = 4) {
        self.capacity = max(capacity, 1)
    }

    /// The presentation copy of `root` and its subtree at global time `time`, equal to
    /// `root.presentation(atGlobalTime: time)`, reusing a tree handed out earlier when nothing
    /// else holds it.
    package func presentation<Root: Layer>(of root: Root, atGlobalTime time: Double) -> Root {
        let parentTime = root.parentTime(atGlobalTime: time)
        if let index = Self.handBack.withLock({ indexOfFreeTree(recyclableBy: root) }) {
            let tree = trees.remove(at: index)
            var memo = EasingMemo()
            root.recyclePresentationCopy(tree, atParentTime: parentTime, memo: &memo)
            tree.presentedAt = time
            trees.append(tree)
            // The tree is a copy of `root`, so of `Root`'s class.
            return unsafeDowncast(tree, to: Root.self)
        }
        let tree = root.presentationCopy(atParentTime: parentTime)
        tree.presentedAt = time
        trees.append(tree)
        if trees.count > capacity { trees.removeFirst() }
        return tree
    }

    /// The first tree nobody else holds that `root` can be recycled into.
    private func indexOfFreeTree(recyclableBy root: Layer) -> Int? {
        trees.indices.first { isKnownUniquelyReferenced(&trees[$0]) && root.canRecycle(trees[$0]) }
    }
}
