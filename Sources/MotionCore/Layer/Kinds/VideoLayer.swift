import Foundation

/// A layer whose contents are a video clip's frame at the layer's own time — AVPlayerLayer's
/// role, driven by the timeline like any `MediaTiming` layer: the `beginTime`, `speed` and
/// `timeOffset` of the layer and its ancestors apply, so a layer with speed 2 plays the clip
/// twice as fast and a paused layer (speed 0) holds its frame.
///
/// The frame shown at local time t is the clip's last frame whose presentation time is at or
/// before t (the first before the clip starts; the last after it ends, unless `loops`). It is
/// fitted into the bounds by `contentsGravity` and clipped like `contents`. A clip's alpha
/// (ProRes 4444, VP9 in WebM, PNG in QuickTime) is kept. The renderer decodes frames in order as the
/// timeline advances; a missing or unreadable file is an error naming it at the first frame
/// that shows it.
open class VideoLayer: Layer {
    /// The clip (any file FFmpeg reads: MP4, MOV, WebM, ...); nil shows nothing.
    public var url: URL? {
        get { self[Properties.declared.url] }
        set { self[Properties.declared.url] = newValue }
    }
    /// Whether the clip starts over when it ends (else its last frame stays).
    public var loops: Bool {
        get { self[Properties.declared.loops] }
        set { self[Properties.declared.loops] = newValue }
    }

    /// On a presentation copy: the time into the clip to show — the layer's local time at the
    /// copy's moment. 0 on model layers.
    public private(set) var clipTime: Double = 0

    /// A layer showing the clip at `url`.
    public convenience init(contentsOf url: URL) {
        self.init()
        self.url = url
    }

    public required init() {
        super.init()
    }

    public required init(layer: Any) {
        clipTime = (layer as? VideoLayer)?.clipTime ?? 0
        super.init(layer: layer)
    }

    override func didResolvePresentationTime(_ localTime: Double) {
        clipTime = localTime
    }

    /// The properties VideoLayer adds, each declared once (see `LayerPropertyList`).
    struct Properties: LayerPropertyList {
        let url = LayerProperty<URL?>(nil)
        let loops = LayerProperty<Bool>(false)

        static let declared = Properties(slotsAfter: Layer.self)
    }

    override class var builtInProperties: [AnyLayerProperty] { super.builtInProperties + Properties.declared.descriptors }
}
