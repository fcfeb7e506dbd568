/// The screen a scene is shown on (UIScreen): `UIScreen.main` while a stage runs is the stage —
/// `bounds` the scene's size in points, `scale` and `nativeScale` the render's pixels per point
/// (`--scale`, by default the scene's `scale`; stills and previews report the scene's).
/// Off a stage (code run outside a scene) it reports an iPhone 14's screen: 390 × 844 points at
/// scale 3.
public final class UIScreen: Sendable {
    /// The screen of the stage running, or the default screen off a stage (UIScreen.main).
    public static var main: UIScreen {
        guard let timeline = Timeline.current, let size = timeline.screenSize else { return UIScreen(size: defaultSize, scale: 3) }
        return UIScreen(size: size, scale: timeline.screenScale)
    }

    /// The screen's size off a stage: an iPhone 14's, in points.
    public static let defaultSize = Size(width: 390, height: 844)

    /// The screen's rectangle in points, at the origin (UIScreen.bounds).
    public let bounds: Rect
    /// Pixels per point (UIScreen.scale).
    public let scale: Double

    private init(size: Size, scale: Double) {
        bounds = Rect(origin: .zero, size: size)
        self.scale = scale
    }

    /// Pixels per point of the physical screen (UIScreen.nativeScale): the scale, as no screen
    /// here is downsampled.
    public var nativeScale: Double { scale }

    /// The screen's rectangle in pixels (UIScreen.nativeBounds).
    public var nativeBounds: Rect {
        Rect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }
}
