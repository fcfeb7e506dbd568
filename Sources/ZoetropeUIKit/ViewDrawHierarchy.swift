import MotionCore

extension View {
    /// Draws the view and its subviews, as they are on screen, into the current context
    /// (`UIGraphicsGetCurrentContext()`, a `UIGraphicsImageRenderer`'s inside its closure)
    /// (UIView.drawHierarchy(in:afterScreenUpdates:)): the view's bounds fill `rect`, scaled to
    /// its size, as in the usual `view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)`
    /// inside a renderer of the bounds' size.
    ///
    /// With `afterUpdates` false the picture is the hierarchy as it stands (mid-animation values
    /// included); with true pending layout and display run first and the picture is the model,
    /// as `snapshotView(afterScreenUpdates:)` takes them. A hidden view draws nothing.
    ///
    /// Returns false when the picture is incomplete: there is no current context, or a picture in
    /// the hierarchy cannot be drawn (also reported as any engine problem); true otherwise.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = CurrentGraphicsContext.context else { return false }
        let source = snapshotSource(afterScreenUpdates: afterUpdates)
        let bounds = source.bounds
        guard bounds.width > 0, bounds.height > 0, rect.width > 0, rect.height > 0 else { return true }
        context.saveGState()
        defer { context.restoreGState() }
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        do {
            try source.renderTree(in: context)
            return true
        } catch {
            Timeline.report(error)
            return false
        }
    }
}
