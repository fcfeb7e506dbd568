/// Draws a `DeviceFrame`'s body — everything but the screen's content — in the device's
/// coordinates, as plain vector shapes.
struct DeviceFramePainter {
    let device: DeviceFrame
    let color: Color

    /// The body's edge: the body colour lightened (darkened on a light body), so the frame keeps
    /// an edge against a background of its own colour.
    private var rim: Color {
        isLight ? color.interpolated(to: .black, fraction: 0.22) : color.interpolated(to: .white, fraction: 0.22)
    }
    /// Whether the body is light (relative luminance above one half, BT.709 weights).
    private var isLight: Bool { 0.2126 * color.red + 0.7152 * color.green + 0.0722 * color.blue > 0.5 }
    private var silver: Color { color.interpolated(to: .white, fraction: 0.6) }

    /// The body's silhouette, in the device's coordinates: what its shadow is cast from.
    var silhouette: Path {
        let whole = Rect(origin: .zero, size: device.size)
        switch device.kind {
        case .phone: return Path(roundedRect: phoneBody, cornerRadius: device.screenCornerRadius + device.screen.minY)
        case .tablet: return Path(roundedRect: whole, cornerRadius: device.screenCornerRadius + device.screen.minY)
        case .laptop: return Path(roundedRect: whole, cornerRadius: 12)
        case .browser: return Path(roundedRect: whole, cornerRadius: device.screenCornerRadius)
        }
    }

    /// The phone's body, between its side buttons.
    private var phoneBody: Rect { Rect(x: 3, y: 0, width: device.size.width - 6, height: device.size.height) }

    func draw(in context: GraphicsContext) {
        switch device.kind {
        case .phone: drawPhone(in: context)
        case .tablet: drawHandheld(body: Rect(origin: .zero, size: device.size), in: context)
        case .laptop: drawLaptop(in: context)
        case .browser: drawBrowser(in: context)
        }
    }

    /// A body around the screen with bezels all round, its corners concentric with the screen's,
    /// and a camera in the middle of the top bezel unless the screen has a cut-out for it.
    private func drawHandheld(body: Rect, in context: GraphicsContext) {
        let bezel = device.screen.minY - body.minY
        fillBody(Path(roundedRect: body, cornerRadius: device.screenCornerRadius + bezel), in: context)
        guard device.cutout == nil else { return }
        fill(Path(ellipseIn: Rect(x: body.midX - 3, y: body.minY + bezel / 2 - 3, width: 6, height: 6)),
             color.interpolated(to: .black, fraction: 0.5), in: context)
    }

    private func drawPhone(in context: GraphicsContext) {
        let buttons = [Rect(x: 0, y: 150, width: 4, height: 34), Rect(x: 0, y: 214, width: 4, height: 62),
                       Rect(x: 0, y: 290, width: 4, height: 62), Rect(x: device.size.width - 4, y: 240, width: 4, height: 96)]
        for button in buttons { fill(Path(roundedRect: button, cornerRadius: 2), rim, in: context) }
        drawHandheld(body: phoneBody, in: context)
    }

    private func drawLaptop(in context: GraphicsContext) {
        let screen = device.screen
        let lid = Rect(x: screen.minX - 18, y: 0, width: screen.width + 36, height: screen.maxY + 18)
        fillBody(Path(roundedRect: lid, cornerRadii: CornerRadii(topLeft: 22, topRight: 22, bottomLeft: 6, bottomRight: 6)), in: context)
        fill(Path(ellipseIn: Rect(x: lid.midX - 3, y: screen.minY / 2 - 3, width: 6, height: 6)),
             color.interpolated(to: .black, fraction: 0.5), in: context)
        let base = Rect(x: 0, y: lid.maxY, width: device.size.width, height: device.size.height - lid.maxY)
        fill(Path(roundedRect: base, cornerRadii: CornerRadii(topLeft: 2, topRight: 2, bottomLeft: 12, bottomRight: 12)),
             silver, in: context)
        fill(Path(roundedRect: Rect(x: base.midX - 80, y: base.minY, width: 160, height: 6),
                  cornerRadii: CornerRadii(topLeft: 0, topRight: 0, bottomLeft: 4, bottomRight: 4)),
             silver.interpolated(to: .black, fraction: 0.25), in: context)
    }

    private func drawBrowser(in context: GraphicsContext) {
        let window = Rect(origin: .zero, size: device.size)
        fill(Path(roundedRect: window, cornerRadius: device.screenCornerRadius), color, in: context)
        let bar = device.screen.minY
        let dot = color.interpolated(to: .black, fraction: 0.22)
        for index in 0..<3 {
            fill(Path(ellipseIn: Rect(x: 16 + Double(index) * 20, y: bar / 2 - 6, width: 12, height: 12)), dot, in: context)
        }
        fill(Path(roundedRect: Rect(x: window.midX - 300, y: bar / 2 - 12, width: 600, height: 24), cornerRadius: 12),
             color.interpolated(to: .white, fraction: 0.75), in: context)
        fill(Path(rect: Rect(x: 0, y: bar - 1, width: window.width, height: 1)), dot, in: context)
    }

    /// Fills `path` in the body colour with a lighter rim just inside its edge.
    private func fillBody(_ path: Path, in context: GraphicsContext) {
        fill(path, color, in: context)
        context.saveGState()
        context.beginPath()
        context.addPath(path)
        context.clip()
        context.setStrokeColor(rim)
        context.setLineWidth(3)
        context.beginPath()
        context.addPath(path)
        context.strokePath()
        context.restoreGState()
    }

    private func fill(_ path: Path, _ fillColor: Color, in context: GraphicsContext) {
        context.setFillColor(fillColor)
        context.beginPath()
        context.addPath(path)
        context.fillPath()
    }
}
