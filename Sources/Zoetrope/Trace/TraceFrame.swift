/// One frame of a trace: the chosen layers' values at `time`.
public struct TraceFrame: Equatable, Sendable {
    /// The frame's index in the traced range (0 for its first frame).
    public let index: Int
    /// Seconds of scene time, as the exporter draws the frame.
    public let time: Double
    /// The traced layers, in the order asked for (or tree order, depth first).
    public let layers: [TracedLayer]
}

/// A named layer's values in one frame.
public struct TracedLayer: Equatable, Sendable {
    public let name: String
    /// The traced properties in order; nil when no layer of this name is in the frame.
    public let properties: [TracedProperty]?
}

/// One traced property of a layer.
public struct TracedProperty: Equatable, Sendable {
    /// The key path asked for ("position", "bounds.size.width", "frame", "percent").
    public let key: String
    /// Its value; nil when the layer has no such key.
    public let value: TraceValue?
    /// Whether the key is one of the layer's custom `@Animatable` properties.
    public let isCustom: Bool
}

/// What playing a scene for a trace recorded.
public struct TraceRecording: Sendable {
    public let frames: [TraceFrame]
    /// Every layer name seen below the root in any frame, sorted (for telling which names a scene has).
    public let layerNames: [String]
}
