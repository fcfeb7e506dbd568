import MediaEncoding

/// A frame-by-frame record of chosen layers' presentation values while a scene plays — the one
/// trace behind `zoetrope trace`, `assertTrace` and the snapshot strategy. As text: a header
/// line, then one line per frame per layer,
///
///     # loading-indicator: 30 fps, 96 frames
///     t=0.500 indicator position=(240.00, 128.00) opacity=1.00 percent=52.31
///
/// Frames are the exporter's (t = from + i / fps), values are read by `TraceValue` and
/// formatted by `TraceFormat`, so the text is identical on every run and diffs line by line.
public struct SceneTrace: Sendable {
    /// The properties traced when none are named: position, opacity, and the layer's custom
    /// `@Animatable` properties (sorted).
    public static let defaultProperties = ["position", "opacity"]

    /// What `zoetrope trace`, the preview's `/api/trace` and `review` show of a layer: its frame in
    /// its superlayer, opacity, corner radius and transform (custom properties follow).
    public static let inspectedProperties = ["frame", "opacity", "cornerRadius", "transform"]

    /// The trace the command line and the preview show: `inspectedProperties` and the custom
    /// properties of every named layer, numbers to 3 decimals.
    public static var inspection: SceneTrace {
        SceneTrace(properties: inspectedProperties, includesCustomProperties: true, decimals: 3)
    }

    /// Names of the layers to trace, in this order; nil: every named layer below the root,
    /// depth first.
    public var layers: [String]?
    /// Key paths to trace ("position", "position.x", "transform.rotation.z", "percent", and
    /// "frame" for the layer's frame in its superlayer); nil: `defaultProperties`.
    public var properties: [String]?
    /// Whether each layer's custom `@Animatable` properties follow the named ones.
    public var includesCustomProperties: Bool
    /// Frames per second for `text(of:)`; nil: the scene's.
    public var fps: Int?
    /// Decimals of every number in the text.
    public var decimals: Int

    /// - Parameter includesCustomProperties: nil: only when `properties` is nil.
    public init(layers: [String]? = nil, properties: [String]? = nil, includesCustomProperties: Bool? = nil,
                fps: Int? = nil, decimals: Int = 2) {
        self.layers = layers
        self.properties = properties
        self.includesCustomProperties = includesCustomProperties ?? (properties == nil)
        self.fps = fps
        self.decimals = decimals
    }

    /// Plays `scene` on a fresh stage over `settings`' frames and records the trace.
    /// Throws when the scene's script fails.
    public func record(_ scene: Scene, settings: ResolvedRenderSettings) throws -> TraceRecording {
        var frames: [TraceFrame] = []
        var names = Set<String>()
        try Playback(scene: scene).play(settings) { frame in
            for layer in frame.tree.allLayers.dropFirst() { if let name = layer.name { names.insert(name) } }
            frames.append(TraceFrame(index: frame.index, time: frame.time, layers: tracedLayers(of: frame.tree)))
        }
        return TraceRecording(frames: frames, layerNames: names.sorted())
    }

    /// Plays `scene` on a fresh stage at `fps` and returns the trace as text.
    /// Throws for invalid settings or when the scene's script fails.
    public func text(of scene: Scene) throws -> String {
        try checkDecimals()
        let settings = try RenderSettings(fps: fps).resolved(for: scene)
        return try text(of: record(scene, settings: settings).frames, sceneName: type(of: scene).name, fps: settings.fps)
    }

    /// The text of recorded `frames`: the header, then `t=<time> <name> <key>=<value>…` lines
    /// (`<name> absent` for a layer not in that frame, `<key>=absent` for a key it lacks).
    public func text(of frames: [TraceFrame], sceneName: String, fps: Int) throws -> String {
        try checkDecimals()
        var lines = ["# \(sceneName): \(fps) fps, \(frames.count) frames"]
        for frame in frames {
            let prefix = "t=\(TraceFormat.number(frame.time, decimals: 3))"
            for layer in frame.layers {
                guard let properties = layer.properties else { lines.append("\(prefix) \(layer.name) absent"); continue }
                let values = properties.map { "\($0.key)=" + ($0.value?.text(decimals: decimals) ?? "absent") }
                lines.append(([prefix, layer.name] + values).joined(separator: " "))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func checkDecimals() throws {
        guard (0...12).contains(decimals) else { throw SceneTraceError.invalidDecimals(decimals) }
    }

    /// The traced layers of one frame's presentation tree.
    func tracedLayers(of tree: Layer) -> [TracedLayer] {
        if let layers {
            return layers.map { name in TracedLayer(name: name, properties: tree.sublayer(named: name).map(properties)) }
        }
        return tree.allLayers.dropFirst().compactMap { layer in
            layer.name.map { TracedLayer(name: $0, properties: properties(of: layer)) }
        }
    }

    private func properties(of layer: Layer) -> [TracedProperty] {
        let custom = layer.customPropertyKeys
        let keys = (properties ?? Self.defaultProperties) + (includesCustomProperties ? custom : [])
        return keys.map { key in
            let value = key == "frame" ? layer.frame as Any? : layer.value(forKeyPath: key)
            return TracedProperty(key: key, value: value.map(TraceValue.init), isCustom: custom.contains(key))
        }
    }
}

/// A trace that cannot be written.
public enum SceneTraceError: Error, CustomStringConvertible, Equatable, CategorizedError {
    case invalidDecimals(Int)

    public var category: ErrorCategory { .usage }

    public var description: String {
        switch self {
        case let .invalidDecimals(decimals): "decimals must be in 0...12 (got \(decimals))"
        }
    }
}
