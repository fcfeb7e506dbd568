/// CAEmitterCell's properties, each a field of `values` (see `EmitterCellValues` for the defaults).
/// All are animatable through the emitter's key paths (`emitterCells.<name>.<key>`).
extension EmitterCell {
    /// Particles born per second (multiplied by the emitter's `birthRate`). A change affects only
    /// the births after it: particles already born live on as they were (see `BirthRateHistory`).
    public var birthRate: Double {
        get { values.birthRate }
        set { setBirthRate(newValue) }
    }
    /// Seconds a particle lives (multiplied by the emitter's `lifetime`).
    public var lifetime: Double {
        get { values.lifetime }
        set { values.lifetime = newValue }
    }
    /// How far a particle's lifetime may vary: uniform in [lifetime − range, lifetime + range], never below 0.
    public var lifetimeRange: Double {
        get { values.lifetimeRange }
        set { values.lifetimeRange = newValue }
    }
    /// The emission direction's angle out of the layer's plane, in radians (Apple's colatitude; here 0 keeps particles in the plane, as iOS draws them by default).
    public var emissionLatitude: Double {
        get { values.emissionLatitude }
        set { values.emissionLatitude = newValue }
    }
    /// The emission direction's angle in the layer's plane, in radians, from the x axis towards y (for a line emitter, from its upward normal).
    public var emissionLongitude: Double {
        get { values.emissionLongitude }
        set { values.emissionLongitude = newValue }
    }
    /// The angle of the cone around the emission direction, in radians: a particle's longitude is uniform in [longitude − range/2, longitude + range/2].
    public var emissionRange: Double {
        get { values.emissionRange }
        set { values.emissionRange = newValue }
    }
    /// The initial speed in points per second (multiplied by the emitter's `velocity`).
    public var velocity: Double {
        get { values.velocity }
        set { values.velocity = newValue }
    }
    /// How far the initial speed may vary: uniform in [velocity − range, velocity + range].
    public var velocityRange: Double {
        get { values.velocityRange }
        set { values.velocityRange = newValue }
    }
    /// Acceleration along x, in points per second squared.
    public var xAcceleration: Double {
        get { values.xAcceleration }
        set { values.xAcceleration = newValue }
    }
    /// Acceleration along y, in points per second squared (positive falls down the screen).
    public var yAcceleration: Double {
        get { values.yAcceleration }
        set { values.yAcceleration = newValue }
    }
    /// Acceleration along z, in points per second squared.
    public var zAcceleration: Double {
        get { values.zAcceleration }
        set { values.zAcceleration = newValue }
    }
    /// The particle's initial scale (multiplied by the emitter's `scale`).
    public var scale: Double {
        get { values.scale }
        set { values.scale = newValue }
    }
    /// How far the initial scale may vary: uniform in [scale − range, scale + range].
    public var scaleRange: Double {
        get { values.scaleRange }
        set { values.scaleRange = newValue }
    }
    /// The scale's change per second; a scale below 0 draws nothing.
    public var scaleSpeed: Double {
        get { values.scaleSpeed }
        set { values.scaleSpeed = newValue }
    }
    /// The rotation speed in radians per second (multiplied by the emitter's `spin`).
    public var spin: Double {
        get { values.spin }
        set { values.spin = newValue }
    }
    /// How far the rotation speed may vary: uniform in [spin − range, spin + range].
    public var spinRange: Double {
        get { values.spinRange }
        set { values.spinRange = newValue }
    }
    /// How far a particle's red may vary from `color`'s: uniform in [red − range, red + range], clamped to [0, 1].
    public var redRange: Double {
        get { values.redRange }
        set { values.redRange = newValue }
    }
    /// How far a particle's green may vary from `color`'s: uniform in [green − range, green + range], clamped to [0, 1].
    public var greenRange: Double {
        get { values.greenRange }
        set { values.greenRange = newValue }
    }
    /// How far a particle's blue may vary from `color`'s: uniform in [blue − range, blue + range], clamped to [0, 1].
    public var blueRange: Double {
        get { values.blueRange }
        set { values.blueRange = newValue }
    }
    /// How far a particle's alpha may vary from `color`'s: uniform in [alpha − range, alpha + range], clamped to [0, 1].
    public var alphaRange: Double {
        get { values.alphaRange }
        set { values.alphaRange = newValue }
    }
    /// The red component's change per second of age.
    public var redSpeed: Double {
        get { values.redSpeed }
        set { values.redSpeed = newValue }
    }
    /// The green component's change per second of age.
    public var greenSpeed: Double {
        get { values.greenSpeed }
        set { values.greenSpeed = newValue }
    }
    /// The blue component's change per second of age.
    public var blueSpeed: Double {
        get { values.blueSpeed }
        set { values.blueSpeed = newValue }
    }
    /// The alpha's change per second of age (negative fades the particle out).
    public var alphaSpeed: Double {
        get { values.alphaSpeed }
        set { values.alphaSpeed = newValue }
    }
    /// Pixels of `contents` per point of the particle (1 by default).
    public var contentsScale: Double {
        get { values.contentsScale }
        set { values.contentsScale = newValue }
    }
    /// The part of `contents` each particle shows, in unit coordinates of the image (the whole
    /// image by default): one cell of a sprite sheet, as a layer's `contentsRect`.
    public var contentsRect: Rect {
        get { values.contentsRect }
        set { values.contentsRect = newValue }
    }
    /// How a particle's image is sampled when drawn smaller than its pixels (`.linear` by default).
    public var minificationFilter: ContentsFilter {
        get { values.minificationFilter }
        set { values.minificationFilter = newValue }
    }
    /// How a particle's image is sampled when drawn larger than its pixels (`.linear` by default;
    /// `.nearest` for pixel art).
    public var magnificationFilter: ContentsFilter {
        get { values.magnificationFilter }
        set { values.magnificationFilter = newValue }
    }
    /// The colour the contents are multiplied by, and the particle's alpha; nil is opaque white.
    public var color: Color? {
        get { values.color }
        set { values.color = newValue }
    }
}
