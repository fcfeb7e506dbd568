import Foundation

/// CAEmitterLayer (`EmitterLayer`): particles are a pure function of `seed` and time, so a frame
/// is the same rendered alone, in a chunk or at any frame rate.
public typealias CAEmitterLayer = EmitterLayer
/// CAEmitterCell (`EmitterCell`); its `contents` is an image (`UIImage(...).cgImage`).
public typealias CAEmitterCell = EmitterCell
/// CAEmitterLayerEmitterShape (`EmitterLayer.Shape`): `.point`, `.line`, `.rectangle`, `.cuboid`, `.circle`, `.sphere`.
public typealias CAEmitterLayerEmitterShape = EmitterLayer.Shape
/// CAEmitterLayerEmitterMode (`EmitterLayer.Mode`): `.points`, `.outline`, `.surface`, `.volume`.
public typealias CAEmitterLayerEmitterMode = EmitterLayer.Mode
/// CAEmitterLayerRenderMode (`EmitterLayer.RenderMode`): `.unordered`, `.oldestFirst`, `.oldestLast`,
/// `.backToFront`, `.additive`.
public typealias CAEmitterLayerRenderMode = EmitterLayer.RenderMode
/// CGImage (`Image`): what `UIImage.cgImage` gives and `contents` takes.
public typealias CGImage = Image

/// The old spellings of the emitter shapes, modes and render modes.
public let kCAEmitterLayerPoint = EmitterLayer.Shape.point
public let kCAEmitterLayerLine = EmitterLayer.Shape.line
public let kCAEmitterLayerRectangle = EmitterLayer.Shape.rectangle
public let kCAEmitterLayerCuboid = EmitterLayer.Shape.cuboid
public let kCAEmitterLayerCircle = EmitterLayer.Shape.circle
public let kCAEmitterLayerSphere = EmitterLayer.Shape.sphere
public let kCAEmitterLayerPoints = EmitterLayer.Mode.points
public let kCAEmitterLayerOutline = EmitterLayer.Mode.outline
public let kCAEmitterLayerSurface = EmitterLayer.Mode.surface
public let kCAEmitterLayerVolume = EmitterLayer.Mode.volume
public let kCAEmitterLayerUnordered = EmitterLayer.RenderMode.unordered
public let kCAEmitterLayerOldestFirst = EmitterLayer.RenderMode.oldestFirst
public let kCAEmitterLayerOldestLast = EmitterLayer.RenderMode.oldestLast
public let kCAEmitterLayerBackToFront = EmitterLayer.RenderMode.backToFront
public let kCAEmitterLayerAdditive = EmitterLayer.RenderMode.additive

// The emitter numbers iOS declares as Float (rates, lifetimes, colour ranges and speeds), beside
// the engine's Doubles (`FloatKeyedNumbers`), as `IOSNumberTypes` does for a layer's opacity.
extension EmitterCell {
    /// `birthRate` as iOS declares it (a Float).
    @_disfavoredOverload
    public var birthRate: Float {
        get { float(forKey: "birthRate") }
        set { setFloat(newValue, forKey: "birthRate") }
    }
    /// `lifetime` as iOS declares it (a Float).
    @_disfavoredOverload
    public var lifetime: Float {
        get { float(forKey: "lifetime") }
        set { setFloat(newValue, forKey: "lifetime") }
    }
    /// `lifetimeRange` as iOS declares it (a Float).
    @_disfavoredOverload
    public var lifetimeRange: Float {
        get { float(forKey: "lifetimeRange") }
        set { setFloat(newValue, forKey: "lifetimeRange") }
    }
    /// `redRange` as iOS declares it (a Float).
    @_disfavoredOverload
    public var redRange: Float {
        get { float(forKey: "redRange") }
        set { setFloat(newValue, forKey: "redRange") }
    }
    /// `greenRange` as iOS declares it (a Float).
    @_disfavoredOverload
    public var greenRange: Float {
        get { float(forKey: "greenRange") }
        set { setFloat(newValue, forKey: "greenRange") }
    }
    /// `blueRange` as iOS declares it (a Float).
    @_disfavoredOverload
    public var blueRange: Float {
        get { float(forKey: "blueRange") }
        set { setFloat(newValue, forKey: "blueRange") }
    }
    /// `alphaRange` as iOS declares it (a Float).
    @_disfavoredOverload
    public var alphaRange: Float {
        get { float(forKey: "alphaRange") }
        set { setFloat(newValue, forKey: "alphaRange") }
    }
    /// `redSpeed` as iOS declares it (a Float).
    @_disfavoredOverload
    public var redSpeed: Float {
        get { float(forKey: "redSpeed") }
        set { setFloat(newValue, forKey: "redSpeed") }
    }
    /// `greenSpeed` as iOS declares it (a Float).
    @_disfavoredOverload
    public var greenSpeed: Float {
        get { float(forKey: "greenSpeed") }
        set { setFloat(newValue, forKey: "greenSpeed") }
    }
    /// `blueSpeed` as iOS declares it (a Float).
    @_disfavoredOverload
    public var blueSpeed: Float {
        get { float(forKey: "blueSpeed") }
        set { setFloat(newValue, forKey: "blueSpeed") }
    }
    /// `alphaSpeed` as iOS declares it (a Float).
    @_disfavoredOverload
    public var alphaSpeed: Float {
        get { float(forKey: "alphaSpeed") }
        set { setFloat(newValue, forKey: "alphaSpeed") }
    }
}

extension EmitterLayer {
    /// `birthRate` as iOS declares it (a Float).
    @_disfavoredOverload
    public var birthRate: Float {
        get { float(forKey: "birthRate") }
        set { setFloat(newValue, forKey: "birthRate") }
    }
    /// `lifetime` as iOS declares it (a Float).
    @_disfavoredOverload
    public var lifetime: Float {
        get { float(forKey: "lifetime") }
        set { setFloat(newValue, forKey: "lifetime") }
    }
}
