import Foundation

// NSValue as iOS code boxes geometry and transforms for animations and key-value coding
// (`anim.toValue = NSValue(cgPoint: p)`). The engine unboxes them wherever a value goes in
// (`BoxedValues`, which also reads them back here); NSNumber needs nothing, it is Foundation's.

extension NSValue {
    /// A boxed point (NSValue(cgPoint:)).
    public convenience init(cgPoint point: CGPoint) { self.init(point: NSPoint(x: point.x, y: point.y)) }
    /// A boxed size (NSValue(cgSize:)).
    public convenience init(cgSize size: CGSize) { self.init(size: NSSize(width: size.width, height: size.height)) }
    /// A boxed rectangle (NSValue(cgRect:)).
    public convenience init(cgRect rect: CGRect) {
        self.init(rect: NSRect(x: rect.origin.x, y: rect.origin.y, width: rect.size.width, height: rect.size.height))
    }
    /// A boxed 3-D transform (NSValue(caTransform3D:)).
    public convenience init(caTransform3D transform: CATransform3D) {
        self.init(doubles: transform.entries, objCType: BoxedValues.transform3DType)
    }
    /// A boxed affine transform (NSValue(cgAffineTransform:)).
    public convenience init(cgAffineTransform t: CGAffineTransform) {
        self.init(doubles: [t.a, t.b, t.c, t.d, t.tx, t.ty], objCType: BoxedValues.affineTransformType)
    }

    private convenience init(doubles: [Double], objCType: String) {
        self.init(bytes: doubles, objCType: objCType)
    }

    /// The boxed point; zero when the box holds no point.
    public var cgPointValue: CGPoint { BoxedValues.contents(of: self) as? CGPoint ?? .zero }
    /// The boxed size; zero when the box holds no size.
    public var cgSizeValue: CGSize { BoxedValues.contents(of: self) as? CGSize ?? .zero }
    /// The boxed rectangle; zero when the box holds no rectangle.
    public var cgRectValue: CGRect { BoxedValues.contents(of: self) as? CGRect ?? .zero }
    /// The boxed 3-D transform; the identity when the box holds none.
    public var caTransform3DValue: CATransform3D { BoxedValues.contents(of: self) as? CATransform3D ?? .identity }
    /// The boxed affine transform; the identity when the box holds none.
    public var cgAffineTransformValue: CGAffineTransform {
        BoxedValues.contents(of: self) as? CGAffineTransform ?? .identity
    }
}
