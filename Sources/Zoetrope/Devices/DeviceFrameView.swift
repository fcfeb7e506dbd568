/// A view showing a device (`DeviceFrame`) with any content on its screen:
///
/// ```swift
/// let phone = DeviceFrameView(.phone)                  // 420 × 868 points, the screen 390 × 844
/// phone.center = Point(x: 640, y: 360)
/// phone.transform = AffineTransform(scaleX: 0.7, y: 0.7)
/// phone.embed(CityGuideView())                         // any view, sized to the screen
/// phone.embed(VideoLayer(contentsOf: recording))       // or a layer: a screen recording
/// ```
///
/// The screen (`screenView`) clips its content to its rounded corners and is black until
/// something covers it; a phone's Dynamic Island (`DeviceFrame.cutout`) stays above it. The frame
/// casts a soft shadow (its layer's: set `layer.shadowOpacity = 0` for none) and tilts in 3D like
/// any layer (`tilt(yaw:pitch:distance:)`, animatable through `transform3D`).
public final class DeviceFrameView: View {
    /// The device drawn.
    public let device: DeviceFrame
    /// The screen: `device.screen` in this view, clipped to its rounded corners. Add content here.
    public let screenView: View
    /// The body's colour.
    public var bodyColor: Color {
        didSet { setNeedsDisplay() }
    }

    /// A view of `device`'s size at the origin, its body in `color` (nil: the device's default).
    public init(_ device: DeviceFrame, color: Color? = nil) {
        self.device = device
        bodyColor = color ?? device.defaultColor
        screenView = View(frame: device.screen)
        super.init(frame: Rect(origin: .zero, size: device.size))
        screenView.backgroundColor = .black
        screenView.layer.cornerRadius = device.screenCornerRadius
        screenView.layer.maskedCorners = device.screenCorners
        screenView.clipsToBounds = true
        addSubview(screenView)
        if let cutout = device.cutout {
            let island = Layer()
            island.frame = cutout.offsetBy(dx: device.screen.minX, dy: device.screen.minY)
            island.cornerRadius = cutout.height / 2
            island.backgroundColor = .black
            layer.addSublayer(island)
        }
        layer.shadowColor = .black
        layer.shadowOpacity = 0.35
        layer.shadowRadius = 24
        layer.shadowOffset = Size(width: 0, height: 16)
        layer.shadowPath = DeviceFramePainter(device: device, color: bodyColor).silhouette
    }

    /// A perspective tilt for `transform3D`: turned `yaw` radians about the vertical axis (positive:
    /// the right edge away from the viewer) and `pitch` about the horizontal one (positive: the top
    /// edge away), seen from `distance` points (Core Animation's `m34 = −1 / distance`).
    public static func tilt(yaw: Double, pitch: Double = 0, distance: Double = 1500) -> Transform3D {
        var perspective = Transform3D.identity
        perspective.m34 = -1 / distance
        return Transform3D(rotationAngle: yaw, x: 0, y: 1, z: 0)
            .concatenating(Transform3D(rotationAngle: pitch, x: 1, y: 0, z: 0))
            .concatenating(perspective)
    }

    /// Puts `view` on the screen, filling it (its frame becomes the screen's bounds).
    public func embed(_ view: View) {
        view.frame = screenView.bounds
        screenView.addSubview(view)
    }

    /// Puts `layer` (a `VideoLayer`, say) on the screen, filling it.
    public func embed(_ layer: Layer) {
        layer.frame = screenView.bounds
        screenView.layer.addSublayer(layer)
    }

    /// Where `point` on the screen — in `screenView`'s coordinates, (0, 0) its top left corner,
    /// 390 × 844 points on `.phone` — is in the scene: the point `Stage.tap(at:time:)`,
    /// `pan(along:)` and a callout take, through this frame's position and transform (and its
    /// superviews') as they are when asked — inside `stage.at(t) { … }`, as the script left them by t.
    public func scenePoint(onScreen point: Point) -> Point {
        screenView.convert(point, to: nil)
    }

    public override func draw(_ rect: Rect, in context: GraphicsContext) {
        DeviceFramePainter(device: device, color: bodyColor).draw(in: context)
    }
}
