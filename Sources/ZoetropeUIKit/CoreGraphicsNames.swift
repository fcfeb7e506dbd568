import MotionCore

// Core Graphics names. `CGFloat` is Foundation's own: Swift converts it to and from the engine's
// `Double` wherever one is passed for the other, so `CGFloat` values go anywhere geometry goes.
// The geometry types are the engine's: these names shadow Foundation's of the same name for code
// that imports this module.

/// CGPoint (`Point`).
public typealias CGPoint = Point
/// CGSize (`Size`).
public typealias CGSize = Size
/// CGRect (`Rect`).
public typealias CGRect = Rect
/// CGVector (`Vector`).
public typealias CGVector = Vector
/// CGAffineTransform (`AffineTransform`).
public typealias CGAffineTransform = MotionCore.AffineTransform
/// CGColor (`Color`): Core Graphics and UIKit colours are one type here.
public typealias CGColor = Color
/// CGPath (`Path`, a value). CGMutablePath is a class of its own (`MutablePath.swift`), as iOS's
/// is a reference built in place.
public typealias CGPath = Path
/// CGContext: the drawing surface `draw(in:)` receives (`GraphicsContext`), with CGContext's calls
/// (`addArc`, `move(to:)`, `addLine(to:)`, `closePath()`, `fillPath()`, `strokePath()`,
/// `setFillColor(_:)`, `setLineWidth(_:)`...).
public typealias CGContext = GraphicsContext

/// The context a view's `draw(_:)` override draws into, as UIKit gives it there; nil outside
/// drawing.
public func UIGraphicsGetCurrentContext() -> CGContext? { CurrentGraphicsContext.context }
/// CGLineCap (`LineCap`).
public typealias CGLineCap = LineCap
/// CGLineJoin (`LineJoin`).
public typealias CGLineJoin = LineJoin
