/// CALayer's drawing hints as iOS code sets them, kept under their key-value coding keys
/// (`"opaque"`, `"drawsAsynchronously"`, `"allowsGroupOpacity"`) so `value(forKey:)` reads them
/// as on iOS. None changes a frame here except as said: the renderer draws every layer's
/// backing store with its alpha and synchronously, and composites a layer's opacity over its
/// subtree as one group.
extension Layer {
    /// Whether the layer's drawn content is completely opaque (CALayer.isOpaque, default false).
    /// On iOS an optimisation hint for the backing store; stored and read back here, with no
    /// effect on the frame (content that does fill the bounds draws the same either way).
    public var isOpaque: Bool {
        get { value(forKey: "opaque") as? Bool ?? false }
        set { setValue(newValue, forKey: "opaque") }
    }

    /// Whether `draw(in:)` commands are queued and run on a background thread
    /// (CALayer.drawsAsynchronously, default false). Stored and read back; offline rendering
    /// draws every frame to completion, so it has no visible effect.
    public var drawsAsynchronously: Bool {
        get { value(forKey: "drawsAsynchronously") as? Bool ?? false }
        set { setValue(newValue, forKey: "drawsAsynchronously") }
    }

    /// Whether the layer's opacity applies to its subtree as one group (CALayer.allowsGroupOpacity,
    /// default true, as on iOS since 7). Group opacity is what is drawn; setting false, where a
    /// device multiplies each sublayer's opacity on its own, is stored and warned about, since
    /// the frame still shows group opacity.
    public var allowsGroupOpacity: Bool {
        get { value(forKey: "allowsGroupOpacity") as? Bool ?? true }
        set {
            setValue(newValue, forKey: "allowsGroupOpacity")
            if !newValue {
                Timeline.warn("CALayer.allowsGroupOpacity = false is not drawn: a layer's opacity applies to its sublayers as one group here")
            }
        }
    }

    /// Marks the layer for display (CALayer.setNeedsDisplay(_:)). The whole layer is redrawn
    /// here, not just `r`: `draw(in:)` runs for the full bounds, as it does after `setNeedsDisplay()`.
    public func setNeedsDisplay(_ r: CGRect) { setNeedsDisplay() }
}
