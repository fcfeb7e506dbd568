/// One live particle of an emitter in a presentation tree: its cell's image at the particle's
/// place, scale and rotation, faded by its alpha and tinted by its colour (`TintedLayer`). Under
/// an emitter in the `.additive` render mode, renderers add its colour to what lies below.
public final class ParticleLayer: TintedLayer {
    /// The layer showing `particle`, whose image is `imageSize` points (before its scale); it
    /// shows the particle's `contentsRect` of it, at that part's size.
    convenience init(_ particle: Particle, imageSize: Size) {
        self.init()
        tint = particle.color
        contents = particle.contents
        contentsRect = particle.contentsRect
        minificationFilter = particle.minificationFilter
        magnificationFilter = particle.magnificationFilter
        bounds = Rect(origin: .zero, size: Size(width: imageSize.width * abs(particle.contentsRect.width),
                                                height: imageSize.height * abs(particle.contentsRect.height)))
        position = Point(x: particle.position.x, y: particle.position.y)
        transform = Transform3D(rotationAngle: particle.rotation, x: 0, y: 0, z: 1)
            .scaledBy(x: particle.scale, y: particle.scale, z: 1)
        opacity = particle.color.alpha
    }

    /// Whether the particle is added to what lies below rather than drawn over it: its emitter
    /// (its superlayer) renders in the `.additive` mode.
    public var isAdditive: Bool { (superlayer as? EmitterLayer)?.renderMode == .additive }
}
