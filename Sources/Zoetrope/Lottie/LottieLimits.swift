/// The bounds a Lottie document is read within, so a huge or hostile file fails with one error
/// instead of exhausting memory or time (ARCHITECTURE.md, "No input can exhaust memory").
public struct LottieLimits: Sendable, Equatable {
    /// Bytes of the file (JSON text, embedded images included).
    public var maximumFileSize = 64 << 20
    /// Depth of JSON arrays and objects, checked on the bytes before any parsing.
    public var maximumNesting = 96
    /// Layers in the whole document, precompositions' included, counted once per use.
    public var maximumLayers = 20_000
    /// Precompositions inside precompositions.
    public var maximumPrecompositionDepth = 16
    /// Keyframes of one property.
    public var maximumKeyframesPerProperty = 100_000
    /// Vertices of one path.
    public var maximumPointsPerPath = 100_000
    /// Keyframes and vertices in the whole document together.
    public var maximumTotalElements = 5_000_000
    /// Frames between a document's in and out points, which bounds sampled animations.
    public var maximumFrames = 100_000

    /// The defaults.
    public init() {}
}
