import Foundation

/// Items in lines that wrap (UICollectionViewFlowLayout). Scrolling vertically, each section
/// starts below the last, inset by its `sectionInset`; its items go left to right, as many to a
/// line as fit in the width between the insets with at least `minimumInteritemSpacing` between
/// them, and lines go down with `minimumLineSpacing` between them, each as high as its tallest
/// item, the others centred on it. As Apple documents, the spacing in a line "may possibly be
/// adjusted upward" once the number of items is known: the flow layout spreads a line's items to
/// both insets with equal gaps, and centres a line of one item. Scrolling horizontally, the same
/// with columns going right. Item sizes, insets and spacings come from the delegate when it
/// implements `CollectionViewDelegateFlowLayout`'s methods, otherwise from these properties.
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// UICollectionViewFlowLayout.ScrollDirection.
    public enum ScrollDirection: Int, Sendable {
        case vertical, horizontal
    }

    /// The size of every item the delegate gives none for (itemSize); 50 × 50, Apple's default.
    public var itemSize = Size(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// The least space between lines (minimumLineSpacing); 10, Apple's default.
    public var minimumLineSpacing = 10.0 { didSet { invalidateLayout() } }
    /// The least space between items in a line (minimumInteritemSpacing); 10, Apple's default.
    public var minimumInteritemSpacing = 10.0 { didSet { invalidateLayout() } }
    /// The margins around each section's items (sectionInset); none by default.
    public var sectionInset = EdgeInsets.zero { didSet { invalidateLayout() } }
    /// Which way the content scrolls (scrollDirection); vertical by default.
    public var scrollDirection = ScrollDirection.vertical { didSet { invalidateLayout() } }

    /// A flow layout with Apple's defaults.
    public override init() {}

    override func layOut(_ counts: [Int], in size: Size, for view: CollectionView) -> ItemLayout {
        let flow = view.delegate as? CollectionViewDelegateFlowLayout
        let across = scrollDirection == .horizontal
        var lines = FlowLines(extent: across ? size.height : size.width)
        let frames = counts.indices.map { section in
            let inset = flow?.collectionView(view, layout: self, insetForSectionAt: section) ?? sectionInset
            let sizes = (0..<counts[section]).map { item in
                flow?.collectionView(view, layout: self, sizeForItemAt: IndexPath(item: item, section: section)) ?? itemSize
            }
            return lines.place(sizes.map { across ? $0.transposed : $0 }, inset: across ? inset.transposed : inset,
                               lineSpacing: flow.map { Double($0.collectionView(view, layout: self, minimumLineSpacingForSectionAt: section)) }
                                   ?? minimumLineSpacing,
                               itemSpacing: flow.map { Double($0.collectionView(view, layout: self, minimumInteritemSpacingForSectionAt: section)) }
                                   ?? minimumInteritemSpacing)
                .map { across ? $0.transposed : $0 }
        }
        let length = lines.length
        return ItemLayout(frames: frames, contentSize: across ? Size(width: length, height: size.height) : Size(width: size.width, height: length))
    }
}

extension Size {
    /// Width and height swapped.
    var transposed: Size { Size(width: height, height: width) }
}

extension Rect {
    /// x and y, width and height swapped.
    var transposed: Rect { Rect(x: origin.y, y: origin.x, width: size.height, height: size.width) }
}

extension EdgeInsets {
    /// Top and left, bottom and right swapped.
    var transposed: EdgeInsets { EdgeInsets(top: left, left: top, bottom: right, right: bottom) }
}
