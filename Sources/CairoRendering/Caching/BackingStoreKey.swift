import MotionCore

/// What a layer's backing store — its `contents` picture and recorded drawing, rasterized
/// inside its own `masksToBounds` clip — looks like, to the last bit: the content, the device
/// transform's linear part, the sub-pixel phase of its translation and the device-pixel box
/// drawn (relative to the whole-pixel part of the translation).
///
/// Two frames with equal keys draw the same pixels at whole-pixel offsets of each other, so a
/// layer only moved by whole device pixels keeps its backing store; any other change of
/// transform or content draws it anew (never resampled: see docs/ARCHITECTURE.md).
struct BackingStoreKey: Hashable {
    let content: LayerContentSignature
    /// The device transform's a, b, c, d.
    let linear: [Double]
    /// The translation's fractional parts, in [0, 1).
    let phase: Point
    /// The device pixels drawn, relative to the translation's whole pixels.
    let box: PixelBox
}

