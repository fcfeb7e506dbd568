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

/// The built-in keys of `Layer`, in slot order: `rawValue` is the key's slot in every layer's
/// property storage (layer kinds append theirs after `LayerKey.allCases.count`).
enum LayerKey: Int, CaseIterable {
    case bounds, position, anchorPoint, zPosition, transform, sublayerTransform, opacity, hidden, backgroundColor, cornerRadius, maskedCorners, borderWidth, borderColor, masksToBounds, shadowColor, shadowOpacity, shadowOffset, shadowRadius, shadowPath, contents, contentsGravity, shouldRasterize, rasterizationScale

    /// Every key's name, in slot order.
    static let names = allCases.map { String(describing: $0) }
}

/// The built-in keys a layer kind adds after `LayerKey`'s, in slot order (`ShapeLayer.Key`...).
protocol LayerKindKey: CaseIterable, RawRepresentable where RawValue == Int {}

extension LayerKindKey {
    /// The key's slot in the property storage of a layer of its kind.
    var slot: Int { LayerKey.allCases.count + rawValue }

    /// Every key's name, in slot order.
    static var names: [String] { allCases.map { String(describing: $0) } }
}

/// The built-in animatable properties, named as on CALayer; stored under these keys.
extension Layer {
    /// The built-in properties of every layer, each declared once: key (its slot enum case), type and default.
    enum Property {
        static let bounds = LayerProperty<Rect>(LayerKey.bounds, default: .zero)
        static let position = LayerProperty<Point>(LayerKey.position, default: .zero)
        static let anchorPoint = LayerProperty<Point>(LayerKey.anchorPoint, default: Point(x: 0.5, y: 0.5))
        static let zPosition = LayerProperty<Double>(LayerKey.zPosition, default: 0)
        static let transform = LayerProperty<Transform3D>(LayerKey.transform, default: .identity)
        static let sublayerTransform = LayerProperty<Transform3D>(LayerKey.sublayerTransform, default: .identity)
        static let opacity = LayerProperty<Double>(LayerKey.opacity, default: 1)
        static let hidden = LayerProperty<Bool>(LayerKey.hidden, default: false)
        static let backgroundColor = LayerProperty<Color?>(LayerKey.backgroundColor, default: nil)
        static let cornerRadius = LayerProperty<Double>(LayerKey.cornerRadius, default: 0)
        static let maskedCorners = LayerProperty<CornerMask>(LayerKey.maskedCorners, default: .all)
        static let borderWidth = LayerProperty<Double>(LayerKey.borderWidth, default: 0)
        static let borderColor = LayerProperty<Color?>(LayerKey.borderColor, default: .black)
        static let masksToBounds = LayerProperty<Bool>(LayerKey.masksToBounds, default: false)
        static let shadowColor = LayerProperty<Color?>(LayerKey.shadowColor, default: .black)
        static let shadowOpacity = LayerProperty<Double>(LayerKey.shadowOpacity, default: 0)
        static let shadowOffset = LayerProperty<Size>(LayerKey.shadowOffset, default: Size(width: 0, height: -3))
        static let shadowRadius = LayerProperty<Double>(LayerKey.shadowRadius, default: 3)
        static let shadowPath = LayerProperty<Path?>(LayerKey.shadowPath, default: nil)
        static let contents = LayerProperty<Image?>(LayerKey.contents, default: nil)
        static let contentsGravity = LayerProperty<ContentsGravity>(LayerKey.contentsGravity, default: .resize)
        static let shouldRasterize = LayerProperty<Bool>(LayerKey.shouldRasterize, default: false)
        static let rasterizationScale = LayerProperty<Double>(LayerKey.rasterizationScale, default: 1)
        /// Their defaults, by key.
        static let defaults = [String: Any](layerDefaults: [
            bounds.defaultEntry, position.defaultEntry, anchorPoint.defaultEntry, zPosition.defaultEntry,
            transform.defaultEntry, sublayerTransform.defaultEntry, opacity.defaultEntry, hidden.defaultEntry,
            backgroundColor.defaultEntry, cornerRadius.defaultEntry, maskedCorners.defaultEntry,
            borderWidth.defaultEntry, borderColor.defaultEntry, masksToBounds.defaultEntry, shadowColor.defaultEntry,
            shadowOpacity.defaultEntry, shadowOffset.defaultEntry, shadowRadius.defaultEntry,
            shadowPath.defaultEntry, contents.defaultEntry, contentsGravity.defaultEntry,
            shouldRasterize.defaultEntry, rasterizationScale.defaultEntry,
        ])
    }

