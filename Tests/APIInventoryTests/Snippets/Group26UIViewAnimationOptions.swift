// iOS animation API inventory, group 26: UIView.AnimationOptions.
// Each function is one member written as iOS code writes it; this target compiling is the check.
// Members that are not here are listed with their reason in ../inventory.tsv.

import ZoetropeUIKit

// #386 UIView.AnimationOptions.curveEaseInOut
func check_386() {
    let v = UIView(); let o: UIView.AnimationOptions = [.curveEaseInOut]; UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseInOut], animations: { v.alpha = 0 }, completion: nil); _ = o
}

// #387 UIView.AnimationOptions.curveEaseIn
func check_387() {
    let v = UIView(); let o: UIView.AnimationOptions = [.curveEaseIn]; UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseIn], animations: { v.alpha = 0 }, completion: nil); _ = o
}

// #388 UIView.AnimationOptions.curveEaseOut
func check_388() {
    let v = UIView(); let o: UIView.AnimationOptions = [.curveEaseOut]; UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut], animations: { v.alpha = 0 }, completion: nil); _ = o
}

// #389 UIView.AnimationOptions.curveLinear
func check_389() {
    let v = UIView(); let o: UIView.AnimationOptions = [.curveLinear]; UIView.animate(withDuration: 0.3, delay: 0, options: [.curveLinear], animations: { v.alpha = 0 }, completion: nil); _ = o
}

// #390 UIView.AnimationOptions.allowUserInteraction
func check_390() {
    let v = UIView(); let o: UIView.AnimationOptions = [.allowUserInteraction]; UIView.animate(withDuration: 0.3, delay: 0, options: [.allowUserInteraction], animations: { v.alpha = 0 }, completion: nil); _ = o
}

// #391 UIView.AnimationOptions.beginFromCurrentState
func check_391() {
    let v = UIView(); let o: UIView.AnimationOptions = [.beginFromCurrentState]; UIView.animate(withDuration: 0.3, delay: 0, options: [.beginFromCurrentState], animations: { v.alpha = 0 }, completion: nil); _ = o
}

// #392 UIView.AnimationOptions.repeat
func check_392() {
    let v = UIView(); let o: UIView.AnimationOptions = [.repeat]; UIView.animate(withDuration: 0.3, delay: 0, options: [.repeat], animations: { v.alpha = 0 }, completion: nil); _ = o
}

// #393 UIView.AnimationOptions.autoreverse
func check_393() {
    let v = UIView(); let o: UIView.AnimationOptions = [.autoreverse]; UIView.animate(withDuration: 0.3, delay: 0, options: [.autoreverse], animations: { v.alpha = 0 }, completion: nil); _ = o
}

// #394 UIView.AnimationOptions.layoutSubviews
func check_394() {
    let v = UIView(); let o: UIView.AnimationOptions = [.layoutSubviews]; UIView.animate(withDuration: 0.3, delay: 0, options: [.layoutSubviews], animations: { v.alpha = 0 }, completion: nil); _ = o
}

// #395 UIView.AnimationOptions.overrideInheritedDuration
func check_395() {
    let v = UIView(); let o: UIView.AnimationOptions = [.overrideInheritedDuration]; UIView.animate(withDuration: 0.3, delay: 0, options: [.overrideInheritedDuration], animations: { v.alpha = 0 }, completion: nil); _ = o
}

// #396 UIView.AnimationOptions.overrideInheritedCurve
func check_396() {
    let v = UIView(); let o: UIView.AnimationOptions = [.overrideInheritedCurve]; UIView.animate(withDuration: 0.3, delay: 0, options: [.overrideInheritedCurve], animations: { v.alpha = 0 }, completion: nil); _ = o
}

// #397 UIView.AnimationOptions.overrideInheritedOptions
func check_397() {
    let v = UIView(); let o: UIView.AnimationOptions = [.overrideInheritedOptions]; UIView.animate(withDuration: 0.3, delay: 0, options: [.overrideInheritedOptions], animations: { v.alpha = 0 }, completion: nil); _ = o
}

// #398 UIView.AnimationOptions.allowAnimatedContent
func check_398() {
    let v = UIView(); let o: UIView.AnimationOptions = [.allowAnimatedContent]; UIView.animate(withDuration: 0.3, delay: 0, options: [.allowAnimatedContent], animations: { v.alpha = 0 }, completion: nil); _ = o
}

