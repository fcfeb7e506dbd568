/// Per-frame display: what a stage calls before taking a frame's presentation tree.
extension Layer {
    /// Calls `display()` on every layer of the subtree that is marked for display or has a
    /// running animation of a key that needs display (custom `@Animatable` properties), so
    /// `display(_:)` overrides that read presentation values run at the frame's time, before
    /// the tree is sampled — custom properties can never lag a frame behind built-in ones.
    public func displayForFrame() {
        let animatesDisplayKey = attachedAnimations.contains { attached in
            guard !attached.hasStopped, let keyPath = (attached.animation as? PropertyAnimation)?.keyPath else { return false }
            return type(of: self).needsDisplay(forKey: KeyPathValue.rootKey(of: keyPath))
        }
        if animatesDisplayKey { setNeedsDisplay() }
        displayIfNeeded()
        sublayers.forEach { $0.displayForFrame() }
    }
}
