/// The flow layout's arithmetic for a vertically scrolling layout (a horizontal one is the same
/// with the axes swapped): sections one after another down the content, each section's items in
/// lines across `extent`.
struct FlowLines {
    /// The width the lines share, insets included.
    let extent: Double
    /// How far down the sections so far reach.
    private(set) var length = 0.0

    init(extent: Double) { self.extent = extent }

    /// The frames of a section's items of `sizes`, below the sections placed so far: as many to a
    /// line as fit between the insets with `itemSpacing` between them (one at least), the gaps
    /// of a line of several widened equally to reach both insets, a line of one centred, each
    /// item centred on its line's height, the lines `lineSpacing` apart.
    mutating func place(_ sizes: [Size], inset: EdgeInsets, lineSpacing: Double, itemSpacing: Double) -> [Rect] {
        let available = extent - inset.left - inset.right
        var frames: [Rect] = []
        var y = length + inset.top
        var start = 0
        while start < sizes.count {
            var end = start + 1
            var used = sizes[start].width
            while end < sizes.count, used + itemSpacing + sizes[end].width <= available {
                used += itemSpacing + sizes[end].width
                end += 1
            }
            let line = sizes[start..<end]
            let height = line.map(\.height).max() ?? 0
            let widths = line.map(\.width).reduce(0, +)
            let gap = line.count > 1 ? (available - widths) / Double(line.count - 1) : 0
            var x = inset.left + (line.count > 1 ? 0 : (available - widths) / 2)
            for size in line {
                frames.append(Rect(x: x, y: y + (height - size.height) / 2, width: size.width, height: size.height))
                x += size.width + gap
            }
            y += height + (end < sizes.count ? lineSpacing : 0)
            start = end
        }
        length = y + inset.bottom
        return frames
    }
}
