/// Builds the engine layers of a shape layer's items, as Lottie draws them: items listed first
/// are on top; a paint (`fl`, `st`, `gf`) draws the geometry listed before it in its group and in
/// the groups before it there; a group draws under its own transform (`tr`); a trim path trims
/// the strokes of its group and the groups inside it, and Round Corners (`rd`) rounds their paths.
struct LottieShapeLayers {
    let timing: LottieTiming
    /// Receives what is not drawn, by feature name.
    let skip: (String) -> Void

    /// Adds to `container` the layers of `items` (top first), bottom first; `inherited` are the
    /// paints of enclosing groups listed after this group, `trim` the enclosing trim, `rounding`
    /// the enclosing Round Corners' radius.
    func build(_ items: [LottieShape], into container: Layer, inherited: [LottieShape] = [], trim: LottieShape? = nil,
               rounding: LottieAnimated<[Double]>? = nil) {
        let trim = items.first { if case .trim = $0 { true } else { false } } ?? trim
        let rounding = items.lazy.compactMap { if case .roundedCorners(let radius) = $0 { radius } else { nil } }.first ?? rounding
        let geometry = items.filter(\.isGeometry)
        if !geometry.isEmpty {
            let path = LottieGeometry.path(of: geometry, rounding: rounding)
            for paint in inherited.reversed() { paintLayer(paint, path: path, trim: trim).map(container.addSublayer) }
        }
        for index in items.indices.reversed() {
            switch items[index] {
            case let .group(_, groupItems, transform):
                let layers = LottieTransformLayers(transform, timing: timing, opacity: true)
                let paints = items[(index + 1)...].filter(Self.isPaint) + inherited
                build(groupItems, into: layers.inner, inherited: paints, trim: trim, rounding: rounding)
                container.addSublayer(layers.outer)
            case .fill, .stroke, .gradientFill, .gradientStroke:
                let above = items[..<index].filter(\.isGeometry)
                guard !above.isEmpty else { continue }
                paintLayer(items[index], path: LottieGeometry.path(of: Array(above), rounding: rounding), trim: trim).map(container.addSublayer)
            case .repeater(let repeater):
                let (replicator, content) = LottieRepeaterLayer.make(repeater, timing: timing, skip: skip)
                let paints = items[(index + 1)...].filter(Self.isPaint) + inherited
                build(Array(items[..<index]), into: content, inherited: paints, trim: trim, rounding: rounding)
                container.addSublayer(replicator)
                return
            case .mergePaths(let mode) where mode != 1:
                skip("merge paths (\([2: "add", 3: "subtract", 4: "intersect", 5: "exclude intersections"][mode] ?? "mode \(mode)"))")
            case .unsupported(let type, _):
                skip(type)
            default:
                continue
            }
        }
    }

    private static func isPaint(_ item: LottieShape) -> Bool {
        switch item {
        case .fill, .stroke, .gradientFill, .gradientStroke: true
        default: false
        }
    }

    /// The layer drawing `path` with `paint`.
    private func paintLayer(_ paint: LottieShape, path: LottieAnimated<Path>, trim: LottieShape?) -> Layer? {
        let percent: ([Double]) -> Double = { min(max(($0.first ?? 100) / 100, 0), 1) }
        switch paint {
        case let .fill(color, opacity, evenOdd):
            let layer = shapeLayer(path)
            layer.fillRule = evenOdd ? .evenOdd : .winding
            timing.apply(color, to: layer, keyPath: "fillColor", convert: Self.color)
            timing.apply(opacity, to: layer, keyPath: "opacity", convert: percent)
            if trim != nil { skip("trim paths of fills") }
            return layer
        case let .stroke(stroke):
            let layer = shapeLayer(path)
            style(layer, as: stroke, path: path, trim: trim)
            timing.apply(stroke.opacity, to: layer, keyPath: "opacity", convert: percent)
            return layer
        case let .gradientFill(gradient, opacity, evenOdd):
            let mask = shapeLayer(path)
            mask.fillRule = evenOdd ? .evenOdd : .winding
            let layer = LottieGradientLayer.make(gradient, mask: mask, path: path, outset: LottieGradientLayer.fillMargin, timing: timing)
            timing.apply(opacity, to: layer, keyPath: "opacity", convert: percent)
            if trim != nil { skip("trim paths of fills") }
            return layer
        case let .gradientStroke(gradient, stroke):
            let mask = shapeLayer(path)
            style(mask, as: stroke, path: path, trim: trim)
            let width = stroke.width.value(atFrame: 0).first ?? 0
            let outset = width / 2 * (stroke.join == .miter ? max(stroke.miterLimit, 1) : 1)
            let layer = LottieGradientLayer.make(gradient, mask: mask, path: path, outset: outset, timing: timing)
            timing.apply(stroke.opacity, to: layer, keyPath: "opacity", convert: percent)
            return layer
        default:
            return nil
        }
    }

    /// Gives `layer` (drawing `path`) the stroke's colour, width and style, and the trim's ends;
    /// what the trim's offset carries past the path's end is a copy of the stroke in it.
    private func style(_ layer: ShapeLayer, as stroke: LottieStroke, path: LottieAnimated<Path>, trim: LottieShape?) {
        style(layer, as: stroke)
        guard case let .trim(start, end, offset) = trim else { return }
        let trim = LottieTrim(start: start, end: end, offset: offset)
        trim.apply(to: layer, timing: timing)
        guard trim.canOverflow else { return }
        let overflow = shapeLayer(path)
        style(overflow, as: stroke)
        trim.applyOverflow(to: overflow, timing: timing)
        layer.addSublayer(overflow)
    }

    /// Gives `layer` the stroke's colour, width and style.
    private func style(_ layer: ShapeLayer, as stroke: LottieStroke) {
        layer.fillColor = nil
        layer.lineCap = stroke.cap
        layer.lineJoin = stroke.join
        layer.miterLimit = stroke.miterLimit
        layer.lineDashPattern = stroke.dashes
        layer.lineDashPhase = stroke.dashPhase
        timing.apply(stroke.color, to: layer, keyPath: "strokeColor", convert: Self.color)
        timing.apply(stroke.width, to: layer, keyPath: "lineWidth") { $0.first ?? 0 }
    }

    private func shapeLayer(_ path: LottieAnimated<Path>) -> ShapeLayer {
        let layer = ShapeLayer()
        layer.bounds = Rect(x: 0, y: 0, width: 0, height: 0)
        layer.anchorPoint = Point(x: 0, y: 0)
        timing.apply(path, to: layer, keyPath: "path") { $0 }
        return layer
    }

    /// A Lottie colour: 0…1 components (0…255 in old files, told by a component above 1), alpha 1 when absent.
    static func color(_ values: [Double]) -> Color {
        let unit = values.prefix(3).contains { $0 > 1 } ? 255.0 : 1
        func component(_ index: Int, _ fallback: Double) -> Double { index < values.count ? min(max(values[index] / unit, 0), 1) : fallback }
        return Color(red: component(0, 0), green: component(1, 0), blue: component(2, 0), alpha: component(3, 1))
    }
}
