import CCairo
import MotionCore

extension LayerRenderer {
    /// The layer's drawing extent: its subtree's box, grown by the shadow's reach and a point.
    static func drawingRegion(of layer: Layer) -> Rect {
        let margin = LayerGeometry.shadowReach(of: layer) + 1
        return LayerGeometry.subtreeBounds(of: layer).insetBy(dx: -margin, dy: -margin)
    }
}
