@_exported import MotionCore

/// An animation Zoetrope can render: a size, a duration, and a script set up on a `Stage`.
///
/// ```swift
/// struct Pulse: Scene {
///     static let name = "pulse"
///     static let summary = "A dot that grows and fades"
///     var size: Size { Size(width: 200, height: 200) }
///     var duration: Double { 2 }
///
///     func setUp(on stage: Stage) {
///         let dot = Layer()
///         dot.bounds = Rect(x: 0, y: 0, width: 40, height: 40)
///         dot.position = Point(x: 100, y: 100)
///         dot.cornerRadius = 20
///         dot.backgroundColor = Color(hex: 0x0A84FF)
///         stage.rootLayer.addSublayer(dot)
///         stage.at(0.5) { Transaction.setAnimationDuration(1); dot.opacity = 0.2 }
///     }
/// }
/// ```
public protocol Scene {
    /// The command-line name, lowercase with dashes ("loading-indicator").
    static var name: String { get }
    /// One line for `zoetrope list`.
    static var summary: String { get }
    /// Names accepted by `--variant`; the first is the default. Empty for none.
    static var variants: [String] { get }

    /// The scene for a variant (nil: the default). Throw `SceneError.unknownVariant` for others.
    init(variant: String?) throws

    /// The canvas size in points.
    var size: Size { get }
    /// Length of the animation in seconds.
    var duration: Double { get }
    /// Default frame rate.
    var fps: Int { get }
    /// Default pixel density (pixels per point).
    var scale: Double { get }
    /// The colour behind everything; nil renders transparent where formats allow.
    var backgroundColor: Color? { get }
    /// What titles call this scene (a filmstrip's heading): its `name`, unless one instance
    /// stands for something else (a Lottie scene, its file).
    var title: String { get }

    /// Builds the layer tree and schedules the script. Called once per stage, at time 0.
    func setUp(on stage: Stage)
}

extension Scene {
    public static var variants: [String] { [] }
    public var fps: Int { 60 }
    public var scale: Double { 1 }
    public var backgroundColor: Color? { .white }
    public var title: String { Self.name }

    /// A default implementation for scenes without variants.
    public init(variant: String?) throws where Self: DefaultConstructible {
        guard variant == nil || Self.variants.contains(variant!) else {
            throw SceneError.unknownVariant(variant!, scene: Self.name, known: Self.variants)
        }
        self.init()
    }
}

/// Scenes that can be made with `init()`; gives them `init(variant:)` for free.
public protocol DefaultConstructible { init() }

extension Scene {
    /// Throws `RenderSettingsError.timeOutsideScene` unless `time` lies within the scene
    /// (0...duration), the times a still can show.
    package func checkStillTime(_ time: Double) throws {
        guard time.isFinite, time >= 0, time <= duration else {
            throw RenderSettingsError.timeOutsideScene(time, duration: duration)
        }
    }
}
