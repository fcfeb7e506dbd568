/// CALayer (`Layer`).
public typealias CALayer = Layer
/// CAShapeLayer (`ShapeLayer`).
public typealias CAShapeLayer = ShapeLayer
/// CAGradientLayer (`GradientLayer`).
public typealias CAGradientLayer = GradientLayer
/// CAReplicatorLayer (`ReplicatorLayer`).
public typealias CAReplicatorLayer = ReplicatorLayer
/// CATransformLayer (`TransformLayer`): sublayers keep their depth in one 3-D space.
public typealias CATransformLayer = TransformLayer
/// CATiledLayer (`TiledLayer`): content drawn by `draw(in:)`, every tile at once offline (no fade).
public typealias CATiledLayer = TiledLayer
/// CAAnimation (`Animation`).
public typealias CAAnimation = Animation
/// CAPropertyAnimation (`PropertyAnimation`).
public typealias CAPropertyAnimation = PropertyAnimation
/// CABasicAnimation (`BasicAnimation`): `fromValue`/`toValue`/`byValue` may be `NSNumber`,
/// `CGFloat`, `Int` or `Double` for any numeric property.
public typealias CABasicAnimation = BasicAnimation
/// CAKeyframeAnimation (`KeyframeAnimation`).
public typealias CAKeyframeAnimation = KeyframeAnimation
/// CASpringAnimation (`SpringAnimation`).
public typealias CASpringAnimation = SpringAnimation
/// CAAnimationGroup (`AnimationGroup`).
public typealias CAAnimationGroup = AnimationGroup
/// CATransition (`Transition`).
public typealias CATransition = Transition
/// CATransitionType (`Transition.Kind`): `.fade`, `.moveIn`, `.push`, `.reveal`, and the page
/// curls `.pageCurl` and `.pageUnCurl` (`CATransitionType(rawValue: "pageCurl")` on iOS).
public typealias CATransitionType = Transition.Kind
/// CATransitionSubtype (`Transition.Subtype`): `.fromLeft`, `.fromRight`, `.fromTop`, `.fromBottom`.
public typealias CATransitionSubtype = Transition.Subtype
/// CATransaction (`Transaction`).
public typealias CATransaction = Transaction
/// CAMediaTimingFunction (`TimingFunction`), made with `CAMediaTimingFunction(name:)` or
/// `CAMediaTimingFunction(controlPoints:_:_:_:)`.
public typealias CAMediaTimingFunction = TimingFunction
/// CAMediaTimingFillMode (`FillMode`): `.removed`, `.forwards`, `.backwards`, `.both`.
public typealias CAMediaTimingFillMode = FillMode
/// CAAction (`Action`).
public typealias CAAction = Action
/// CAAnimationDelegate (`AnimationDelegate`): `animationDidStart(_:)`, `animationDidStop(_:finished:)`.
public typealias CAAnimationDelegate = AnimationDelegate
/// CALayerDelegate (`LayerDelegate`).
public typealias CALayerDelegate = LayerDelegate
/// CAValueFunction (`ValueFunction`), made with `CAValueFunction(name: .rotateZ)`.
public typealias CAValueFunction = ValueFunction
/// CAValueFunctionName (`ValueFunction.Name`): `.rotateX/Y/Z`, `.scale(X/Y/Z)`, `.translate(X/Y/Z)`.
public typealias CAValueFunctionName = ValueFunction.Name
/// CAMediaTiming (`MediaTiming`): the timing properties layers and animations share.
public typealias CAMediaTiming = MediaTiming
/// CAAnimationCalculationMode (`KeyframeAnimation.CalculationMode`): `.linear`, `.discrete`,
/// `.paced`, `.cubic`, `.cubicPaced`.
public typealias CAAnimationCalculationMode = KeyframeAnimation.CalculationMode
/// CAShapeLayerLineCap (`LineCap`): `.butt`, `.round`, `.square`.
public typealias CAShapeLayerLineCap = LineCap
/// CAShapeLayerLineJoin (`LineJoin`): `.miter`, `.round`, `.bevel`.
public typealias CAShapeLayerLineJoin = LineJoin
/// CAShapeLayerFillRule (`FillRule`): `.nonZero` (the engine's `.winding`) and `.evenOdd`.
public typealias CAShapeLayerFillRule = FillRule
/// CATransform3D (`Transform3D`); the `CATransform3DMake…` functions build it.
public typealias CATransform3D = Transform3D
/// CACornerMask (`CornerMask`).
public typealias CACornerMask = CornerMask
/// CALayerContentsGravity (`ContentsGravity`).
public typealias CALayerContentsGravity = ContentsGravity

/// The key Core Animation adds transitions under (`layer.add(transition, forKey: kCATransition)`).
public let kCATransition = "transition"
/// The old spellings of the transition types and subtypes (iOS 11 and earlier).
public let kCATransitionFade = Transition.Kind.fade
public let kCATransitionMoveIn = Transition.Kind.moveIn
public let kCATransitionPush = Transition.Kind.push
public let kCATransitionReveal = Transition.Kind.reveal
public let kCATransitionFromLeft = Transition.Subtype.fromLeft
public let kCATransitionFromRight = Transition.Subtype.fromRight
public let kCATransitionFromTop = Transition.Subtype.fromTop
public let kCATransitionFromBottom = Transition.Subtype.fromBottom
/// The old spellings of the fill modes.
public let kCAFillModeForwards = FillMode.forwards
public let kCAFillModeBackwards = FillMode.backwards
public let kCAFillModeBoth = FillMode.both
public let kCAFillModeRemoved = FillMode.removed
