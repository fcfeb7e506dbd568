import Zoetrope

/// Plays a scene on a stage and records its named layers frame by frame, at the same instants
/// `render` draws (from + i / fps).
struct SceneTracer {
    /// One traced frame.
    struct Frame {
        let index: Int
        let time: Double
        let layers: [LayerSnapshot]

        var json: JSONValue {
            .object([("index", .number(Double(index))), ("time", .number(time)), ("layers", .array(layers.map(\.json)))])
        }
    }

    let scene: Scene
    let settings: ResolvedRenderSettings
    /// Only layers with these names; empty traces every named layer.
    let layerNames: Set<String>

    /// Every frame of the range. Throws when a requested layer name appears in no frame
    /// (naming the layers that do exist), or when the scene's script fails.
    func trace() throws -> [Frame] {
        var frames: [Frame] = []
        var seenNames = Set<String>()
        try Playback(scene: scene).play(settings) { frame in
            var layers: [LayerSnapshot] = []
            for layer in frame.tree.allLayers {
                guard let name = layer.name else { continue }
                seenNames.insert(name)
                if layerNames.isEmpty || layerNames.contains(name) { layers.append(LayerSnapshot(name: name, layer: layer)) }
            }
            frames.append(Frame(index: frame.index, time: frame.time, layers: layers))
        }
        if let missing = layerNames.subtracting(seenNames).sorted().first {
            throw TraceError.unknownLayer(missing, known: seenNames.sorted())
        }
        return frames
    }
}

/// Problems a trace reports, worded for the command line.
enum TraceError: Error, CustomStringConvertible, Equatable {
    case unknownLayer(String, known: [String])

    var description: String {
        switch self {
        case let .unknownLayer(name, known):
            "no layer named '\(name)' in any frame; named layers: \(known.isEmpty ? "none" : known.joined(separator: ", "))"
        }
    }
}