// #399 UIView.AnimationOptions.showHideTransitionViews
func check_399() {
    let v = UIView(); let o: UIView.AnimationOptions = [.showHideTransitionViews]; UIView.animate(withDuration: 0.3, delay: 0, options: [.showHideTransitionViews], animations: { v.alpha = 0 }, completion: nil); _ = o
}

// #400 UIView.AnimationOptions.transitionNone
func check_400() {
    let v = UIView(); let o: UIView.AnimationOptions = [.transitionNone]; UIView.animate(withDuration: 0.3, delay: 0, options: [.transitionNone], animations: { v.alpha = 0 }, completion: nil); _ = o
}

// #401 UIView.AnimationOptions.transitionFlipFromLeft
func check_401() {
    let v = UIView(); let o: UIView.AnimationOptions = [.transitionFlipFromLeft]; UIView.animate(withDuration: 0.3, delay: 0, options: [.transitionFlipFromLeft], animations: { v.alpha = 0 }, completion: nil); _ = o
}

// #402 UIView.AnimationOptions.transitionFlipFromRight
func check_402() {
    let v = UIView(); let o: UIView.AnimationOptions = [.transitionFlipFromRight]; UIView.animate(withDuration: 0.3, delay: 0, options: [.transitionFlipFromRight], animations: { v.alpha = 0 }, completion: nil); _ = o
}

// #403 UIView.AnimationOptions.transitionFlipFromTop
func check_403() {
    let v = UIView(); let o: UIView.AnimationOptions = [.transitionFlipFromTop]; UIView.animate(withDuration: 0.3, delay: 0, options: [.transitionFlipFromTop], animations: { v.alpha = 0 }, completion: nil); _ = o
}

// #404 UIView.AnimationOptions.transitionFlipFromBottom
func check_404() {
    let v = UIView(); let o: UIView.AnimationOptions = [.transitionFlipFromBottom]; UIView.animate(withDuration: 0.3, delay: 0, options: [.transitionFlipFromBottom], animations: { v.alpha = 0 }, completion: nil); _ = o
}

// #405 UIView.AnimationOptions.transitionCurlUp
func check_405() {
    let v = UIView(); let o: UIView.AnimationOptions = [.transitionCurlUp]; UIView.animate(withDuration: 0.3, delay: 0, options: [.transitionCurlUp], animations: { v.alpha = 0 }, completion: nil); _ = o
}

// #406 UIView.AnimationOptions.transitionCurlDown
func check_406() {
    let v = UIView(); let o: UIView.AnimationOptions = [.transitionCurlDown]; UIView.animate(withDuration: 0.3, delay: 0, options: [.transitionCurlDown], animations: { v.alpha = 0 }, completion: nil); _ = o
}

// #407 UIView.AnimationOptions.transitionCrossDissolve
func check_407() {
    let v = UIView(); let o: UIView.AnimationOptions = [.transitionCrossDissolve]; UIView.animate(withDuration: 0.3, delay: 0, options: [.transitionCrossDissolve], animations: { v.alpha = 0 }, completion: nil); _ = o
}

// #408 UIView.AnimationOptions.preferredFramesPerSecondDefault
func check_408() {
    let v = UIView(); let o: UIView.AnimationOptions = [.preferredFramesPerSecondDefault]; UIView.animate(withDuration: 0.3, delay: 0, options: [.preferredFramesPerSecondDefault], animations: { v.alpha = 0 }, completion: nil); _ = o
}

// #409 UIView.AnimationOptions.preferredFramesPerSecond60
func check_409() {
    let v = UIView(); let o: UIView.AnimationOptions = [.preferredFramesPerSecond60]; UIView.animate(withDuration: 0.3, delay: 0, options: [.preferredFramesPerSecond60], animations: { v.alpha = 0 }, completion: nil); _ = o
}

// #410 UIView.AnimationOptions.preferredFramesPerSecond30
func check_410() {
    let v = UIView(); let o: UIView.AnimationOptions = [.preferredFramesPerSecond30]; UIView.animate(withDuration: 0.3, delay: 0, options: [.preferredFramesPerSecond30], animations: { v.alpha = 0 }, completion: nil); _ = o
}
