/// A behaviour acting on a list of items that can grow and shrink (gravity, collision, push and
/// item behaviours share it, as UIKit's do).
open class ItemListBehavior: DynamicBehavior {
    /// The items the behaviour acts on, in the order they were added.
    public private(set) var items: [DynamicItem]

    /// A behaviour acting on `items`.
    public init(items: [DynamicItem]) {
        self.items = items
    }

    /// Acts on `item` too from the next step.
    public func addItem(_ item: DynamicItem) {
        guard !items.contains(where: { $0 === item }) else { return }
        items.append(item)
        dynamicAnimator?.wake()
    }

    /// Stops acting on `item`.
    public func removeItem(_ item: DynamicItem) {
        items.removeAll { $0 === item }
        dynamicAnimator?.wake()
    }

    override var dynamicItems: [DynamicItem] { items }
}
