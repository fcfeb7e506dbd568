/// How a `contents` picture is sampled when drawn smaller or larger than its pixels
/// (CALayerContentsFilter).
public enum ContentsFilter: String, Hashable, Sendable, CaseIterable {
    /// Bilinear (the default).
    case linear
    /// The nearest pixel: hard pixel edges, for pixel art.
    case nearest
    /// Bilinear between mipmap levels when shrinking; drawn as `linear` here, whose box filter
    /// already averages every picture pixel a device pixel covers.
    case trilinear
}

/// The part of `contents` shown and how it stretches, as on CALayer.
extension Layer {
    /// The part of the `contents` picture shown, in unit coordinates of the picture (a frame of a
    /// sprite sheet); (0, 0, 1, 1) by default. Beyond the unit square the picture's edge pixels
    /// extend outwards. Its size is the picture's size for `contentsGravity`. Animatable.
    public var contentsRect: Rect {
        get { self[Properties.declared.contentsRect] }
        set { self[Properties.declared.contentsRect] = newValue }
    }
    /// The part of the picture that stretches when the picture is drawn larger or smaller than
    /// its size (a nine-slice), in unit coordinates of the picture: the corners outside it keep
    /// their size, the edges stretch along themselves and the centre both ways. (0, 0, 1, 1) by
    /// default, which stretches everything. Animatable.
    public var contentsCenter: Rect {
        get { self[Properties.declared.contentsCenter] }
        set { self[Properties.declared.contentsCenter] = newValue }
    }
    /// Picture pixels per point: a picture's size in points, for `contentsGravity` and the fixed
    /// corners of `contentsCenter`, is its pixel size divided by this. 1 by default, as on a
    /// standalone CALayer.
    public var contentsScale: Double {
        get { self[Properties.declared.contentsScale] }
        set { self[Properties.declared.contentsScale] = newValue }
    }
    /// The filter used where the picture is drawn smaller than its pixels.
    public var minificationFilter: ContentsFilter {
        get { self[Properties.declared.minificationFilter] }
        set { self[Properties.declared.minificationFilter] = newValue }
    }
    /// The filter used where the picture is drawn larger than its pixels (`.nearest` for pixel art).
    public var magnificationFilter: ContentsFilter {
        get { self[Properties.declared.magnificationFilter] }
        set { self[Properties.declared.magnificationFilter] = newValue }
    }
}
