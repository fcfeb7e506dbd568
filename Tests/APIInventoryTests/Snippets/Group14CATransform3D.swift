// iOS animation API inventory, group 14: CATransform3D.
// Each function is one member written as iOS code writes it; this target compiling is the check.
// Members that are not here are listed with their reason in ../inventory.tsv.

import ZoetropeUIKit

// #206 CATransform3DIdentity
func check_206() {
    let t = CATransform3DIdentity; _ = t
}

// #207 CATransform3DMakeTranslation
func check_207() {
    let t = CATransform3DMakeTranslation(10, 0, 0); _ = t
}

// #208 CATransform3DMakeScale
func check_208() {
    let t = CATransform3DMakeScale(1.2, 1.2, 1); _ = t
}

// #209 CATransform3DMakeRotation
func check_209() {
    let t = CATransform3DMakeRotation(.pi / 2, 0, 1, 0); _ = t
}

// #210 CATransform3DTranslate
func check_210() {
    let t = CATransform3DTranslate(CATransform3DIdentity, 0, 0, -100); _ = t
}

// #211 CATransform3DScale
func check_211() {
    let t = CATransform3DScale(CATransform3DIdentity, 0.5, 0.5, 1); _ = t
}

// #212 CATransform3DRotate
func check_212() {
    var t = CATransform3DIdentity; t.m34 = -1.0 / 500; t = CATransform3DRotate(t, .pi / 4, 0, 1, 0)
}

// #213 CATransform3DConcat
func check_213() {
    let t = CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(5, 0, 0)); _ = t
}

// #214 CATransform3DInvert
func check_214() {
    let t = CATransform3DInvert(CATransform3DMakeScale(2, 2, 1)); _ = t
}

// #215 CATransform3DIsIdentity
func check_215() {
    let l = CALayer(); let b: Bool = CATransform3DIsIdentity(l.transform); _ = b
}

// #216 CATransform3DEqualToTransform
func check_216() {
    let b: Bool = CATransform3DEqualToTransform(CATransform3DIdentity, CATransform3DMakeScale(1, 1, 1)); _ = b
}

// #217 CATransform3DMakeAffineTransform
func check_217() {
    let t = CATransform3DMakeAffineTransform(CGAffineTransform(scaleX: 2, y: 2)); _ = t
}

// #218 CATransform3DIsAffine
func check_218() {
    let b: Bool = CATransform3DIsAffine(CATransform3DIdentity); _ = b
}

// #219 CATransform3DGetAffineTransform
func check_219() {
    let a: CGAffineTransform = CATransform3DGetAffineTransform(CATransform3DIdentity); _ = a
}

// #220 CATransform3D.m34 (perspective)
func check_220() {
    var t = CATransform3DIdentity; t.m34 = -1.0 / 500.0
}

// #221 CATransform3D.m11...m44 fields
func check_221() {
    var t = CATransform3DIdentity; t.m11 = 2; t.m22 = 2; t.m41 = 10; t.m42 = t.m43 + t.m44 + t.m12 + t.m13 + t.m14 + t.m21 + t.m23 + t.m24 + t.m31 + t.m32 + t.m33
}

// #222 CATransform3D() (zero init)
func check_222() {
    let t = CATransform3D(); _ = t
}
