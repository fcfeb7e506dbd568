// iOS animation API inventory, group 19: CAEmitterLayer & CAEmitterCell.
// Each function is one member written as iOS code writes it; this target compiling is the check.
// Members that are not here are listed with their reason in ../inventory.tsv.

import ZoetropeUIKit

// #267 CAEmitterLayer()
func check_267() {
    let e = CAEmitterLayer(); _ = e
}

// #268 CAEmitterLayer.emitterCells
func check_268() {
    let e = CAEmitterLayer(); e.emitterCells = [CAEmitterCell()]
}

// #269 CAEmitterLayer.emitterPosition
func check_269() {
    let e = CAEmitterLayer(); e.emitterPosition = CGPoint(x: 100, y: 0)
}

// #270 CAEmitterLayer.emitterSize
func check_270() {
    let e = CAEmitterLayer(); e.emitterSize = CGSize(width: 200, height: 1)
}

// #271 CAEmitterLayer.emitterZPosition
func check_271() {
    let e = CAEmitterLayer(); e.emitterZPosition = 10
}

// #272 CAEmitterLayer.emitterShape
func check_272() {
    let e = CAEmitterLayer(); e.emitterShape = .line
}

// #273 CAEmitterLayer.emitterMode
func check_273() {
    let e = CAEmitterLayer(); e.emitterMode = .outline
}

// #274 CAEmitterLayer.renderMode
func check_274() {
    let e = CAEmitterLayer(); e.renderMode = .additive
}

// #275 CAEmitterLayer.birthRate
func check_275() {
    let e = CAEmitterLayer(); e.birthRate = 1
}

// #276 CAEmitterLayer.lifetime
func check_276() {
    let e = CAEmitterLayer(); e.lifetime = 1
}

// #277 CAEmitterLayer.velocity / scale / spin
func check_277() {
    let e = CAEmitterLayer(); e.velocity = 1; e.scale = 1; e.spin = 1
}

// #278 CAEmitterLayer.seed
func check_278() {
    let e = CAEmitterLayer(); e.seed = 42
}

// #279 CAEmitterCell()
func check_279() {
    let c = CAEmitterCell(); _ = c
}

// #280 CAEmitterCell.contents
func check_280(image: UIImage) { let c = CAEmitterCell(); c.contents = image.cgImage }

// #281 CAEmitterCell.birthRate
func check_281() {
    let c = CAEmitterCell(); c.birthRate = 20
}

// #282 CAEmitterCell.lifetime / lifetimeRange
func check_282() {
    let c = CAEmitterCell(); c.lifetime = 5; c.lifetimeRange = 1
}

// #283 CAEmitterCell.velocity / velocityRange
func check_283() {
    let c = CAEmitterCell(); c.velocity = 100; c.velocityRange = 50
}

// #284 CAEmitterCell.emissionLongitude / emissionRange
func check_284() {
    let c = CAEmitterCell(); c.emissionLongitude = .pi; c.emissionRange = .pi / 4
}

// #285 CAEmitterCell.xAcceleration / yAcceleration
func check_285() {
    let c = CAEmitterCell(); c.xAcceleration = 0; c.yAcceleration = 50
}

// #286 CAEmitterCell.scale / scaleRange / scaleSpeed
func check_286() {
    let c = CAEmitterCell(); c.scale = 0.1; c.scaleRange = 0.05; c.scaleSpeed = -0.02
}

// #287 CAEmitterCell.spin / spinRange
func check_287() {
    let c = CAEmitterCell(); c.spin = 2; c.spinRange = 3
}

// #288 CAEmitterCell.color / alphaSpeed / alphaRange
func check_288() {
    let c = CAEmitterCell(); c.color = UIColor.red.cgColor; c.alphaSpeed = -0.2; c.alphaRange = 0.1
}

// #289 CAEmitterCell.name / isEnabled
func check_289() {
    let c = CAEmitterCell(); c.name = "confetti"; c.isEnabled = true
}

// #290 CAEmitterCell.emitterCells (sub-cells)
func check_290() {
    let c = CAEmitterCell(); c.emitterCells = [CAEmitterCell()]
}
