/// Which corners `cornerRadius` rounds (CACornerMask), in UIKit's top-left-origin terms.
public struct CornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let topLeft = CornerMask(rawValue: 1)
    public static let topRight = CornerMask(rawValue: 2)
    public static let bottomLeft = CornerMask(rawValue: 4)
    public static let bottomRight = CornerMask(rawValue: 8)
    public static let all: CornerMask = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// How `contents` is placed in the bounds (CALayerContentsGravity).
public enum ContentsGravity: String, Hashable, Sendable {
    case center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
    case resize, resizeAspect, resizeAspectFill
}

/// The built-in animatable properties, named as on CALayer.
extension Layer {
    /// The built-in properties of every layer, each declared once (see `LayerPropertyList`):
    /// the name is the key, the place is the slot, the descriptor holds type and default.
    struct Properties: LayerPropertyList {
        let bounds = LayerProperty<Rect>(.zero, affects: .ownContent)
        let position = LayerProperty<Point>(.zero, affects: .placement)
        let anchorPoint = LayerProperty<Point>(Point(x: 0.5, y: 0.5), affects: .placement)
        let anchorPointZ = LayerProperty<Double>(0, affects: .placement)
        let zPosition = LayerProperty<Double>(0, affects: .placement)
        let transform = LayerProperty<Transform3D>(.identity, affects: .placement)
        let sublayerTransform = LayerProperty<Transform3D>(.identity)
        let opacity = LayerProperty<Double>(1, affects: .placement)
        let hidden = LayerProperty<Bool>(false)
        let backgroundColor = LayerProperty<Color?>(nil)
        let cornerRadius = LayerProperty<Double>(0, affects: .contentClip)
        let maskedCorners = LayerProperty<CornerMask>(.all, affects: .contentClip)
        let cornerCurve = LayerProperty<CornerCurve>(.circular, affects: .contentClip)
        let borderWidth = LayerProperty<Double>(0)
        let borderColor = LayerProperty<Color?>(.black)
        let masksToBounds = LayerProperty<Bool>(false, affects: .ownContent)
        let shadowColor = LayerProperty<Color?>(.black)
        let shadowOpacity = LayerProperty<Double>(0)
        let shadowOffset = LayerProperty<Size>(Size(width: 0, height: -3))
        let shadowRadius = LayerProperty<Double>(3)
        let shadowPath = LayerProperty<Path?>(nil)
        let contents = LayerProperty<Image?>(nil, affects: .ownContent)
        let contentsGravity = LayerProperty<ContentsGravity>(.resize, affects: .ownContent)
        let contentsRect = LayerProperty<Rect>(.unit, affects: .ownContent)
        let contentsCenter = LayerProperty<Rect>(.unit, affects: .ownContent)
        let contentsScale = LayerProperty<Double>(1, affects: .ownContent)
        let minificationFilter = LayerProperty<ContentsFilter>(.linear, affects: .ownContent)
        let magnificationFilter = LayerProperty<ContentsFilter>(.linear, affects: .ownContent)
        let shouldRasterize = LayerProperty<Bool>(false)
        let rasterizationScale = LayerProperty<Double>(1)
        let doubleSided = LayerProperty<Bool>(true)
        let needsDisplayOnBoundsChange = LayerProperty<Bool>(false)
        let geometryFlipped = LayerProperty<Bool>(false)
        let compositingFilter = LayerProperty<String?>(nil, affects: .placement)

        static let declared = Properties(slotsAfter: nil)
    }

