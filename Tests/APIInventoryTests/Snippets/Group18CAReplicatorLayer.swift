// iOS animation API inventory, group 18: CAReplicatorLayer.
// Each function is one member written as iOS code writes it; this target compiling is the check.
// Members that are not here are listed with their reason in ../inventory.tsv.

import ZoetropeUIKit

// #257 CAReplicatorLayer()
func check_257() {
    let r = CAReplicatorLayer(); _ = r
}

// #258 CAReplicatorLayer.instanceCount
func check_258() {
    let r = CAReplicatorLayer(); r.instanceCount = 5
}

// #259 CAReplicatorLayer.instanceDelay
func check_259() {
    let r = CAReplicatorLayer(); r.instanceDelay = 0.1
}

// #260 CAReplicatorLayer.instanceTransform
func check_260() {
    let r = CAReplicatorLayer(); r.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
}

// #261 CAReplicatorLayer.instanceColor
func check_261() {
    let r = CAReplicatorLayer(); r.instanceColor = UIColor.white.cgColor
}

// #262 CAReplicatorLayer.instanceRedOffset
func check_262() {
    let r = CAReplicatorLayer(); r.instanceRedOffset = -0.1
}

// #263 CAReplicatorLayer.instanceGreenOffset
func check_263() {
    let r = CAReplicatorLayer(); r.instanceGreenOffset = -0.1
}

// #264 CAReplicatorLayer.instanceBlueOffset
func check_264() {
    let r = CAReplicatorLayer(); r.instanceBlueOffset = -0.1
}

// #265 CAReplicatorLayer.instanceAlphaOffset
func check_265() {
    let r = CAReplicatorLayer(); r.instanceAlphaOffset = -0.2
}

// #266 CAReplicatorLayer.preservesDepth
func check_266() {
    let r = CAReplicatorLayer(); r.preservesDepth = true
}
