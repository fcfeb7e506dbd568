import MotionCore

/// A camera over the scene, for demo videos that zoom in on what matters: eased moves of the
/// viewport — the part of the scene the frame shows — scripted like the rest of the scene.
///
/// ```swift
/// stage.camera.zoom(to: Rect(x: 40, y: 300, width: 320, height: 180), at: 2, duration: 0.6)
/// stage.camera.follow(card, zoom: 1.8, at: 4)
/// stage.camera.reset(at: 6)
/// stage.camera.followTouches(TouchFollowing(zoom: 1.8), from: 8)   // or let the taps direct it
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
            /// `zoom` times closer about a point, widened to cover `area` (a touch's).
            case around(Point, zoom: Double, covering: Rect)
            case whole
        }
        let target: Target
        let start: Double
        let duration: Double
        let curve: CameraCurve
    }

    /// The scripted moves, in the order they start.
    private(set) var moves: [Move] = []
    /// Touch following and the times whose touches it follows.
    private var followings: [(following: TouchFollowing, window: Range<Double>)] = []

    /// Whether the camera ever moves.
    var isDirected: Bool { !moves.isEmpty || !followings.isEmpty }

    init() {}

    /// Moves the viewport to show `rect` (scene points), widened to the frame's aspect ratio,
    /// from `time` over `duration` seconds along `curve`.
    public func zoom(to rect: Rect, at time: Double, duration: Double = 0.6, curve: CameraCurve = .easeInEaseOut) {
        add(Move(target: .rect(rect), start: time, duration: duration, curve: curve))
    }

    /// Moves the viewport onto `layer` (magnified `zoom` times) and keeps it centred on the layer
    /// wherever it goes, until the next move.
    public func follow(_ layer: Layer, zoom: Double = 2, at time: Double, duration: Double = 0.6,
                       curve: CameraCurve = .easeInEaseOut) {
        add(Move(target: .layer(layer, zoom: zoom), start: time, duration: duration, curve: curve))
    }

    /// Moves the viewport back to the whole scene.
    public func reset(at time: Double, duration: Double = 0.6, curve: CameraCurve = .easeInEaseOut) {
        add(Move(target: .whole, start: time, duration: duration, curve: curve))
    }

    /// Lets the script's touches direct the camera (`TouchFollowing`): it moves in on each touch
    /// that lands from `start` until `end` and back out when the screen is idle, whenever in the
    /// script the touches are written. Scripted moves still apply; at one instant the one that
    /// started last leads.
    public func followTouches(_ following: TouchFollowing = TouchFollowing(), from start: Double = 0, until end: Double = .infinity) {
        guard start < end else { return }
        followings.append((following, start..<end))
    }

    /// Moves in the order they start (ties in the order scripted).
    private func add(_ move: Move) {
        let index = moves.firstIndex { $0.start > move.start } ?? moves.endIndex
        moves.insert(move, at: index)
    }

    /// The viewport at `time` over a scene of `bounds`; `center` finds a followed layer's centre
    /// in the root's coordinates in the frame being made (nil when it is not in the tree);
    /// `touches` are the fingers scripted so far, for touch following.
    func viewport(at time: Double, bounds: Rect, touches: [TouchTrack], center: (Layer) -> Point?) -> Rect {
        var viewport = bounds
        for move in allMoves(touches: touches) where move.start <= time {
            let target: Rect
            switch move.target {
            case .rect(let rect): target = Self.fitted(rect, in: bounds)
            case .whole: target = bounds
            case let .layer(layer, zoom):
                guard let point = center(layer), zoom.isFinite, zoom > 0 else { continue }
                target = Self.fitted(Self.rect(around: point, zoom: zoom, in: bounds), in: bounds)
            case let .around(point, zoom, area):
                guard zoom.isFinite, zoom > 0 else { continue }
                target = Self.fitted(Self.rect(around: point, zoom: zoom, in: bounds).union(area), in: bounds)
            }
            let progress = move.curve.progress(elapsed: time - move.start, duration: move.duration)
            viewport = Rect(x: viewport.minX + (target.minX - viewport.minX) * progress,
                            y: viewport.minY + (target.minY - viewport.minY) * progress,
                            width: viewport.width + (target.width - viewport.width) * progress,
                            height: viewport.height + (target.height - viewport.height) * progress)
            // A spring past its target: still the frame's aspect, never outside the scene.
            if progress > 1 { viewport = Self.fitted(viewport, in: bounds) }
        }
        return viewport
    }

    /// The scripted moves and those following `touches`, in the order they start (scripted first at a tie).
    private func allMoves(touches: [TouchTrack]) -> [Move] {
        guard !followings.isEmpty else { return moves }
        let shots = touches.compactMap(TouchFollowing.Shot.init)
        let following = followings.flatMap { $0.following.moves(following: shots, within: $0.window) }
        return (moves + following).enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element)
    }

    /// The rect of the frame's aspect `zoom` times smaller than `bounds`, centred on `point`.
    private static func rect(around point: Point, zoom: Double, in bounds: Rect) -> Rect {
        let size = Size(width: bounds.width / zoom, height: bounds.height / zoom)
        return Rect(x: point.x - size.width / 2, y: point.y - size.height / 2, width: size.width, height: size.height)
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
