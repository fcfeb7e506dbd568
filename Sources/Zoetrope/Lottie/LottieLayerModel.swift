/// One layer of a Lottie composition (`layers[i]`): its kind, timing, transform and content.
struct LottieLayerModel {
    enum Kind {
        /// `ty` 0: the layers of the asset `reference`, `size` its clip.
        case precomposition(reference: String, size: Size)
        /// `ty` 1: a rectangle of colour.
        case solid(color: Color, size: Size)
        /// `ty` 2: the image asset `reference`.
        case image(reference: String)
        /// `ty` 3: nothing drawn; a parent for others.
        case null
        /// `ty` 4: shapes.
        case shapes([LottieShape])
        /// `ty` 5: text.
        case text(LottieText)
        /// Any other type (audio, camera…), named in a note.
        case unsupported(String)
    }

    /// How a layer uses the layer above it as a matte (`tt`).
    enum Matte: Int {
        case alpha = 1, alphaInverted = 2, luma = 3, lumaInverted = 4

        /// What a note calls it.
        var featureName: String {
            switch self {
            case .alpha: "alpha track mattes"
            case .alphaInverted: "inverted alpha track mattes"
            case .luma: "luma track mattes"
            case .lumaInverted: "inverted luma track mattes"
            }
        }
    }

    var name: String
    /// `ind`: how children name their parent.
    var index: Int?
    var parent: Int?
    var kind: Kind
    /// Frames of the parent composition between which the layer is shown: [inPoint, outPoint).
    var inPoint: Double
    var outPoint: Double
    /// `st`: the frame of the parent composition at which a precomposition's inner frame 0 falls
    /// (the layer's own keyframes are in the parent's frames already).
    var startTime: Double
    /// `sr`: how many parent frames one frame of a precomposition's inner composition lasts.
    var stretch: Double
    /// `tm`: a precomposition's time remapping — the inner composition's time in seconds as a
    /// keyframed function of the parent's frame; when present, `st` and `sr` do not apply.
    var timeRemap: LottieAnimated<[Double]>?
    var transform: LottieTransform
    /// `tt`: this layer is drawn through the layer above it.
    var matte: Matte?
    /// `td`: this layer is the matte of the layer below it and is not drawn itself.
    var isMatteSource: Bool
    /// `masksProperties`, each a closed path with a mode (`a` add, `s` subtract, …) and opacity.
    var masks: [LottieMask]
    /// `hd`: hidden.
    var isHidden: Bool
    /// What the layer has that is not drawn ("expressions", "effects"…).
    var skipped: [String]
    /// The first Drop Shadow effect (`ef`), drawn as the layer's shadow.
    var dropShadow: LottieDropShadow?
    /// The first Fill effect (`ef`), drawn over the layer's masked content.
    var fill: LottieFillEffect?
    /// The first Gaussian Blur effect (`ef`), drawn around the layer's masked (and filled) content.
    var blur: LottieGaussianBlur?
    /// `bm`: how the layer is composited with the layers below it; nil: normal.
    var blendMode: BlendMode?
}

/// One of a layer's masks (`masksProperties[i]`).
struct LottieMask {
    var mode: String
    var path: LottieAnimated<LottieBezier>
    var opacity: LottieAnimated<[Double]>
    var inverted: Bool
}
