/// How a caption (`Stage.caption(_:from:to:style:)`) is burned into the frames.
public struct CaptionStyle: Hashable, Sendable {
    /// Where the caption sits.
    public enum Placement: Hashable, Sendable {
        /// Centred across the canvas, its box `margin` points above the bottom edge (subtitles).
        case bottom(margin: Double)
        /// Centred across the canvas, its box `margin` points below the top edge.
        case top(margin: Double)
        /// Centred on the canvas (a title card).
        case center
        /// A bubble whose pointer touches `point` (root-view coordinates): above it, or below it
        /// when there is no room above.
        case pointing(at: Point)
    }

    /// A drop shadow under a caption's box and text, as a layer casts one (`Layer.shadowColor`,
    /// `shadowOpacity`, `shadowRadius`, `shadowOffset`).
    public struct Shadow: Hashable, Sendable {
        public var color: Color
        public var opacity: Double
        public var radius: Double
        public var offset: Size

        public init(color: Color = .black, opacity: Double, radius: Double, offset: Size = Size(width: 0, height: 0)) {
            self.color = color; self.opacity = opacity; self.radius = radius; self.offset = offset
        }
    }

    /// A line along a caption's box (and a callout's pointer), centred on its edge.
    public struct Outline: Hashable, Sendable {
        public var color: Color
        public var width: Double

        public init(color: Color, width: Double = 1) {
            self.color = color; self.width = width
        }
    }

    /// The default font's size as a fraction of the canvas's shorter side: 4.5 % (32 points on a
    /// 1280×720 canvas, and the same on 720×1280, so a portrait caption is not twice as large).
    public static let defaultFontFraction = 0.045

    public var placement: Placement
    /// The text's font; nil: the system font at `relativeFontSize` of the canvas's shorter side,
    /// `fontWeight`.
    public var font: Font?
    /// The system font's size when `font` is nil, as a fraction of the canvas's shorter side.
    public var relativeFontSize: Double
    /// The system font's weight when `font` is nil.
    public var fontWeight: Font.Weight
    public var textColor: Color
    /// The box behind the text; `.clear` draws none.
    public var backgroundColor: Color
    /// Space between the text and its box's edges.
    public var padding: EdgeInsets
    public var cornerRadius: Double
    /// The widest the text may be, as a fraction of the canvas width; longer text wraps.
    public var maximumWidth: Double
    /// How long the caption takes to fade in after it starts and out before it ends, in seconds
    /// (at most half its length). The cue written to a sidecar spans the whole caption.
    public var fadeDuration: Double
    /// Whether the caption is drawn into the frames; false keeps it only as a cue of the subtitle
    /// track and sidecar file, for text the scene shows in its own way.
    public var isBurnedIn: Bool
    /// The shadow the box and text cast; nil: none.
    public var shadow: Shadow?
    /// A line along the box's edge; nil: none.
    public var outline: Outline?
    /// How the text comes in, on top of the caption's fade (`CaptionTextAnimation`).
    public var textAnimation: CaptionTextAnimation
    /// The font of a caption's detail (a title card's subtitle, under its text); nil: the system
    /// font at half the text's size, regular.
    public var detailFont: Font?
    /// The detail's colour; nil: the text's colour at 80 % opacity.
    public var detailColor: Color?
    /// A colour over the whole canvas under the caption while it shows, fading with it: a title
    /// card's background; nil: the scene shows through.
    public var backdrop: Color?

    public init(placement: Placement, font: Font? = nil, relativeFontSize: Double = CaptionStyle.defaultFontFraction,
                fontWeight: Font.Weight = .semibold, textColor: Color = .white,
                backgroundColor: Color = Color(white: 0, alpha: 0.72),
                padding: EdgeInsets = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16), cornerRadius: Double = 10,
                maximumWidth: Double = 0.8, fadeDuration: Double = 0.15, isBurnedIn: Bool = true,
                shadow: Shadow? = nil, outline: Outline? = nil, textAnimation: CaptionTextAnimation = .none,
                detailFont: Font? = nil, detailColor: Color? = nil, backdrop: Color? = nil) {
        self.placement = placement; self.font = font; self.relativeFontSize = relativeFontSize; self.fontWeight = fontWeight
        self.textColor = textColor; self.backgroundColor = backgroundColor
        self.padding = padding; self.cornerRadius = cornerRadius; self.maximumWidth = maximumWidth; self.fadeDuration = fadeDuration
        self.isBurnedIn = isBurnedIn; self.shadow = shadow; self.outline = outline; self.textAnimation = textAnimation
        self.detailFont = detailFont; self.detailColor = detailColor; self.backdrop = backdrop
    }

    /// This style with its text coming in by `animation`:
    /// `stage.caption("Ready?", from: 1, to: 3, style: .subtitle.animatingText(.typewriter()))`.
    public func animatingText(_ animation: CaptionTextAnimation) -> CaptionStyle {
        var style = self
        style.textAnimation = animation
        return style
    }

    /// White text on a dark translucent box near the bottom, as a video player shows subtitles.
    public static let subtitle = CaptionStyle(placement: .bottom(margin: 40))

    /// A caption only in the subtitle track and the sidecar file, not drawn: for a scene that
    /// shows the same text its own way, so viewers whose player shows subtitles get it too.
    public static let soft = CaptionStyle(placement: .bottom(margin: 40), isBurnedIn: false)

    /// Dark text in a white bubble pointing at `point`, to call out part of the screen: a soft
    /// shadow and a hairline edge keep it apart from a white screen under it.
    public static func callout(at point: Point) -> CaptionStyle {
        CaptionStyle(placement: .pointing(at: point), textColor: Color(hex: 0x1C1C1E), backgroundColor: .white,
                     padding: EdgeInsets(top: 10, left: 14, bottom: 10, right: 14), cornerRadius: 12, maximumWidth: 0.4,
                     shadow: Shadow(opacity: 0.3, radius: 10, offset: Size(width: 0, height: 4)),
                     outline: Outline(color: Color(white: 0, alpha: 0.15), width: 1))
    }

    /// White text with no box and a dark shadow under it, so it reads over light and dark
    /// pictures alike (the look of a video's burned-in titles).
    public static let shadowedText = CaptionStyle(placement: .bottom(margin: 40), backgroundColor: .clear,
                                                  shadow: Shadow(opacity: 0.75, radius: 4, offset: Size(width: 0, height: 2)))

    /// A title card (`Stage.titleCard(_:subtitle:from:to:style:)`): large bold white text centred on
    /// a near-black card over the whole canvas, its lines rising into place one after another,
    /// the subtitle's after the title's; the card fades in and out over 0.3 s.
    public static let titleCard = CaptionStyle(placement: .center, relativeFontSize: 0.1, fontWeight: .bold,
                                               backgroundColor: .clear, fadeDuration: 0.3,
                                               textAnimation: .slideLines(), backdrop: Color(hex: 0x0E0E14))
}
