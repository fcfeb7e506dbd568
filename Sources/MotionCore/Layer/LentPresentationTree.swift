import Foundation

/// A presentation tree lent to another thread — a renderer's worker drawing it while the engine
/// moves on — which gives it back, once drawn, under the lock `PresentationRecycler` checks
/// its trees under.
///
/// A recycler reuses a tree once nothing else holds it. Letting go of the last reference on
/// another thread does make the tree free, but a reference count is not a synchronisation the
/// engine's reads and writes can be ordered by (ThreadSanitizer, rightly, does not see one): the
/// worker's reads of the tree must happen before the engine's writes into it. Giving the tree back
/// under the recycler's lock, and the recycler looking for free trees under the same lock, orders
/// them.
package final class LentPresentationTree: @unchecked Sendable {
    private var tree: Layer?

    /// Lends `tree`; its holder reads it through `use(_:)`, once.
    package init(_ tree: Layer) {
        self.tree = tree
    }

    /// Runs `body` with the tree, then gives the tree back: this object no longer holds it, and
    /// a recycler may reuse it for a later frame.
    package func use<Result>(_ body: (Layer) throws -> Result) rethrows -> Result {
        guard let tree else { preconditionFailure("a lent presentation tree is used once") }
        defer { PresentationRecycler.givingBack { self.tree = nil } }
        return try body(tree)
    }
}
