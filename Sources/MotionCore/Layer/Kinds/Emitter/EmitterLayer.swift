/// A layer that emits particles (CAEmitterLayer): each of its `emitterCells` gives birth to
/// particles at the cell's rate from the emission shape, and each particle moves, turns, grows and
/// changes colour as its cell says until its lifetime ends.
///
/// Particles are deterministic: each is a pure function of `seed`, its cell, its birth number
/// and the layer's local time (`EmitterSimulation`), so a frame shows the same particles whether
/// it is rendered alone, in a chunk, at any frame rate or on any core. Presentation copies carry
/// the live particles as their first sublayers — one `ParticleLayer` each, below the layer's own
/// sublayers — so any renderer draws them.
open class EmitterLayer: Layer {
    /// The properties EmitterLayer adds, each declared once (see `LayerPropertyList`), with Core
    /// Animation's defaults.
    struct Properties: LayerPropertyList {
        let emitterCells = LayerProperty<[EmitterCell]?>(nil)
        let birthRate = LayerProperty<Double>(1.0)
        let lifetime = LayerProperty<Double>(1.0)
        let emitterPosition = LayerProperty<Point>(Point.zero)
        let emitterZPosition = LayerProperty<Double>(0.0)
        let emitterSize = LayerProperty<Size>(Size.zero)
        let emitterDepth = LayerProperty<Double>(0.0)
        let emitterShape = LayerProperty<Shape>(Shape.point)
        let emitterMode = LayerProperty<Mode>(Mode.volume)
        let renderMode = LayerProperty<RenderMode>(RenderMode.unordered)
        let preservesDepth = LayerProperty<Bool>(false)
        let velocity = LayerProperty<Double>(1.0)
        let scale = LayerProperty<Double>(1.0)
        let spin = LayerProperty<Double>(1.0)
        let seed = LayerProperty<UInt32>(UInt32(0))

        static let declared = Properties(slotsAfter: Layer.self)
    }

    override class var builtInProperties: [AnyLayerProperty] { super.builtInProperties + Properties.declared.descriptors }
    override class var recyclesPresentationCopies: Bool { false }

    /// The cells' images' sizes, read from their headers once (on the model layer, which makes
    /// every frame's particles), not every frame.
    private var imageSizes: [Image: Size] = [:]
    /// The model's `birthRate` as the script has set it, and when (see `BirthRateHistory`).
    var birthRateHistory = BirthRateHistory()
    /// The birth-rate animations this model layer has run, kept after they leave it.
    var birthRateAnimations: [BirthRateAnimation] = []

