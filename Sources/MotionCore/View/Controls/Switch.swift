/// An on/off switch drawn as iOS draws one (UISwitch): a 51 × 31 pill — filled with `onTintColor`
/// (iOS's system green, sRGB 52, 199, 89) when on, light grey (iOS's secondary system fill over
/// white, sRGB 233, 233, 235) when off — and a white 27-point thumb with a soft shadow, 2 points
/// inside the left end when off and the right end when on. Like UIKit's, the switch keeps its
/// size whatever frame it is given. A tap (`stage.tap`) turns it with animation and calls `action`,
/// as a UISwitch sends `.valueChanged`; scripts can also call `setOn(_:animated:)`.
open class Switch: View {
    /// The switch's size, fixed as UIKit fixes it.
    public static let size = Size(width: 51, height: 31)
    /// How long an animated `setOn` moves the thumb: UIKit does not publish it; 0.25 s
    /// (Core Animation's default duration) with the ease-in-out curve.
    public static let toggleDuration = 0.25
    /// The track's colour when on unless `onTintColor` says otherwise: iOS's system green.
    public static let defaultOnTintColor = Color(red: 52.0 / 255, green: 199.0 / 255, blue: 89.0 / 255)
    /// The track's colour when off.
    public static let offTrackColor = Color(red: 233.0 / 255, green: 233.0 / 255, blue: 235.0 / 255)
    /// The thumb's diameter and its gap to the track's ends.
    private static let thumbDiameter = 27.0, thumbInset = 2.0

    private let thumb = View()

    /// The track's colour when on (UISwitch.onTintColor); nil is iOS's system green.
    public var onTintColor: Color? {
        didSet { showState() }
    }
    /// The thumb's colour (UISwitch.thumbTintColor); nil is white.
    public var thumbTintColor: Color? {
        didSet { showState() }
    }
    /// Whether the switch is on (UISwitch.isOn); setting it does not animate.
    public var isOn: Bool {
        get { on }
        set { setOn(newValue, animated: false) }
    }
    private var on = false
    /// Called after a tap turns the switch, with the switch (UIKit's `.valueChanged` action);
    /// `setOn(_:animated:)` and `isOn` do not call it, as they send no action in UIKit.
    public var action: ((Switch) -> Void)?

    /// A switch at `frame`'s origin, 51 × 31 points, off.
    public override init(frame: Rect = .zero) {
        super.init(frame: Rect(origin: frame.origin, size: Self.size))
        layer.cornerRadius = Self.size.height / 2
        thumb.bounds = Rect(x: 0, y: 0, width: Self.thumbDiameter, height: Self.thumbDiameter)
        thumb.layer.cornerRadius = Self.thumbDiameter / 2
        thumb.layer.shadowColor = .black
        thumb.layer.shadowOpacity = 0.15
        thumb.layer.shadowOffset = Size(width: 0, height: 3)
        thumb.layer.shadowRadius = 4
        addSubview(thumb)
        showState()
        addGestureRecognizer(TapGestureRecognizer { [unowned self] _ in
            self.setOn(!self.isOn, animated: true)
            self.action?(self)
        })
    }

    /// The switch's size (UISwitch's intrinsic content size).
    open override var intrinsicContentSize: Size { Self.size }

    /// Turns the switch on or off (UISwitch.setOn(_:animated:)): animated, the thumb slides and
    /// the track's colour fades over `toggleDuration` with the ease-in-out curve; not animated,
    /// the change shows at once, even inside an animation block.
    public func setOn(_ isOn: Bool, animated: Bool) {
        on = isOn
        if animated {
            View.animate(withDuration: Self.toggleDuration, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState],
                         animations: showState)
        } else {
            View.performWithoutAnimation(showState)
        }
    }

    /// The thumb's centre when on and when off.
    public static func thumbCenter(isOn: Bool) -> Point {
        let travel = thumbInset + thumbDiameter / 2
        return Point(x: isOn ? size.width - travel : travel, y: size.height / 2)
    }

    private func showState() {
        backgroundColor = on ? onTintColor ?? Self.defaultOnTintColor : Self.offTrackColor
        thumb.backgroundColor = thumbTintColor ?? .white
        thumb.center = Self.thumbCenter(isOn: on)
    }
}
