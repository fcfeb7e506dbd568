// iOS animation API inventory, group 22: UIView animation class methods.
// Each function is one member written as iOS code writes it; this target compiling is the check.
// Members that are not here are listed with their reason in ../inventory.tsv.

import ZoetropeUIKit

// #311 UIView.animate(withDuration:animations:)
func check_311() {
    let v = UIView(); UIView.animate(withDuration: 0.3) { v.alpha = 0 }
}

// #312 UIView.animate(withDuration:animations:completion:)
func check_312() {
    let v = UIView(); UIView.animate(withDuration: 0.3, animations: { v.alpha = 0 }, completion: { finished in if finished { v.removeFromSuperview() } })
}

// #313 UIView.animate(withDuration:delay:options:animations:completion:)
func check_313() {
    let v = UIView(); UIView.animate(withDuration: 0.3, delay: 0.1, options: [.curveEaseOut], animations: { v.alpha = 0 }, completion: nil)
}

// #314 UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)
func check_314() {
    let v = UIView(); UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.5, options: [], animations: { v.center.y += 10 }, completion: { _ in })
}

// #315 UIView.animate(withDuration:animations:) async -> Bool
func check_315() async { let v = UIView(); let finished: Bool = await UIView.animate(withDuration: 0.3) { v.alpha = 0 }; _ = finished }

// #316 UIView.animate(springDuration:bounce:) {} (iOS 17, defaults)
func check_316() {
    let v = UIView(); UIView.animate(springDuration: 0.5, bounce: 0.3) { v.center.y += 10 }
}

// #317 UIView.animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:) (iOS 17)
func check_317() {
    let v = UIView(); UIView.animate(springDuration: 0.5, bounce: 0.3, initialSpringVelocity: 0, delay: 0, options: [.allowUserInteraction], animations: { v.alpha = 1 }, completion: { _ in })
}

// #318 UIView.transition(with:duration:options:animations:completion:)
func check_318() {
    let v = UIView(); UIView.transition(with: v, duration: 0.3, options: .transitionCrossDissolve, animations: { v.backgroundColor = .red }, completion: nil)
}

// #319 UIView.transition(from:to:duration:options:completion:)
func check_319() {
    let a = UIView(); let b = UIView(); UIView.transition(from: a, to: b, duration: 0.5, options: [.transitionFlipFromLeft], completion: nil)
}

// #320 UIView.animateKeyframes(withDuration:delay:options:animations:completion:)
func check_320() {
    let v = UIView(); UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: { v.alpha = 0 }, completion: nil)
}

// #321 UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)
func check_321() {
    let v = UIView(); UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: { UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { v.alpha = 0.5 }; UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { v.alpha = 1 } }, completion: nil)
}

// #322 UIView.performWithoutAnimation(_:)
func check_322() {
    let v = UIView(); UIView.performWithoutAnimation { v.alpha = 1 }
}

// #323 UIView.modifyAnimations(withRepeatCount:autoreverses:animations:)
func check_323() {
    let v = UIView(); UIView.animate(withDuration: 0.3) { UIView.modifyAnimations(withRepeatCount: 3, autoreverses: true) { v.alpha = 0 } }
}

// #324 UIView.perform(_:on:options:animations:completion:) (.delete)
func check_324() {
    let v = UIView(); UIView.perform(.delete, on: [v], options: [], animations: nil, completion: nil)
}

// #325 UIView.setAnimationsEnabled(_:)
func check_325() {
    UIView.setAnimationsEnabled(false)
}

// #326 UIView.areAnimationsEnabled
func check_326() {
    let e: Bool = UIView.areAnimationsEnabled; _ = e
}

// #327 UIView.inheritedAnimationDuration
func check_327() {
    let d: TimeInterval = UIView.inheritedAnimationDuration; _ = d
}

// #328 UIView.beginAnimations(_:context:) / commitAnimations() (deprecated)
func check_328() {
    UIView.beginAnimations(nil, context: nil); UIView.commitAnimations()
}

// #329 UIView.setAnimationDuration(_:) (deprecated)
func check_329() {
    UIView.beginAnimations("fade", context: nil); UIView.setAnimationDuration(0.3); UIView.commitAnimations()
}

// #330 UIView.setAnimationCurve(_:) (deprecated)
func check_330() {
    UIView.setAnimationCurve(.easeInOut)
}

// #331 UIView.setAnimationDelay / RepeatCount / RepeatAutoreverses (deprecated)
func check_331() {
    UIView.setAnimationDelay(0.1); UIView.setAnimationRepeatCount(2); UIView.setAnimationRepeatAutoreverses(true)
}

// #332 UIView.setAnimationBeginsFromCurrentState(_:) (deprecated)
func check_332() {
    UIView.setAnimationBeginsFromCurrentState(true)
}

// #333 UIView.setAnimationTransition(_:for:cache:) (deprecated)
func check_333() {
    let v = UIView(); UIView.setAnimationTransition(.flipFromLeft, for: v, cache: true)
}