    /// The layer's own coordinate space: the origin its content is drawn from and its size.
    public var bounds: Rect {
        get { self[Properties.declared.bounds] }
        set {
            let redisplays = needsDisplayOnBoundsChange && newValue != bounds
            self[Properties.declared.bounds] = newValue
            if redisplays { setNeedsDisplay() }
        }
    }
    /// Whether a change of `bounds` marks the layer for display (CALayer.needsDisplayOnBoundsChange).
    public var needsDisplayOnBoundsChange: Bool {
        get { self[Properties.declared.needsDisplayOnBoundsChange] }
        set { self[Properties.declared.needsDisplayOnBoundsChange] = newValue }
    }
    /// Where `anchorPoint` sits, in the superlayer's coordinates.
    public var position: Point {
        get { self[Properties.declared.position] }
        set { self[Properties.declared.position] = newValue }
    }
    /// The point of the bounds, in unit coordinates, that sits at `position` and that
    /// transforms are applied about.
    public var anchorPoint: Point {
        get { self[Properties.declared.anchorPoint] }
        set { self[Properties.declared.anchorPoint] = newValue }
    }
    /// The anchor point's z coordinate, in the layer's own space (CALayer.anchorPointZ, default 0):
    /// with `anchorPoint` it makes the point (x, y, anchorPointZ) that sits at `position` and
    /// that `transform` is applied about, so a 3-D rotation turns the layer about an axis
    /// `anchorPointZ` in front of (positive) or behind its plane, and the plane itself sits
    /// −anchorPointZ along z — seen through a perspective or inside a `TransformLayer`.
    public var anchorPointZ: Double {
        get { self[Properties.declared.anchorPointZ] }
        set { self[Properties.declared.anchorPointZ] = newValue }
    }
    /// The layer's place on the z axis: siblings are drawn in increasing `zPosition`.
    public var zPosition: Double {
        get { self[Properties.declared.zPosition] }
        set { self[Properties.declared.zPosition] = newValue }
    }
    /// The transform applied about `anchorPoint`.
    public var transform: Transform3D {
        get { self[Properties.declared.transform] }
        set { self[Properties.declared.transform] = newValue }
    }
    /// The transform applied to the sublayers, about this layer's anchor point.
    public var sublayerTransform: Transform3D {
        get { self[Properties.declared.sublayerTransform] }
        set { self[Properties.declared.sublayerTransform] = newValue }
    }
    /// Opacity in [0, 1], multiplied into the sublayers'.
    public var opacity: Double {
        get { self[Properties.declared.opacity] }
        set { self[Properties.declared.opacity] = newValue }
    }
    /// Whether the layer and its sublayers are left out of the rendering (key `hidden`).
    public var isHidden: Bool {
        get { self[Properties.declared.hidden] }
        set { self[Properties.declared.hidden] = newValue }
    }
    /// The colour filling the bounds (rounded by `cornerRadius`); nil draws none.
    public var backgroundColor: Color? {
        get { self[Properties.declared.backgroundColor] }
        set { self[Properties.declared.backgroundColor] = newValue }
    }
    /// The radius the background, border and clipping corners are rounded by.
    public var cornerRadius: Double {
        get { self[Properties.declared.cornerRadius] }
        set { self[Properties.declared.cornerRadius] = newValue }
    }
    /// Which corners `cornerRadius` rounds.
    public var maskedCorners: CornerMask {
        get { self[Properties.declared.maskedCorners] }
        set { self[Properties.declared.maskedCorners] = newValue }
    }
    /// The width of the border drawn inside the bounds; 0 draws none.
    public var borderWidth: Double {
        get { self[Properties.declared.borderWidth] }
        set { self[Properties.declared.borderWidth] = newValue }
    }
    /// The border's colour.
    public var borderColor: Color? {
        get { self[Properties.declared.borderColor] }
        set { self[Properties.declared.borderColor] = newValue }
    }
    /// Whether sublayers are clipped to the (rounded) bounds.
    public var masksToBounds: Bool {
        get { self[Properties.declared.masksToBounds] }
        set { self[Properties.declared.masksToBounds] = newValue }
    }
    /// The shadow's colour.
    public var shadowColor: Color? {
        get { self[Properties.declared.shadowColor] }
        set { self[Properties.declared.shadowColor] = newValue }
    }
    /// The shadow's opacity; 0 (the default) draws none.
    public var shadowOpacity: Double {
        get { self[Properties.declared.shadowOpacity] }
        set { self[Properties.declared.shadowOpacity] = newValue }
    }
    /// How far the shadow is moved from the layer.
    public var shadowOffset: Size {
        get { self[Properties.declared.shadowOffset] }
        set { self[Properties.declared.shadowOffset] = newValue }
    }
    /// The blur radius of the shadow.
    public var shadowRadius: Double {
        get { self[Properties.declared.shadowRadius] }
        set { self[Properties.declared.shadowRadius] = newValue }
    }
    /// The shadow's shape; nil takes it from the layer's content.
    public var shadowPath: Path? {
        get { self[Properties.declared.shadowPath] }
        set { self[Properties.declared.shadowPath] = newValue }
    }
    /// An image drawn in the bounds, placed by `contentsGravity`.
    public var contents: Image? {
        get { self[Properties.declared.contents] }
        set { self[Properties.declared.contents] = newValue }
    }
    /// How `contents` is placed in the bounds.
    public var contentsGravity: ContentsGravity {
        get { self[Properties.declared.contentsGravity] }
        set { self[Properties.declared.contentsGravity] = newValue }
    }
    /// Whether the layer and its subtree (shadow included) are rendered as one bitmap in the
    /// layer's own coordinates, kept while nothing in the subtree changes, and composited through
    /// the layer's transform and opacity (CALayer.shouldRasterize). Not animatable.
    public var shouldRasterize: Bool {
        get { self[Properties.declared.shouldRasterize] }
        set { self[Properties.declared.shouldRasterize] = newValue }
    }
    /// Pixels per point of the bitmap `shouldRasterize` makes; 1 by default, as in Core
    /// Animation, so set it to the output's scale for a sharp bitmap (CALayer.rasterizationScale).
    public var rasterizationScale: Double {
        get { self[Properties.declared.rasterizationScale] }
        set { self[Properties.declared.rasterizationScale] = newValue }
    }
    /// Whether the layer shows when it faces away from the viewer (CALayer.isDoubleSided); true
    /// by default. When false, a layer turned so that its back shows — its outline wound the other
    /// way on the screen — is not drawn, with its subtree.
    public var isDoubleSided: Bool {
        get { self[Properties.declared.doubleSided] }
        set { self[Properties.declared.doubleSided] = newValue }
    }
    /// Whether the geometry of the layer and its sublayers is flipped vertically
    /// (CALayer.isGeometryFlipped); false by default. When true, the layer's sublayers are laid
    /// out with the origin at the layer's bottom-left corner and y growing upwards — their
    /// `position`, `frame` and `transform` read in that space — and so are theirs in turn, down
    /// the subtree (a flipped layer inside a flipped subtree flips back). It does not change how
    /// any layer's own content is drawn: contents, drawing and text stay upright. The geometry
    /// is what the renderer places by; coordinate conversions (`convert`, `hitTest`) work in
    /// the layers' own coordinates, which the flip does not change.
    public var isGeometryFlipped: Bool {
        get { self[Properties.declared.geometryFlipped] }
        set { self[Properties.declared.geometryFlipped] = newValue }
    }
}
