/// System-provided view animations (UIView.perform(_:on:options:animations:completion:)).
///
/// Apple documents `.delete` as removing the views from the view hierarchy when the animation is
/// complete, with the caller's parallel animations run alongside it; it documents neither the
/// look, the duration nor the curve. Here the views shrink about their centres to
/// `SystemAnimation.deleteScale` of their size while they fade to transparent, over
/// `SystemAnimation.deleteDuration` with the options' curve (ease-in-out by default); the parallel
/// animations run in the same block, with the same duration and options. When the block's
/// completion comes (finished or not) the views leave their superviews, and their alpha and
/// transform are put back as they were, so a view added again looks as before; then the
/// caller's completion gets the block's flag.
extension View {
    /// The system animations (UIView.SystemAnimation).
    public enum SystemAnimation: UInt, Hashable, Sendable {
        /// Removes the views from the hierarchy as they shrink and fade.
        case delete

        /// How long `.delete` takes, in seconds (UIKit does not say; 0.3 s here).
        public static let deleteDuration = 0.3
        /// The scale `.delete` shrinks the views to.
        public static let deleteScale = 0.01
    }

    /// Performs `animation` on `views`, with `parallelAnimations` run alongside it in the same
    /// block (same duration and options); `completion` is called with the block's flag once the
    /// views are removed.
    public static func perform(_ animation: SystemAnimation, on views: [View], options: AnimationOptions = [],
                               animations parallelAnimations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        switch animation {
        case .delete:
            let looks = views.map { (view: $0, alpha: $0.alpha, transform: $0.transform) }
            let scale = SystemAnimation.deleteScale
            animate(withDuration: SystemAnimation.deleteDuration, delay: 0, options: options, animations: {
                for look in looks {
                    look.view.alpha = 0
                    look.view.transform = look.transform.scaledBy(x: scale, y: scale)
                }
                parallelAnimations?()
            }, completion: { finished in
                for look in looks {
                    look.view.removeFromSuperview()
                    performWithoutAnimation {
                        look.view.alpha = look.alpha
                        look.view.transform = look.transform
                    }
                }
                completion?(finished)
            })
        }
    }
}
