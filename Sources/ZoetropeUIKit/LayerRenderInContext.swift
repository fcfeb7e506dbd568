import CairoRendering
import Foundation
import MotionCore

extension Layer {
    /// Renders the layer and its sublayers into `context`, in the layer's own coordinate space
    /// (CALayer.render(in:)): the model layer tree as it is now, ignoring animations, as on iOS.
    /// A context Zoetrope's renderer draws (a `UIGraphicsImageRenderer`'s, a canvas's) gets the
    /// layers drawn as frames draw them, at its resolution; any other (the recording a view's
    /// `draw(_:)` receives) gets them as a picture at the screen's scale (`UIScreen.main`).
    /// What cannot be drawn (a picture that does not decode) is reported as any engine problem.
    public func render(in context: CGContext) {
        do { try renderTree(in: context) } catch { Timeline.report(error) }
    }

    /// This layer's tree as it reads now (a model layer's values, or a presentation layer's as
    /// they are on screen) drawn into `context` in the layer's own coordinates, as `render(in:)`
    /// draws it; throws what cannot be drawn.
    func renderTree(in context: CGContext) throws {
        let copy = renderingCopy()
        defer { withExtendedLifetime(copy.keepAlive) {} }
        if let cairo = context as? CairoGraphicsContext {
            try LayerRenderer().render(copy.root, in: cairo)
        } else {
            context.draw(try picture(of: copy.root), in: bounds)
        }
    }

    /// `root` (a rendering copy of this layer) drawn over this layer's bounds at the screen's scale.
    private func picture(of root: Layer) throws -> Image {
        let canvas = try Canvas(size: bounds.size, scale: UIScreen.main.scale)
        let context = try canvas.makeContext()
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        try LayerRenderer().render(root, in: context)
        return Image(data: try canvas.pngData())
    }
}
