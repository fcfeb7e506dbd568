/// The numbers and colour of an emitter cell as one value (CAEmitterCell's properties, Core
/// Animation's defaults), so a presentation copy of an emitter takes a snapshot of its cells by
/// copying values, and key-value coding reaches each number through `numericKeys`.
struct EmitterCellValues: Hashable, Sendable {
    var birthRate = 0.0
    var lifetime = 0.0
    var lifetimeRange = 0.0
    var emissionLatitude = 0.0
    var emissionLongitude = 0.0
    var emissionRange = 0.0
    var velocity = 0.0
    var velocityRange = 0.0
    var xAcceleration = 0.0
    var yAcceleration = 0.0
    var zAcceleration = 0.0
    var scale = 1.0
    var scaleRange = 0.0
    var scaleSpeed = 0.0
    var spin = 0.0
    var spinRange = 0.0
    var color: Color? = .white
    var redRange = 0.0
    var greenRange = 0.0
    var blueRange = 0.0
    var alphaRange = 0.0
    var redSpeed = 0.0
    var greenSpeed = 0.0
    var blueSpeed = 0.0
    var alphaSpeed = 0.0
    var contentsScale = 1.0
    var contentsRect = Rect.unit
    var minificationFilter = ContentsFilter.linear
    var magnificationFilter = ContentsFilter.linear

    /// The animatable numbers by key, as CAEmitterCell names them.
    static let numericKeys: [String: WritableKeyPath<EmitterCellValues, Double>] = [
        "birthRate": \.birthRate, "lifetime": \.lifetime, "lifetimeRange": \.lifetimeRange,
        "emissionLatitude": \.emissionLatitude, "emissionLongitude": \.emissionLongitude, "emissionRange": \.emissionRange,
        "velocity": \.velocity, "velocityRange": \.velocityRange,
        "xAcceleration": \.xAcceleration, "yAcceleration": \.yAcceleration, "zAcceleration": \.zAcceleration,
        "scale": \.scale, "scaleRange": \.scaleRange, "scaleSpeed": \.scaleSpeed, "spin": \.spin, "spinRange": \.spinRange,
        "redRange": \.redRange, "greenRange": \.greenRange, "blueRange": \.blueRange, "alphaRange": \.alphaRange,
        "redSpeed": \.redSpeed, "greenSpeed": \.greenSpeed, "blueSpeed": \.blueSpeed, "alphaSpeed": \.alphaSpeed,
        "contentsScale": \.contentsScale,
    ]
}
