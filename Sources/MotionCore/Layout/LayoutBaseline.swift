/// Where an item's first or last baseline is, as a linear function of its frame:
/// `top + heightFraction · height + offset`. A label's baselines follow its text (vertically
/// centred: half its height less half the text's, plus the line's baseline); any other item's
/// are its bottom edge, as in UIKit.
struct LayoutBaseline: Hashable {
    let heightFraction: Double
    let offset: Double

    /// The bottom edge: what views without text give as their baselines.
    static let bottom = LayoutBaseline(heightFraction: 1, offset: 0)
}
