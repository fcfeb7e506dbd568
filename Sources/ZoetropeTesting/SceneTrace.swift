import Zoetrope

/// A textual, frame-by-frame record of chosen layers' presentation values while a scene plays:
/// a header line, then one line per frame per layer,
///
///     # loading-indicator: 30 fps, 96 frames
///     t=0.500 indicator position=(240.00, 128.00) opacity=1.00 percent=52.31
///
/// Frames are the exporter's (t = i / fps for i in 0..<frameCount), values are formatted by
/// `TraceFormat`, so the text is identical on every run and diffs line by line.
public struct SceneTrace: Sendable {
    /// The properties traced when none are named: position, opacity, and the layer's custom
    /// `@Animatable` properties (sorted).
    public static let defaultProperties = ["position", "opacity"]

    /// Names of the layers to trace, in this order; nil: every named layer below the root,
    /// depth first.
    public var layers: [String]?
    /// Key paths to trace ("position", "position.x", "transform.rotation.z", "percent"); nil:
    /// `defaultProperties` plus each layer's custom properties.
    public var properties: [String]?
    /// Frames per second; nil: the scene's.
    public var fps: Int?
    /// Decimals of every number.
    public var decimals: Int

    public init(layers: [String]? = nil, properties: [String]? = nil, fps: Int? = nil, decimals: Int = 2) {
        self.layers = layers
        self.properties = properties
        self.fps = fps
        self.decimals = decimals
    }

    /// Plays `scene` on a fresh stage and records the trace.
    /// Throws for invalid settings or when the scene's script fails.
    public func text(of scene: Scene) throws -> String {
        guard (0...12).contains(decimals) else {
            throw SnapshotError.invalidRequest("decimals must be in 0...12 (got \(decimals))")
        }
        let settings = try RenderSettings(fps: fps).resolved(for: scene)
        var lines = ["# \(type(of: scene).name): \(settings.fps) fps, \(settings.frameCount) frames"]
        try Playback(scene: scene).play(settings) { frame in
            lines += frameLines(of: frame.tree, time: frame.time)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The lines of one frame.
    func frameLines(of tree: Layer, time: Double) -> [String] {
        let prefix = "t=\(TraceFormat.number(time, decimals: 3))"
        if let layers {
            return layers.map { name in
                tree.sublayer(named: name).map { line(for: $0, name: name, prefix: prefix) } ?? "\(prefix) \(name) absent"
            }
        }
        return tree.allLayers.dropFirst().compactMap { layer in
            layer.name.map { line(for: layer, name: $0, prefix: prefix) }
        }
    }

    private func line(for layer: Layer, name: String, prefix: String) -> String {
        let keys = properties ?? (Self.defaultProperties + layer.customPropertyKeys)
        let values = keys.map { key in
            "\(key)=" + (layer.value(forKeyPath: key).map { TraceFormat.value($0, decimals: decimals) } ?? "absent")
        }
        return ([prefix, name] + values).joined(separator: " ")
    }
}
