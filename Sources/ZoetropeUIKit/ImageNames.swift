extension Image {
    /// The image as Core Graphics holds it (`CGImage` is `Image` here), for `cell.contents =
    /// UIImage(named: ...).cgImage`.
    public var cgImage: CGImage? { self }
}
