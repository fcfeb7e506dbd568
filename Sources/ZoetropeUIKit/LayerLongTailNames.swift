import Foundation

/// CATransaction's keys for `setValue(_:forKey:)` and `value(forKey:)`.
public let kCATransactionAnimationDuration = Transaction.Key.animationDuration
public let kCATransactionAnimationTimingFunction = Transaction.Key.animationTimingFunction
public let kCATransactionDisableActions = Transaction.Key.disableActions
public let kCATransactionCompletionBlock = Transaction.Key.completionBlock

/// CALayerContentsFilter (`ContentsFilter`): `.linear`, `.nearest`, `.trilinear`.
public typealias CALayerContentsFilter = ContentsFilter

/// CACornerMask's names, in UIKit's top-left-origin terms (min y is the top).
extension CornerMask {
    public static let layerMinXMinYCorner = CornerMask.topLeft
    public static let layerMaxXMinYCorner = CornerMask.topRight
    public static let layerMinXMaxYCorner = CornerMask.bottomLeft
    public static let layerMaxXMaxYCorner = CornerMask.bottomRight
}

/// `NSNull()` in a layer's `actions` (or returned by `action(forKey:)`) turns that key's action
/// off, as on iOS.
extension NSNull: Action {
    public func run(forKey _: String, object _: Layer, previousValue _: Any?) {}
    public var isNoAction: Bool { true }
}

extension Image {
    /// The picture itself (`CGImage` is `Image` here), as `UIImage.cgImage` gives what
    /// `CALayer.contents` and `CAEmitterCell.contents` take.
    public var cgImage: CGImage? { self }
}

extension SpringAnimation {
    /// CASpringAnimation(perceptualDuration:bounce:): a spring of the perceptual parameters,
    /// its key path set afterwards.
    public convenience init(perceptualDuration: Double, bounce: Double) {
        self.init(keyPath: nil, perceptualDuration: perceptualDuration, bounce: bounce)
    }
}

/// CALayerCornerCurve (`CornerCurve`): `.circular`, `.continuous`.
public typealias CALayerCornerCurve = CornerCurve
