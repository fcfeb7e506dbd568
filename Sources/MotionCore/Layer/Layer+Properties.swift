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
    case bounds, position, anchorPoint, zPosition, transform, sublayerTransform, opacity, hidden, backgroundColor, cornerRadius, maskedCorners, borderWidth, borderColor, masksToBounds, shadowColor, shadowOpacity, shadowOffset, shadowRadius, shadowPath, contents, contentsGravity

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
    /// Default values of the built-in keys of `Layer`.
    static let layerDefaults: [String: Any] = [
        "bounds": .zero as Rect,
        "position": .zero as Point,
        "anchorPoint": Point(x: 0.5, y: 0.5) as Point,
        "zPosition": 0 as Double,
        "transform": .identity as Transform3D,
        "sublayerTransform": .identity as Transform3D,
        "opacity": 1 as Double,
        "hidden": false as Bool,
        "backgroundColor": nil as Color? as Any,
        "cornerRadius": 0 as Double,
        "maskedCorners": .all as CornerMask,
        "borderWidth": 0 as Double,
        "borderColor": .black as Color? as Any,
        "masksToBounds": false as Bool,
        "shadowColor": .black as Color? as Any,
        "shadowOpacity": 0 as Double,
        "shadowOffset": Size(width: 0, height: -3) as Size,
        "shadowRadius": 3 as Double,
        "shadowPath": nil as Path? as Any,
        "contents": nil as Image? as Any,
        "contentsGravity": .resize as ContentsGravity,
    ]

    public var bounds: Rect {
        get { stored(LayerKey.bounds.rawValue, .zero as Rect) }
        set { setValue(newValue, forKey: "bounds") }
    }
    public var position: Point {
        get { stored(LayerKey.position.rawValue, .zero as Point) }
        set { setValue(newValue, forKey: "position") }
    }
    /// The point of the bounds, in unit coordinates, that sits at `position` and that
    /// transforms are applied about.
    public var anchorPoint: Point {
        get { stored(LayerKey.anchorPoint.rawValue, Point(x: 0.5, y: 0.5) as Point) }
        set { setValue(newValue, forKey: "anchorPoint") }
    }
    public var zPosition: Double {
        get { stored(LayerKey.zPosition.rawValue, 0 as Double) }
        set { setValue(newValue, forKey: "zPosition") }
    }
    public var transform: Transform3D {
        get { stored(LayerKey.transform.rawValue, .identity as Transform3D) }
        set { setValue(newValue, forKey: "transform") }
    }
    public var sublayerTransform: Transform3D {
        get { stored(LayerKey.sublayerTransform.rawValue, .identity as Transform3D) }
        set { setValue(newValue, forKey: "sublayerTransform") }
    }
    public var opacity: Double {
        get { stored(LayerKey.opacity.rawValue, 1 as Double) }
        set { setValue(newValue, forKey: "opacity") }
    }
    public var isHidden: Bool {
        get { stored(LayerKey.hidden.rawValue, false as Bool) }
        set { setValue(newValue, forKey: "hidden") }
    }
    public var backgroundColor: Color? {
        get { stored(LayerKey.backgroundColor.rawValue, nil as Color?) }
        set { setValue(newValue, forKey: "backgroundColor") }
    }
    public var cornerRadius: Double {
        get { stored(LayerKey.cornerRadius.rawValue, 0 as Double) }
        set { setValue(newValue, forKey: "cornerRadius") }
    }
    public var maskedCorners: CornerMask {
        get { stored(LayerKey.maskedCorners.rawValue, .all as CornerMask) }
        set { setValue(newValue, forKey: "maskedCorners") }
    }
    public var borderWidth: Double {
        get { stored(LayerKey.borderWidth.rawValue, 0 as Double) }
        set { setValue(newValue, forKey: "borderWidth") }
    }
    public var borderColor: Color? {
        get { stored(LayerKey.borderColor.rawValue, .black as Color?) }
        set { setValue(newValue, forKey: "borderColor") }
    }
    public var masksToBounds: Bool {
        get { stored(LayerKey.masksToBounds.rawValue, false as Bool) }
        set { setValue(newValue, forKey: "masksToBounds") }
    }
    public var shadowColor: Color? {
        get { stored(LayerKey.shadowColor.rawValue, .black as Color?) }
        set { setValue(newValue, forKey: "shadowColor") }
    }
    public var shadowOpacity: Double {
        get { stored(LayerKey.shadowOpacity.rawValue, 0 as Double) }
        set { setValue(newValue, forKey: "shadowOpacity") }
    }
    public var shadowOffset: Size {
        get { stored(LayerKey.shadowOffset.rawValue, Size(width: 0, height: -3) as Size) }
        set { setValue(newValue, forKey: "shadowOffset") }
    }
    public var shadowRadius: Double {
        get { stored(LayerKey.shadowRadius.rawValue, 3 as Double) }
        set { setValue(newValue, forKey: "shadowRadius") }
    }
    public var shadowPath: Path? {
        get { stored(LayerKey.shadowPath.rawValue, nil as Path?) }
        set { setValue(newValue, forKey: "shadowPath") }
    }
    public var contents: Image? {
        get { stored(LayerKey.contents.rawValue, nil as Image?) }
        set { setValue(newValue, forKey: "contents") }
    }
    public var contentsGravity: ContentsGravity {
        get { stored(LayerKey.contentsGravity.rawValue, .resize as ContentsGravity) }
        set { setValue(newValue, forKey: "contentsGravity") }
    }

    /// The value in `slot`, or `fallback` when it holds a value of another type.
    func stored<T>(_ slot: Int, _ fallback: T) -> T { storage[slot] as? T ?? fallback }
}
