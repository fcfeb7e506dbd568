#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Animates a key path through a sequence of values or along a path (CAKeyframeAnimation).
///
/// Each keyframe is reached at its `keyTimes` entry (a fraction of the simple duration; evenly
/// spaced when nil). Between keyframes the value follows `calculationMode`: straight lines,
/// steps, constant speed, or a Kochanek–Bartels spline shaped by `tensionValues`,
/// `continuityValues` and `biasValues` (all 0: Catmull-Rom). `timingFunctions` ease each
/// segment, after the animation's own `timingFunction` has eased the whole.
///
/// With a `path` (for point key paths such as "position"), the path's vertices are the
/// keyframes and the value moves along its lines and curves at constant speed within each
/// segment; `rotationMode` also turns the layer to follow the path's tangent.
open class KeyframeAnimation: PropertyAnimation {
    /// How values between keyframes are computed (CAAnimationCalculationMode).
    public enum CalculationMode: String, Sendable, CaseIterable {
        /// Straight interpolation between consecutive keyframes.
        case linear
        /// Each value held until the next keyframe; `keyTimes` may have one entry more than `values`.
        case discrete
        /// Linear, with key times chosen for a constant speed (`keyTimes` and `timingFunctions` are
        /// ignored). Values without a distance (transforms, strings...) are spaced evenly.
        case paced
        /// A smooth spline through the keyframes. Values that are not numbers, points, sizes,
        /// rects, vectors or colours (transforms...) are joined by straight segments instead.
        case cubic
        /// The spline, with key times chosen from the straight-line distances between keyframes.
        case cubicPaced
    }

    /// Whether an object moving along `path` turns with it (CAAnimationRotationMode).
    public enum RotationMode: String, Sendable, CaseIterable {
        /// The layer's z rotation follows the path's tangent.
        case rotateAuto
        /// As `rotateAuto`, turned by an extra half turn.
        case rotateAutoReverse
    }

    /// The keyframe values, all of one type; ignored when `path` is set.
    public var values: [Any]? { didSet { invalidatePlan() } }
    /// A path for point key paths; its vertices are the keyframes.
    public var path: Path? { didSet { invalidatePlan() } }
    /// `path` under a name of its own, for ZoetropeUIKit, whose CGMutablePath spelling of `path` hides this one there.
    package var motionPath: Path? {
        get { path }
        set { path = newValue }
    }
    /// When each keyframe is reached, as fractions of the duration in [0, 1], non-decreasing;
    /// one per keyframe (one more for `.discrete`, whose last entry ends the last value).
    public var keyTimes: [Double]? { didSet { invalidatePlan() } }
    /// `keyTimes` under a name of its own, for ZoetropeUIKit's `[NSNumber]` spelling, which
    /// hides this one in that module.
    package var keyTimeFractions: [Double]? {
        get { keyTimes }
        set { keyTimes = newValue }
    }
    /// Easing of each segment between keyframes: one fewer than the keyframes.
    public var timingFunctions: [TimingFunction]?
    /// How values between keyframes are computed (default `.linear`).
    public var calculationMode: CalculationMode = .linear { didSet { invalidatePlan() } }
    /// Turns the layer along `path`; no effect without a path.
    public var rotationMode: RotationMode?
    /// Per-keyframe spline tension for the cubic modes: 1 tight (corners), −1 slack.
    public var tensionValues: [Double]? { didSet { invalidatePlan() } }
    /// Per-keyframe continuity for the cubic modes: 0 smooth, ±1 sharp corners.
    public var continuityValues: [Double]? { didSet { invalidatePlan() } }
    /// Per-keyframe bias for the cubic modes: positive overshoots past the keyframe, negative before it.
    public var biasValues: [Double]? { didSet { invalidatePlan() } }

    /// The resolved keyframes, key times and spline data, built on first use after a change.
    var cachedPlan: KeyframePlan?

    /// An animation of `keyPath` through `values` (reached at `keyTimes`, evenly spaced when nil).
    public convenience init(keyPath: String?, values: [Any], keyTimes: [Double]? = nil) {
        self.init()
        self.keyPath = keyPath
        self.values = values
        self.keyTimes = keyTimes
    }

    override var animatedValues: [Any] { values ?? [] }

    /// Paths of different structure are also resampled to one (`Path.resampledAlike`), since
    /// Core Animation leaves their interpolation undefined.
    override func convertValues(like current: Any) -> [Any] {
        guard let values else { return [] }
        var refused: [Any] = []
        let adapted = values.map { converted($0, like: current, refused: &refused) ?? $0 }
        if let paths = adapted as? [Path], !Path.haveOneStructure(paths) {
            self.values = Path.resampledAlike(paths)
        } else {
            self.values = adapted
        }
        return refused
    }

    open override func copyFields(from other: Animation) {
        super.copyFields(from: other)
        guard let other = other as? KeyframeAnimation else { return }
        values = other.values; path = other.path; keyTimes = other.keyTimes
        timingFunctions = other.timingFunctions; calculationMode = other.calculationMode
        rotationMode = other.rotationMode; tensionValues = other.tensionValues
        continuityValues = other.continuityValues; biasValues = other.biasValues
    }

    /// Also refuses keyframes that cannot be evaluated (see `validateKeyframes()`): no values
    /// and no path, mixed or non-finite values, arrays whose length does not match the keyframes.
    open override func validate() throws {
        try super.validate()
        try validateKeyframes()
    }

    /// The value at eased progress `progress`; the cumulative delta is last − first keyframe.
    open override func values(atProgress progress: Double, underlying _: Any) -> (value: Any, cycleDelta: Any?)? {
        guard let plan = resolvedPlan() else { return nil }
        return (plan.value(atProgress: progress, timingFunctions: timingFunctions), plan.cycleDelta)
    }

    /// As an action, a keyframe animation without a key path animates the changed key.
    public override func run(forKey event: String, object layer: Layer, previousValue: Any?) {
        guard keyPath == nil else { return super.run(forKey: event, object: layer, previousValue: previousValue) }
        let running = copy()
        running.keyPath = event
        layer.add(running, forKey: event)
    }

    /// Writes the value and, with a path and a rotation mode, the tangent's angle added to the
    /// layer's z rotation ("transform.rotation.z").
    open override func apply(to layer: Layer, model: Layer, atLayerTime time: Double) {
        super.apply(to: layer, model: model, atLayerTime: time)
        guard let rotationMode, path != nil, let plan = resolvedPlan(),
              let state = easedState(atLayerTime: time),
              let angle = plan.tangentAngle(atProgress: state.progress, timingFunctions: timingFunctions) else { return }
        let base = layer.value(at: Self.rotationKeyPath) as? Double ?? 0
        let turn = rotationMode == .rotateAutoReverse ? Double.pi : 0
        layer.setPresentationValue(base + angle + turn, at: Self.rotationKeyPath)
    }

    private static let rotationKeyPath = ParsedKeyPath("transform.rotation.z")

    private func invalidatePlan() { cachedPlan = nil }

    /// The plan for the current settings, or nil when there is nothing to animate.
    func resolvedPlan() -> KeyframePlan? {
        if let cachedPlan { return cachedPlan }
        let plan = KeyframePlan(animation: self)
        cachedPlan = plan
        return plan
    }
}
