/// One live particle of an emitter in a presentation tree: its cell's image at the particle's
/// place, scale and rotation, faded by its alpha and tinted by its colour (`TintedLayer`);
/// with `isAdditive`, composited by adding its colour to what lies below (`.additive` render mode).
public final class ParticleLayer: Layer, TintedLayer {
    /// The colour the image is multiplied by (its alpha is also the layer's opacity).
    public private(set) var tint = Color.white
    /// Whether the particle is added to what lies below rather than drawn over it.
    public private(set) var isAdditive = false

    required init() {
        super.init()
        isPresentation = true
    }

    required init(layer: Any) {
        super.init(layer: layer)
        isPresentation = true
        if let particle = layer as? ParticleLayer { tint = particle.tint; isAdditive = particle.isAdditive }
    }

    /// The layer showing `particle`, whose image is `imageSize` points (before its scale).
    convenience init(_ particle: Particle, imageSize: Size, additive: Bool) {
        self.init()
        tint = particle.color
        isAdditive = additive
        contents = particle.contents
        bounds = Rect(origin: .zero, size: imageSize)
        position = Point(x: particle.position.x, y: particle.position.y)
        transform = Transform3D(rotationAngle: particle.rotation, x: 0, y: 0, z: 1)
            .scaledBy(x: particle.scale, y: particle.scale, z: 1)
        opacity = particle.color.alpha
    }
}
