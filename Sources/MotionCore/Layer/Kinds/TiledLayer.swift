/// A layer whose content `draw(in:)` (or its delegate) draws in tiles (CATiledLayer), for content
/// too large to draw at once on a device, which draws the tiles asynchronously, at several
/// levels of detail, and fades each in as it arrives.
///
/// Offline, a frame is drawn only once everything in it is drawn: `draw(in:)` runs for the whole
/// bounds (every tile at once, each tile's drawing being that of its part of the bounds) and the
/// recording is replayed at the resolution the frame shows it at, as sharp as the finest level of
/// detail would be. So no tile is ever missing or late, and none fades in: a device's fade
/// (`fadeDuration()`, 0.25 s) hides tiles arriving after the frame that first shows them, which
/// never happens here; a scene looks as it does on a device once its tiles are drawn.
/// `tileSize`, `levelsOfDetail` and `levelsOfDetailBias` are kept and read back.
open class TiledLayer: Layer {
    struct Properties: LayerPropertyList {
        let tileSize = LayerProperty<Size>(Size(width: 256, height: 256))
        let levelsOfDetail = LayerProperty<Int>(1)
        let levelsOfDetailBias = LayerProperty<Int>(0)

        static let declared = Properties(slotsAfter: Layer.self)
    }

    override class var builtInProperties: [AnyLayerProperty] { super.builtInProperties + Properties.declared.descriptors }

    /// The size of a tile, in the layer's coordinates (default 256 × 256).
    public var tileSize: Size {
        get { self[Properties.declared.tileSize] }
        set { self[Properties.declared.tileSize] = newValue }
    }

    /// How many levels of detail a device keeps, each half the resolution of the one above (default 1).
    public var levelsOfDetail: Int {
        get { self[Properties.declared.levelsOfDetail] }
        set { self[Properties.declared.levelsOfDetail] = newValue }
    }

    /// How many of the levels of detail are magnified ones, above full resolution (default 0).
    public var levelsOfDetailBias: Int {
        get { self[Properties.declared.levelsOfDetailBias] }
        set { self[Properties.declared.levelsOfDetailBias] = newValue }
    }

    /// How long newly drawn tiles take to fade in on a device (CATiledLayer.fadeDuration(),
    /// 0.25 s); override to change it. Offline no tile arrives after its frame, so nothing fades
    /// whatever it returns (see the class's description).
    open class func fadeDuration() -> Double { 0.25 }
}
