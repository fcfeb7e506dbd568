/// UIView: a rectangle backed by a layer (`View`).
public typealias UIView = View
/// UILabel (`Label`): as on iOS, text changes are not animated unless a transition is asked for.
public typealias UILabel = Label
/// UIImageView (`ImageView`).
public typealias UIImageView = ImageView
/// UIButton (`Button`).
public typealias UIButton = Button
/// UIColor (`Color`): sRGB components with straight alpha.
public typealias UIColor = Color
/// UIImage (`Image`).
public typealias UIImage = Image
/// UIFont (`Font`).
public typealias UIFont = Font
/// UIEdgeInsets (`EdgeInsets`).
public typealias UIEdgeInsets = EdgeInsets
/// NSDirectionalEdgeInsets (`DirectionalEdgeInsets`): leading is left, trailing is right.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
/// UIViewPropertyAnimator (`PropertyAnimator`).
public typealias UIViewPropertyAnimator = PropertyAnimator
/// UICubicTimingParameters (`CubicTimingParameters`).
public typealias UICubicTimingParameters = CubicTimingParameters
/// UISpringTimingParameters (`SpringTimingParameters`).
public typealias UISpringTimingParameters = SpringTimingParameters
/// UITimingCurveProvider (`TimingCurveProvider`).
public typealias UITimingCurveProvider = TimingCurveProvider
/// UITimingCurveType (`TimingCurveType`): `.builtin`, `.cubic`, `.spring`, `.composed`.
public typealias UITimingCurveType = TimingCurveType
/// UIViewAnimatingPosition (`AnimatingPosition`): `.start`, `.end`, `.current`.
public typealias UIViewAnimatingPosition = AnimatingPosition
/// UIViewAnimatingState (`AnimatingState`).
public typealias UIViewAnimatingState = AnimatingState
/// UIView.AnimationCurve (`AnimationCurve`), under its older top-level name.
public typealias UIViewAnimationCurve = AnimationCurve

extension View {
    /// UIView.AnimationCurve: `.easeInOut`, `.easeIn`, `.easeOut`, `.linear`.
    public typealias AnimationCurve = MotionCore.AnimationCurve
}
/// UIGestureRecognizer (`GestureRecognizer`).
public typealias UIGestureRecognizer = GestureRecognizer
/// UITapGestureRecognizer (`TapGestureRecognizer`).
public typealias UITapGestureRecognizer = TapGestureRecognizer
/// UIPanGestureRecognizer (`PanGestureRecognizer`).
public typealias UIPanGestureRecognizer = PanGestureRecognizer

extension Color {
    /// The colour as Core Graphics takes it (`CGColor` is `Color` here), for `layer.backgroundColor
    /// = UIColor.red.cgColor` and `context.setFillColor(UIColor.red.cgColor)`.
    public var cgColor: CGColor { self }

    /// The colour `cgColor` holds (UIColor(cgColor:)).
    public init(cgColor: CGColor) { self = cgColor }
}
