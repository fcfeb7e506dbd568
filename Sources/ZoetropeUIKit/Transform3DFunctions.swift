// Core Animation's CATransform3D functions, over `Transform3D`. As in Core Animation,
// `CATransform3DRotate(t, …)` and friends apply the new step before `t`.

/// The identity transform.
public let CATransform3DIdentity = Transform3D.identity

/// A translation by (tx, ty, tz).
public func CATransform3DMakeTranslation(_ tx: Double, _ ty: Double, _ tz: Double) -> CATransform3D {
    Transform3D(translationX: tx, y: ty, z: tz)
}

/// A scale by (sx, sy, sz).
public func CATransform3DMakeScale(_ sx: Double, _ sy: Double, _ sz: Double) -> CATransform3D {
    Transform3D(scaleX: sx, y: sy, z: sz)
}

/// A rotation by `angle` radians about the vector (x, y, z).
public func CATransform3DMakeRotation(_ angle: Double, _ x: Double, _ y: Double, _ z: Double) -> CATransform3D {
    Transform3D(rotationAngle: angle, x: x, y: y, z: z)
}

/// `t` translated by (tx, ty, tz) first.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: Double, _ ty: Double, _ tz: Double) -> CATransform3D {
    CATransform3DMakeTranslation(tx, ty, tz).concatenating(t)
}

/// `t` scaled by (sx, sy, sz) first.
public func CATransform3DScale(_ t: CATransform3D, _ sx: Double, _ sy: Double, _ sz: Double) -> CATransform3D {
    CATransform3DMakeScale(sx, sy, sz).concatenating(t)
}

/// `t` rotated by `angle` about (x, y, z) first.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: Double, _ x: Double, _ y: Double, _ z: Double) -> CATransform3D {
    CATransform3DMakeRotation(angle, x, y, z).concatenating(t)
}

/// `a` then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D { a.concatenating(b) }

/// The 3-D form of an affine transform.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D { Transform3D(m) }

/// Whether `t` is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == .identity }

/// The inverse of `t`, or `t` itself when it has no inverse (as Core Animation documents).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D { t.inverted() ?? t }

/// Whether `a` and `b` are equal, entry by entry.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// Whether `t` can be represented exactly by an affine transform (no z or perspective part).
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool { t.isAffine }

/// The affine transform `t` represents; the z and perspective entries are ignored.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform { t.affine }

extension Transform3D {
    /// A transform with every entry zero, as Swift's `CATransform3D()` gives on iOS (the C
    /// struct's zero initializer; this is not the identity: use `CATransform3DIdentity` for that).
    public init() {
        self.init(m11: 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 0)
    }
}
