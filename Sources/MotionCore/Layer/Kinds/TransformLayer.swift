/// A layer whose sublayers share its 3-D space (CATransformLayer): unlike other layers it does
/// not flatten them into its plane, so each keeps its own depth under the transforms above it —
/// the faces of a cube, each turned and pushed out by its own `transform`, stay a cube however
/// the whole turns. As Apple documents it: only the sublayers are drawn (the layer's own
/// background, contents, border, shadow, `mask` and `masksToBounds` are ignored), its opacity
/// applies to each sublayer on its own (no group), and the sublayers are drawn back to front by
/// the depth of their centres (the renderer's `depthLeaves`).
open class TransformLayer: Layer {}
