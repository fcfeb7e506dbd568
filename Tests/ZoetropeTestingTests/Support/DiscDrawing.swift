import CairoRendering
import Zoetrope

/// A 160×90 white canvas with an anti-aliased disc of radius 20 at (x, 45) in `color`: the
/// drawing the tolerance tests nudge, move and recolour.
func discDrawing(x: Double, color: Color = Color(hex: 0x0A84FF)) throws -> RGBAImage {
    let canvas = try Canvas(size: Size(width: 160, height: 90), background: .white)
    let context = try canvas.makeContext()
    context.setFillColor(color)
    context.beginPath()
    context.addPath(Path(ellipseIn: Rect(x: x - 20, y: 25, width: 40, height: 40)))
    context.fillPath()
    return canvas.rgbaImage()
}
