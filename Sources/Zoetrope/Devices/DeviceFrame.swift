/// A device drawn around a screen for demo videos: a generic phone, tablet, laptop or browser
/// window, drawn as vectors by Zoetrope itself (no device maker's artwork). Each has an exact
/// screen rectangle and corner radius, so content made for that screen size fits it point for point.
public struct DeviceFrame: Hashable, Sendable {
    /// What is drawn around the screen.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case phone, tablet, laptop, browser
    }

    public let kind: Kind
    /// The whole device in points: the size of a `DeviceFrameView` showing it.
    public let size: Size
    /// The screen, in the device's coordinates (origin at its top-left corner).
    public let screen: Rect
    /// The screen's corner radius in points.
    public let screenCornerRadius: Double
    /// Which of the screen's corners are rounded.
    public let screenCorners: CornerMask
    /// The body's colour by default.
    public let defaultColor: Color
    /// The camera's cut-out in the screen (a Dynamic Island), in the screen's coordinates: drawn
    /// black above whatever the screen shows. nil: the camera sits in the bezel.
    public let cutout: Rect?

    /// A phone with a 390 × 844-point screen: 12-point bezels, corners concentric with the body's,
    /// a 126 × 37-point Dynamic Island 11 points below the screen's top, side buttons.
    public static let phone = DeviceFrame(kind: .phone, size: Size(width: 420, height: 868),
                                          screen: Rect(x: 15, y: 12, width: 390, height: 844),
                                          screenCornerRadius: 46, screenCorners: .all, defaultColor: Color(hex: 0x1C1C1E),
                                          cutout: Rect(x: 132, y: 11, width: 126, height: 37))
    /// A tablet with an 820 × 1180-point screen and 20-point bezels.
    public static let tablet = DeviceFrame(kind: .tablet, size: Size(width: 860, height: 1220),
                                           screen: Rect(x: 20, y: 20, width: 820, height: 1180),
                                           screenCornerRadius: 18, screenCorners: .all, defaultColor: Color(hex: 0x2C2C2E))
    /// A laptop with a 1280 × 800-point screen in its lid, above a wider base.
    public static let laptop = DeviceFrame(kind: .laptop, size: Size(width: 1444, height: 866),
                                           screen: Rect(x: 82, y: 26, width: 1280, height: 800),
                                           screenCornerRadius: 8, screenCorners: [.topLeft, .topRight],
                                           defaultColor: Color(hex: 0x1C1C1E))
    /// A browser window with a 1280 × 720-point page under a 44-point toolbar.
    public static let browser = DeviceFrame(kind: .browser, size: Size(width: 1280, height: 764),
                                            screen: Rect(x: 0, y: 44, width: 1280, height: 720),
                                            screenCornerRadius: 12, screenCorners: [.bottomLeft, .bottomRight],
                                            defaultColor: Color(hex: 0xE9E9EC))

    /// Every built-in frame.
    public static let all: [DeviceFrame] = [.phone, .tablet, .laptop, .browser]

    init(kind: Kind, size: Size, screen: Rect, screenCornerRadius: Double, screenCorners: CornerMask, defaultColor: Color,
         cutout: Rect? = nil) {
        self.kind = kind; self.size = size; self.screen = screen; self.screenCornerRadius = screenCornerRadius
        self.screenCorners = screenCorners; self.defaultColor = defaultColor; self.cutout = cutout
    }
}

/// Body colours for a `DeviceFrameView` (`DeviceFrameView(.phone, color: DeviceFrameColor.naturalTitanium)`):
/// the greys and tints of current phones' finishes, picked for demo videos, not measured from any.
public enum DeviceFrameColor {
    /// Near black, the frames' default.
    public static let black = Color(hex: 0x1C1C1E)
    /// A dark grey titanium.
    public static let blackTitanium = Color(hex: 0x3B3B3D)
    /// A warm mid grey, natural titanium's.
    public static let naturalTitanium = Color(hex: 0x8E8A83)
    /// A pale grey-white.
    public static let whiteTitanium = Color(hex: 0xDCDDD8)
    /// A light silver, for light pages and slides.
    public static let silver = Color(hex: 0xE3E4E6)
}
