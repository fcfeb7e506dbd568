import CairoRendering
import Foundation
import Zoetrope

/// Draws a contact sheet of a scene: the frames of `layout.times` on a light sheet, each in a
/// thin frame with its time underneath, the scene's name and range on top. Draws as vectors,
/// so the same sheet goes to PNG, SVG or PDF.
struct FilmstripRenderer {
    static let sheetColor = Color(hex: 0xF2F2F7)
    static let frameColor = Color(hex: 0xC7C7CC)
    static let titleStyle = TextStyle(font: .system(size: 15, weight: .semibold), color: Color(hex: 0x1C1C1E))
    static let labelStyle = TextStyle(font: .system(size: 12), color: Color(hex: 0x3C3C43), alignment: .center)

    let scene: Scene
    let layout: FilmstripLayout
    /// Behind each frame; nil leaves the sheet showing through.
    let background: Color?

    /// Plays the scene once through the sampled times and draws
    /// every frame into `context`, whose user space is the sheet in points.
    func draw(in context: CairoGraphicsContext) throws {
        context.setFillColor(Self.sheetColor)
        context.fill(Rect(origin: .zero, size: layout.size))
        context.drawText(title, in: layout.titleRect, style: Self.titleStyle)
        let renderer = LayerRenderer()
        try Playback(scene: scene).play(at: layout.times) { frame in
            try drawFrame(frame.tree, in: layout.thumbnailRect(frame.index), context: context, renderer: renderer)
            context.drawText(layout.label(frame.index), in: layout.labelRect(frame.index), style: Self.labelStyle)
        }
    }

    private var title: String {
        let first = layout.times.first ?? 0, last = layout.times.last ?? 0
        let frames = layout.times.count == 1 ? "1 frame" : "\(layout.times.count) frames"
        return "\(type(of: scene).name) — \(frames), \(String(format: "%.2f", first))…\(String(format: "%.2f", last)) s"
    }

    private func drawFrame(_ tree: Layer, in rect: Rect, context: CairoGraphicsContext, renderer: LayerRenderer) throws {
        context.saveGState()
        context.beginPath()
        context.addRect(rect)
        context.clip()
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / scene.size.width, y: rect.height / scene.size.height)
        if let background {
            context.setFillColor(background)
            context.fill(Rect(origin: .zero, size: scene.size))
        }
        try renderer.render(tree, in: context)
        context.restoreGState()
        context.setStrokeColor(Self.frameColor)
        context.setLineWidth(1)
        context.beginPath()
        context.addRect(Rect(x: rect.minX - 0.5, y: rect.minY - 0.5, width: rect.width + 1, height: rect.height + 1))
        context.strokePath()
    }
}
