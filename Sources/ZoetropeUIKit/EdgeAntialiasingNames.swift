/// CAEdgeAntialiasingMask: the edges of a layer `edgeAntialiasingMask` names.
public struct CAEdgeAntialiasingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let layerLeftEdge = CAEdgeAntialiasingMask(rawValue: 1 << 0)
    public static let layerRightEdge = CAEdgeAntialiasingMask(rawValue: 1 << 1)
    public static let layerBottomEdge = CAEdgeAntialiasingMask(rawValue: 1 << 2)
    public static let layerTopEdge = CAEdgeAntialiasingMask(rawValue: 1 << 3)
    /// Every edge, the default.
    static let all: CAEdgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge]
}

/// Edge antialiasing as iOS code sets it. Every edge is drawn antialiased here — what iOS draws
/// with `allowsEdgeAntialiasing = true`, the smooth rotated edges code sets it for — so turning
/// it on is honoured as it is; leaving it off keeps smooth edges where a device would draw a
/// rotated layer's edges aliased, and an `edgeAntialiasingMask` that leaves edges out (to hide
/// seams between tiles) is warned about once, since no edge is drawn aliased here.
extension Layer {
    /// Whether the layer may antialias its edges (CALayer.allowsEdgeAntialiasing); they always are here.
    public var allowsEdgeAntialiasing: Bool {
        get { value(forKey: "allowsEdgeAntialiasing") as? Bool ?? false }
        set { setValue(newValue, forKey: "allowsEdgeAntialiasing") }
    }

    /// The edges antialiased (CALayer.edgeAntialiasingMask, all by default); leaving one out is
    /// warned about, as every edge is antialiased here.
    public var edgeAntialiasingMask: CAEdgeAntialiasingMask {
        get { value(forKey: "edgeAntialiasingMask") as? CAEdgeAntialiasingMask ?? .all }
        set {
            setValue(newValue, forKey: "edgeAntialiasingMask")
            if newValue != .all {
                Timeline.warn("CALayer.edgeAntialiasingMask leaves edges out: every edge is drawn antialiased here")
            }
        }
    }
}
