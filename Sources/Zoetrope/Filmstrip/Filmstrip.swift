import CairoRendering
import Foundation

/// Frames of a scene in one picture, laid out by a `FilmstripLayout`: the one filmstrip behind
/// `zoetrope filmstrip` (a contact sheet) and the `.frames(at:)` snapshot strategy (a strip).
/// Plays the scene once through the times (`Playback`) and draws as vectors, so the same
/// filmstrip goes to PNG, SVG or PDF.
public struct Filmstrip {
    static let sheetColor = Color(hex: 0xF2F2F7)
    static let frameColor = Color(hex: 0xC7C7CC)
    static let titleStyle = TextStyle(font: .system(size: 15, weight: .semibold), color: Color(hex: 0x1C1C1E))
    static let labelStyle = TextStyle(font: .system(size: 12), color: Color(hex: 0x3C3C43), alignment: .center)

    public let scene: Scene
    public let layout: FilmstripLayout
    /// Behind each frame; nil leaves the sheet (or, in a strip, transparency) showing through.
    public let background: Color?
    /// Whether frames show the scripted touches (`Stage.showsTouches`); nil: as the scene says.
    public let showsTouches: Bool?

    public init(scene: Scene, layout: FilmstripLayout, background: Color?, showsTouches: Bool? = nil) {
        self.scene = scene
        self.layout = layout
        self.background = background
        self.showsTouches = showsTouches
    }

    /// Draws the filmstrip into `context`, whose user space is the filmstrip in points.
    public func draw(in context: CairoGraphicsContext) throws {
        if layout.style == .contactSheet {
            context.setFillColor(Self.sheetColor)
            context.fill(Rect(origin: .zero, size: layout.size))
            context.drawText(title, in: layout.titleRect, style: Self.titleStyle)
        }
        let renderer = LayerRenderer()
        try Playback(scene: scene, showsTouches: showsTouches).play(at: layout.times) { frame in
            try drawFrame(frame.tree, in: layout.thumbnailRect(frame.index), context: context, renderer: renderer)
            if layout.style == .contactSheet {
                context.drawText(layout.label(frame.index), in: layout.labelRect(frame.index), style: Self.labelStyle)
            }
        }
    }

    /// The filmstrip as pixels, `scale` pixels per point.
    public func image(scale: Double) throws -> RGBAImage {
        let canvas = try Canvas(size: layout.size, scale: scale)
        let context = try canvas.makeContext()
        try draw(in: context)
        if let error = context.cairoStatusError { throw error }
        return canvas.rgbaImage()
    }

    private var title: String {
        let first = layout.times.first ?? 0, last = layout.times.last ?? 0
        let frames = layout.times.count == 1 ? "1 frame" : "\(layout.times.count) frames"
        return "\(scene.title) — \(frames), \(String(format: "%.2f", first))…\(String(format: "%.2f", last)) s"
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
        guard layout.style == .contactSheet else { return }
        context.setStrokeColor(Self.frameColor)
        context.setLineWidth(1)
        context.beginPath()
        context.addRect(Rect(x: rect.minX - 0.5, y: rect.minY - 0.5, width: rect.width + 1, height: rect.height + 1))
        context.strokePath()
    }
}
