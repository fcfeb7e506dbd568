import MotionCore

/// A camera over the scene, for demo videos that zoom in on what matters: eased moves of the
/// viewport — the part of the scene the frame shows — scripted like the rest of the scene.
///
/// ```swift
/// stage.camera.zoom(to: Rect(x: 40, y: 300, width: 320, height: 180), at: 2, duration: 0.6)
/// stage.camera.follow(card, zoom: 1.8, at: 4)
/// stage.camera.reset(at: 6)
/// ```
///
/// The scene is drawn through the camera (the root's sublayers under one more transform), so a
/// zoomed frame is rendered at full resolution, never enlarged pixels. The viewport keeps the
/// frame's aspect ratio, stays inside the scene, and is a pure function of the frame's time:
/// each move eases from wherever the camera is to its target, and a move that starts while the
/// camera follows a layer blends from the followed layer's place at that same frame. Touch
/// indicators belong to the scene and move with it; captions stay where the frame puts them.
public final class Camera {
    /// One scripted move.
    struct Move {
        enum Target {
            case rect(Rect)
            case layer(Layer, zoom: Double)
            case whole
        }
        let target: Target
        let start: Double
        let duration: Double
        let curve: TimingFunction
    }

    private(set) var moves: [Move] = []

    init() {}

    /// Moves the viewport to show `rect` (scene points), widened to the frame's aspect ratio,
    /// from `time` over `duration` seconds along `curve`.
    public func zoom(to rect: Rect, at time: Double, duration: Double = 0.6, curve: TimingFunction = .easeInEaseOut) {
        add(Move(target: .rect(rect), start: time, duration: duration, curve: curve))
    }

    /// Moves the viewport onto `layer` (magnified `zoom` times) and keeps it centred on the layer
    /// wherever it goes, until the next move.
    public func follow(_ layer: Layer, zoom: Double = 2, at time: Double, duration: Double = 0.6,
                       curve: TimingFunction = .easeInEaseOut) {
        add(Move(target: .layer(layer, zoom: zoom), start: time, duration: duration, curve: curve))
    }

    /// Moves the viewport back to the whole scene.
    public func reset(at time: Double, duration: Double = 0.6, curve: TimingFunction = .easeInEaseOut) {
        add(Move(target: .whole, start: time, duration: duration, curve: curve))
    }

    /// Moves in the order they start (ties in the order scripted).
    private func add(_ move: Move) {
        let index = moves.firstIndex { $0.start > move.start } ?? moves.endIndex
        moves.insert(move, at: index)
    }

    /// The viewport at `time` over a scene of `bounds`; `center` finds a followed layer's centre
    /// in the root's coordinates in the frame being made (nil when it is not in the tree).
    func viewport(at time: Double, bounds: Rect, center: (Layer) -> Point?) -> Rect {
        var viewport = bounds
        for move in moves where move.start <= time {
            let target: Rect
            switch move.target {
            case .rect(let rect): target = Self.fitted(rect, in: bounds)
            case .whole: target = bounds
            case let .layer(layer, zoom):
                guard let point = center(layer), zoom.isFinite, zoom > 0 else { continue }
                let size = Size(width: bounds.width / zoom, height: bounds.height / zoom)
                target = Self.fitted(Rect(x: point.x - size.width / 2, y: point.y - size.height / 2,
                                          width: size.width, height: size.height), in: bounds)
            }
            let linear = move.duration > 0 ? min(max((time - move.start) / move.duration, 0), 1) : 1
            let progress = move.curve.value(at: linear)
            viewport = Rect(x: viewport.minX + (target.minX - viewport.minX) * progress,
                            y: viewport.minY + (target.minY - viewport.minY) * progress,
                            width: viewport.width + (target.width - viewport.width) * progress,
                            height: viewport.height + (target.height - viewport.height) * progress)
        }
        return viewport
    }

    /// `rect` widened to the aspect ratio of `bounds` about its centre, no larger than `bounds`,
    /// and moved inside it.
    static func fitted(_ rect: Rect, in bounds: Rect) -> Rect {
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite,
              rect.midX.isFinite, rect.midY.isFinite else { return bounds }
        let aspect = bounds.width / bounds.height
        var width = max(rect.width, rect.height * aspect), height = width / aspect
        if width > bounds.width { width = bounds.width; height = bounds.height }
        let x = min(max(rect.midX - width / 2, bounds.minX), bounds.maxX - width)
        let y = min(max(rect.midY - height / 2, bounds.minY), bounds.maxY - height)
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// The root's `sublayerTransform` (about its anchor, the bounds' centre) that shows
    /// `viewport` of `bounds` on the whole frame; nil for the whole scene.
    static func sublayerTransform(showing viewport: Rect, of bounds: Rect) -> Transform3D? {
        guard viewport != bounds, viewport.width > 0 else { return nil }
        let scale = bounds.width / viewport.width
        let center = Point(x: bounds.midX, y: bounds.midY)
        // Scene point p lands at bounds.origin + (p − viewport.origin) · scale; as a transform
        // about the anchor: T(c) · S(scale) · T(bounds.origin − scale · viewport.origin − c).
        return Transform3D(translationX: center.x, y: center.y, z: 0)
            .concatenating(Transform3D(scaleX: scale, y: scale, z: 1))
            .concatenating(Transform3D(translationX: bounds.minX - scale * viewport.minX - center.x,
                                       y: bounds.minY - scale * viewport.minY - center.y, z: 0))
    }
}