    public var bounds: Rect {
        get { self[Property.bounds] }
        set { self[Property.bounds] = newValue }
    }
    public var position: Point {
        get { self[Property.position] }
        set { self[Property.position] = newValue }
    }
    /// The point of the bounds, in unit coordinates, that sits at `position` and that
    /// transforms are applied about.
    public var anchorPoint: Point {
        get { self[Property.anchorPoint] }
        set { self[Property.anchorPoint] = newValue }
    }
    public var zPosition: Double {
        get { self[Property.zPosition] }
        set { self[Property.zPosition] = newValue }
    }
    public var transform: Transform3D {
        get { self[Property.transform] }
        set { self[Property.transform] = newValue }
    }
    public var sublayerTransform: Transform3D {
        get { self[Property.sublayerTransform] }
        set { self[Property.sublayerTransform] = newValue }
    }
    public var opacity: Double {
        get { self[Property.opacity] }
        set { self[Property.opacity] = newValue }
    }
    public var isHidden: Bool {
        get { self[Property.hidden] }
        set { self[Property.hidden] = newValue }
    }
    public var backgroundColor: Color? {
        get { self[Property.backgroundColor] }
        set { self[Property.backgroundColor] = newValue }
    }
    public var cornerRadius: Double {
        get { self[Property.cornerRadius] }
        set { self[Property.cornerRadius] = newValue }
    }
    public var maskedCorners: CornerMask {
        get { self[Property.maskedCorners] }
        set { self[Property.maskedCorners] = newValue }
    }
    public var borderWidth: Double {
        get { self[Property.borderWidth] }
        set { self[Property.borderWidth] = newValue }
    }
    public var borderColor: Color? {
        get { self[Property.borderColor] }
        set { self[Property.borderColor] = newValue }
    }
    public var masksToBounds: Bool {
        get { self[Property.masksToBounds] }
        set { self[Property.masksToBounds] = newValue }
    }
    public var shadowColor: Color? {
        get { self[Property.shadowColor] }
        set { self[Property.shadowColor] = newValue }
    }
    public var shadowOpacity: Double {
        get { self[Property.shadowOpacity] }
        set { self[Property.shadowOpacity] = newValue }
    }
    public var shadowOffset: Size {
        get { self[Property.shadowOffset] }
        set { self[Property.shadowOffset] = newValue }
    }
    public var shadowRadius: Double {
        get { self[Property.shadowRadius] }
        set { self[Property.shadowRadius] = newValue }
    }
    public var shadowPath: Path? {
        get { self[Property.shadowPath] }
        set { self[Property.shadowPath] = newValue }
    }
    public var contents: Image? {
        get { self[Property.contents] }
        set { self[Property.contents] = newValue }
    }
    public var contentsGravity: ContentsGravity {
        get { self[Property.contentsGravity] }
        set { self[Property.contentsGravity] = newValue }
    }
    /// Whether the layer and its subtree (shadow included) are rendered as one bitmap in the
    /// layer's own coordinates, kept while nothing in the subtree changes, and composited through
    /// the layer's transform and opacity (CALayer.shouldRasterize). Not animatable.
    public var shouldRasterize: Bool {
        get { self[Property.shouldRasterize] }
        set { self[Property.shouldRasterize] = newValue }
    }
    /// Pixels per point of the bitmap `shouldRasterize` makes; 1 by default, as in Core
    /// Animation, so set it to the output's scale for a sharp bitmap (CALayer.rasterizationScale).
    public var rasterizationScale: Double {
        get { self[Property.rasterizationScale] }
        set { self[Property.rasterizationScale] = newValue }
    }

    /// The value in `slot`, or `fallback` when it holds a value of another type.
    func stored<T>(_ slot: Int, _ fallback: T) -> T { storage[slot] as? T ?? fallback }
}
