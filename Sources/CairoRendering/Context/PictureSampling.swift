import CCairo
import MotionCore

/// How a layer's picture is cut, stretched and filtered: CALayer's `contentsRect`,
/// `contentsCenter`, `contentsScale` and filters, read once from the layer.
struct PictureSampling: Hashable {
    /// The part of the picture shown, in unit coordinates.
    var shown = Rect.unit
    /// The part that stretches (a nine-slice), in unit coordinates of the shown part.
    var stretching = Rect.unit
    /// Picture pixels per point, for the nine-slice's fixed corners.
    var pixelsPerPoint = 1.0
    var minification = ContentsFilter.linear
    var magnification = ContentsFilter.linear

    /// The whole picture, stretched evenly and filtered bilinearly: drawn as it always was.
    static let plain = PictureSampling()

    init() {}

    /// The sampling `layer`'s properties ask for.
    init(_ layer: Layer) {
        shown = layer.contentsRect
        stretching = layer.contentsCenter
        pixelsPerPoint = layer.contentsScale.isFinite && layer.contentsScale > 0 ? layer.contentsScale : 1
        minification = layer.minificationFilter
        magnification = layer.magnificationFilter
    }

    /// The size, in points, of the shown part of a picture of `pixels` (what `contentsGravity` places).
    func shownSize(ofPicture pixels: Size) -> Size {
        Size(width: pixels.width * shown.width / pixelsPerPoint, height: pixels.height * shown.height / pixelsPerPoint)
    }

    /// Cairo's filter for drawing `sourcePixels` picture pixels over `devicePixels` device pixels.
    func filter(sourcePixels: Double, devicePixels: Double) -> cairo_filter_t {
        let chosen = devicePixels >= sourcePixels ? magnification : minification
        return chosen == .nearest ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD
    }

    /// The picture's pieces and where each goes in `rect`: the shown part, cut in nine by
    /// `stretching` when that is not the whole. Each piece is (source, in picture pixels;
    /// destination, in points). Fixed corners keep their size in points unless `rect` is too
    /// small for them, when they shrink together.
    func pieces(ofPicture pixels: Size, in rect: Rect) -> [(source: Rect, destination: Rect)] {
        let source = Rect(x: shown.minX * pixels.width, y: shown.minY * pixels.height,
                          width: shown.width * pixels.width, height: shown.height * pixels.height)
        guard stretching != .unit else { return [(source, rect)] }
        let columns = Self.cuts(from: source.minX, length: source.width, stretching: (stretching.minX, stretching.maxX),
                                into: rect.minX, length: rect.width, pixelsPerPoint: pixelsPerPoint)
        let rows = Self.cuts(from: source.minY, length: source.height, stretching: (stretching.minY, stretching.maxY),
                             into: rect.minY, length: rect.height, pixelsPerPoint: pixelsPerPoint)
        var pieces: [(source: Rect, destination: Rect)] = []
        for row in 0..<3 {
            for column in 0..<3 {
                let piece = (source: Rect(x: columns.source[column], y: rows.source[row],
                                          width: columns.source[column + 1] - columns.source[column],
                                          height: rows.source[row + 1] - rows.source[row]),
                             destination: Rect(x: columns.destination[column], y: rows.destination[row],
                                               width: columns.destination[column + 1] - columns.destination[column],
                                               height: rows.destination[row + 1] - rows.destination[row]))
                if piece.source.width > 0, piece.source.height > 0, piece.destination.width > 0, piece.destination.height > 0 {
                    pieces.append(piece)
                }
            }
        }
        return pieces
    }

    /// The four cut positions along one axis, in the picture and in the destination.
    private static func cuts(from start: Double, length: Double, stretching: (Double, Double), into target: Double,
                             length targetLength: Double, pixelsPerPoint: Double) -> (source: [Double], destination: [Double]) {
        let low = min(max(stretching.0, 0), 1), high = min(max(stretching.1, low), 1)
        let source = [start, start + low * length, start + high * length, start + length]
        var before = (source[1] - source[0]) / pixelsPerPoint, after = (source[3] - source[2]) / pixelsPerPoint
        if before + after > targetLength, before + after > 0 {
            let shrink = targetLength / (before + after)
            before *= shrink
            after *= shrink
        }
        return (source, [target, target + before, target + targetLength - after, target + targetLength])
    }
}