    /// The cells whose particles the layer emits; each nested cell is emitted by its parent's particles.
    public var emitterCells: [EmitterCell]? {
        get { self[Properties.declared.emitterCells] }
        set { self[Properties.declared.emitterCells] = newValue }
    }
    /// Multiplies every cell's birth rate (1 by default); animatable. A change affects only the
    /// births after it: particles already born live on as they were (see `BirthRateHistory`).
    public var birthRate: Double {
        get { self[Properties.declared.birthRate] }
        set { self[Properties.declared.birthRate] = newValue }
    }
    /// Multiplies every particle's lifetime (1 by default); animatable.
    public var lifetime: Double {
        get { self[Properties.declared.lifetime] }
        set { self[Properties.declared.lifetime] = newValue }
    }
    /// The centre of the emission shape, in the layer's coordinates; animatable.
    public var emitterPosition: Point {
        get { self[Properties.declared.emitterPosition] }
        set { self[Properties.declared.emitterPosition] = newValue }
    }
    /// The z of the emission shape's centre; animatable.
    public var emitterZPosition: Double {
        get { self[Properties.declared.emitterZPosition] }
        set { self[Properties.declared.emitterZPosition] = newValue }
    }
    /// The size of the emission shape (see `Shape`); animatable.
    public var emitterSize: Size {
        get { self[Properties.declared.emitterSize] }
        set { self[Properties.declared.emitterSize] = newValue }
    }
    /// The depth of a cuboid emitter; animatable.
    public var emitterDepth: Double {
        get { self[Properties.declared.emitterDepth] }
        set { self[Properties.declared.emitterDepth] = newValue }
    }
    /// The emission shape (`.point` by default).
    public var emitterShape: Shape {
        get { self[Properties.declared.emitterShape] }
        set { self[Properties.declared.emitterShape] = newValue }
    }
    /// Which part of the shape particles are born on (`.volume` by default).
    public var emitterMode: Mode {
        get { self[Properties.declared.emitterMode] }
        set { self[Properties.declared.emitterMode] = newValue }
    }
    /// How particles are drawn over each other (`.unordered` by default).
    public var renderMode: RenderMode {
        get { self[Properties.declared.renderMode] }
        set { self[Properties.declared.renderMode] = newValue }
    }
    /// Whether particles are drawn in 3D rather than flattened into the layer's plane (false by
    /// default; CAEmitterLayer.preservesDepth): when true, each particle keeps its z and is drawn
    /// as if it inhabited the superlayer's 3-D space — through the layer's transform, the
    /// superlayer's perspective and its own depth, back to front, after the layer itself, at the
    /// layer's opacity, outside its mask and clip (as a `TransformLayer`'s sublayers are).
    public var preservesDepth: Bool {
        get { self[Properties.declared.preservesDepth] }
        set { self[Properties.declared.preservesDepth] = newValue }
    }
    /// Multiplies every particle's speed; animatable.
    public var velocity: Double {
        get { self[Properties.declared.velocity] }
        set { self[Properties.declared.velocity] = newValue }
    }
    /// Multiplies every particle's scale; animatable.
    public var scale: Double {
        get { self[Properties.declared.scale] }
        set { self[Properties.declared.scale] = newValue }
    }
    /// Multiplies every particle's rotation speed; animatable.
    public var spin: Double {
        get { self[Properties.declared.spin] }
        set { self[Properties.declared.spin] = newValue }
    }
    /// The seed of the particles' random draws: the same seed gives the same particles.
    public var seed: UInt32 {
        get { self[Properties.declared.seed] }
        set { self[Properties.declared.seed] = newValue }
    }

    /// Sets `key` as `Layer` does; a model's change of `birthRate` is recorded at the running
    /// timeline's time, so it moves only the births after it.
    open override func setValue(_ value: Any?, forKey key: String) {
        guard key == "birthRate", !isPresentation else { return super.setValue(value, forKey: key) }
        let previous = birthRate
        super.setValue(value, forKey: key)
        recordBirthRate(previous: previous)
    }

    override func didAttach(_ attached: AttachedAnimation) { keepIfBirthRateAnimation(attached) }
    override func didDetach(_ attached: AttachedAnimation) { markDetached(attached) }

    /// The particles alive at this layer's local time `time`, below copies of the sublayers.
    override func presentationSublayers(for copy: Layer, atLocalTime time: Double, memo: inout EasingMemo) -> [Layer] {
        let sublayers = super.presentationSublayers(for: copy, atLocalTime: time, memo: &memo)
        guard let emitter = copy as? EmitterLayer else { return sublayers }
        let particles = EmitterSimulation(emitter, model: self).particles(atLocalTime: time)
        var layers: [Layer] = []
        layers.reserveCapacity(particles.count + sublayers.count)
        for particle in particles where particle.scale > 0 && particle.color.alpha > 0 {
            guard let image = particle.contents else { continue }
            let size = imageSizes[image] ?? Self.pointSize(of: image)
            imageSizes[image] = size
            guard size.width > 0, size.height > 0 else { continue }
            let scale = particle.contentsScale > 0 ? particle.contentsScale : 1
            let layer = ParticleLayer(particle, imageSize: Size(width: size.width / scale, height: size.height / scale))
            // In depth, the particle keeps its z: the renderer draws it in the superlayer's 3-D space.
            if emitter.preservesDepth { layer.transform = layer.transform.concatenating(Transform3D(translationX: 0, y: 0, z: particle.position.z)) }
            layers.append(layer)
        }
        return layers + sublayers
    }

    /// The size in points (at 1 pixel a point) of a cell's image, from its header; zero, with a
    /// warning, when the header gives none (give the size as `Image(source:pixelSize:)`).
    private static func pointSize(of image: Image) -> Size {
        if let size = ImageHeader.pixelSize(of: image) { return size }
        Timeline.warn("EmitterCell contents \(image.name): its size cannot be read from the image (PNG, JPEG, GIF and "
            + "WebP headers are read); make it with Image(source:pixelSize:) to give it one. Its particles are not drawn")
        return .zero
    }
}
