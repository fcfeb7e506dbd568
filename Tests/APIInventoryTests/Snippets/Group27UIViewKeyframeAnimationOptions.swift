// iOS animation API inventory, group 27: UIView.KeyframeAnimationOptions.
// Each function is one member written as iOS code writes it; this target compiling is the check.
// Members that are not here are listed with their reason in ../inventory.tsv.

import ZoetropeUIKit

// #411 UIView.KeyframeAnimationOptions.calculationModeLinear
func check_411() {
    let v = UIView(); let o: UIView.KeyframeAnimationOptions = [.calculationModeLinear]; UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeLinear], animations: { v.alpha = 0 }, completion: nil); _ = o
}

// #412 UIView.KeyframeAnimationOptions.calculationModeDiscrete
func check_412() {
    let v = UIView(); let o: UIView.KeyframeAnimationOptions = [.calculationModeDiscrete]; UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeDiscrete], animations: { v.alpha = 0 }, completion: nil); _ = o
}

// #413 UIView.KeyframeAnimationOptions.calculationModePaced
func check_413() {
    let v = UIView(); let o: UIView.KeyframeAnimationOptions = [.calculationModePaced]; UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModePaced], animations: { v.alpha = 0 }, completion: nil); _ = o
}

// #414 UIView.KeyframeAnimationOptions.calculationModeCubic
func check_414() {
    let v = UIView(); let o: UIView.KeyframeAnimationOptions = [.calculationModeCubic]; UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeCubic], animations: { v.alpha = 0 }, completion: nil); _ = o
}

// #415 UIView.KeyframeAnimationOptions.calculationModeCubicPaced
func check_415() {
    let v = UIView(); let o: UIView.KeyframeAnimationOptions = [.calculationModeCubicPaced]; UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeCubicPaced], animations: { v.alpha = 0 }, completion: nil); _ = o
}

// #416 UIView.KeyframeAnimationOptions.layoutSubviews
func check_416() {
    let v = UIView(); let o: UIView.KeyframeAnimationOptions = [.layoutSubviews]; UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.layoutSubviews], animations: { v.alpha = 0 }, completion: nil); _ = o
}

// #417 UIView.KeyframeAnimationOptions.allowUserInteraction
func check_417() {
    let v = UIView(); let o: UIView.KeyframeAnimationOptions = [.allowUserInteraction]; UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.allowUserInteraction], animations: { v.alpha = 0 }, completion: nil); _ = o
}

// #418 UIView.KeyframeAnimationOptions.beginFromCurrentState
func check_418() {
    let v = UIView(); let o: UIView.KeyframeAnimationOptions = [.beginFromCurrentState]; UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.beginFromCurrentState], animations: { v.alpha = 0 }, completion: nil); _ = o
}

// #419 UIView.KeyframeAnimationOptions.repeat
func check_419() {
    let v = UIView(); let o: UIView.KeyframeAnimationOptions = [.repeat]; UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.repeat], animations: { v.alpha = 0 }, completion: nil); _ = o
}

// #420 UIView.KeyframeAnimationOptions.autoreverse
func check_420() {
    let v = UIView(); let o: UIView.KeyframeAnimationOptions = [.autoreverse]; UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.autoreverse], animations: { v.alpha = 0 }, completion: nil); _ = o
}

// #421 UIView.KeyframeAnimationOptions.overrideInheritedDuration
func check_421() {
    let v = UIView(); let o: UIView.KeyframeAnimationOptions = [.overrideInheritedDuration]; UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.overrideInheritedDuration], animations: { v.alpha = 0 }, completion: nil); _ = o
}

// #422 UIView.KeyframeAnimationOptions.overrideInheritedOptions
func check_422() {
    let v = UIView(); let o: UIView.KeyframeAnimationOptions = [.overrideInheritedOptions]; UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.overrideInheritedOptions], animations: { v.alpha = 0 }, completion: nil); _ = o
}
