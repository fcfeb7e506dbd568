package extension Sequence where Element: Hashable {
    /// The elements, each once, in the order they first occur.
    var distinct: [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
