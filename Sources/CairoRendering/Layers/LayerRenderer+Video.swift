import Foundation
import MotionCore

extension LayerRenderer {
    /// Draws the clip's frame at the layer's `clipTime`, placed by `contentsGravity` like `contents`
    /// (resampled to device pixels first: a new frame is drawn once, see `drawResampled`).
    func drawVideoFrame(of layer: VideoLayer, in context: CairoGraphicsContext) {
        guard let url = layer.url else { return }
        do {
            let frame = try videoFrames.frame(of: url, at: layer.clipTime, loops: layer.loops)
            let surface: CairoSurface
            if let drawn = videoSurfaces[url], drawn.time == frame.time {
                surface = drawn.surface
            } else {
                surface = try CairoSurface(picture: frame.picture)
                videoSurfaces[url] = (frame.time, surface)
            }
            let size = Size(width: Double(frame.picture.width), height: Double(frame.picture.height))
            context.drawResampled(surface, in: layer.contentsGravity.placement(of: size, in: layer.bounds))
        } catch {
            context.record(error as? CairoError ?? .imageDecoding("\(error)"))
        }
    }
}
