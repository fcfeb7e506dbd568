import Foundation

/// Values as iOS code boxes them: `NSValue(cgPoint:)`, `NSValue(cgSize:)`, `NSValue(cgRect:)`,
/// `NSValue(caTransform3D:)` and `NSValue(cgAffineTransform:)` hold the engine's `Point`, `Size`,
/// `Rect`, `Transform3D` and `AffineTransform`, and an `[NSNumber]` holds numbers. Everywhere a
/// value enters the engine (an animation's values when it is added, `Layer.setValue(_:forKey:)`)
/// it is unboxed here first, so a boxed value animates as the value it holds. The one place that
/// knows how the boxes are laid out; ZoetropeUIKit's `NSValue` initialisers write them.
public enum BoxedValues {
    /// The type encoding of a boxed `Transform3D`: its 16 row-major entries.
    package static let transform3DType = "[16d]"
    /// The type encoding of a boxed `AffineTransform`: a, b, c, d, tx, ty.
    package static let affineTransformType = "[6d]"
    /// The type encodings of Foundation's own point, size and rect boxes.
    private static let pointType = String(cString: NSValue(point: .zero).objCType)
    private static let sizeType = String(cString: NSValue(size: .zero).objCType)
    private static let rectType = String(cString: NSValue(rect: .zero).objCType)

    /// `value` with a boxed value (an `NSValue` that is not an `NSNumber`) replaced by the value it
    /// holds; anything else, numbers included, as it is.
    public static func unboxed(_ value: Any) -> Any {
        // On Linux a plain Int or Double also casts to NSValue (through NSNumber): test the type.
        guard type(of: value) is NSValue.Type, let box = value as? NSValue, !(box is NSNumber) else { return value }
        return contents(of: box) ?? value
    }

    /// What `box` holds, or nil when it holds none of the engine's values.
    public static func contents(of box: NSValue) -> Any? {
        switch String(cString: box.objCType) {
        case pointType:
            let point = box.pointValue
            return Point(x: Double(point.x), y: Double(point.y))
        case sizeType:
            let size = box.sizeValue
            return Size(width: Double(size.width), height: Double(size.height))
        case rectType:
            let rect = box.rectValue
            return Rect(x: Double(rect.origin.x), y: Double(rect.origin.y),
                        width: Double(rect.size.width), height: Double(rect.size.height))
        case transform3DType:
            return Transform3D(entries: doubles(in: box, count: 16))
        case affineTransformType:
            let e = doubles(in: box, count: 6)
            return AffineTransform(a: e[0], b: e[1], c: e[2], d: e[3], tx: e[4], ty: e[5])
        default:
            return nil
        }
    }

    /// `numbers` as Doubles when every element is a number (`[NSNumber]`, `[Int]`, `[CGFloat]`...);
    /// nil otherwise. For the properties iOS declares as `[NSNumber]` (`keyTimes`, `locations`,
    /// `lineDashPattern`).
    public static func doubles(_ numbers: Any) -> [Double]? {
        if let doubles = numbers as? [Double], type(of: numbers) == [Double].self { return doubles }
        guard let array = numbers as? [Any] else { return nil }
        let doubles = array.compactMap(NumericConversion.number)
        return doubles.count == array.count ? doubles : nil
    }

    private static func doubles(in box: NSValue, count: Int) -> [Double] {
        var entries = [Double](repeating: 0, count: count)
        entries.withUnsafeMutableBytes { box.getValue($0.baseAddress!) }
        return entries
    }
}
