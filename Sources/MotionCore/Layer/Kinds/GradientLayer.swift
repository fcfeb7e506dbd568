/// A layer filled with a colour gradient (CAGradientLayer). Data only: the renderer draws it.
/// `colors`, `locations`, `startPoint` and `endPoint` are animatable.
open class GradientLayer: Layer {
    /// The gradient's geometry (CAGradientLayerType).
    public enum GradientType: String, Hashable, Sendable, CaseIterable {
        /// Along the line from `startPoint` to `endPoint`.
        case axial
        /// An ellipse centred on `startPoint` whose edge passes through `endPoint`.
        case radial
        /// Swept around `startPoint`, starting in the direction of `endPoint`.
        case conic
    }

    /// Core Animation's defaults: no colours, evenly spaced stops, top-centre to bottom-centre.
    static let gradientDefaults: [String: Any] = [
        "colors": nil as [Color]? as Any,
        "locations": nil as [Double]? as Any,
        "startPoint": Point(x: 0.5, y: 0),
        "endPoint": Point(x: 0.5, y: 1),
        "type": GradientType.axial,
    ]

    open override class var defaultValues: [String: Any] {
        super.defaultValues.merging(gradientDefaults) { _, gradient in gradient }
    }

    /// The gradient stops' colours; nil or empty draws nothing.
    public var colors: [Color]? {
        get { stored("colors", nil as [Color]?) }
        set { setValue(newValue, forKey: "colors") }
    }
    /// Each colour's position in [0, 1], increasing; nil spaces the colours evenly.
    public var locations: [Double]? {
        get { stored("locations", nil as [Double]?) }
        set { setValue(newValue, forKey: "locations") }
    }
    /// Where the gradient starts, in unit coordinates of the bounds.
    public var startPoint: Point {
        get { stored("startPoint", Point(x: 0.5, y: 0)) }
        set { setValue(newValue, forKey: "startPoint") }
    }
    /// Where the gradient ends, in unit coordinates of the bounds.
    public var endPoint: Point {
        get { stored("endPoint", Point(x: 0.5, y: 1)) }
        set { setValue(newValue, forKey: "endPoint") }
    }
    /// Axial (default), radial or conic.
    public var type: GradientType {
        get { stored("type", GradientType.axial) }
        set { setValue(newValue, forKey: "type") }
    }

    /// The colour stops to draw: `colors` at `resolvedLocations`.
    public var stops: [GradientStop] {
        zip(colors ?? [], resolvedLocations).map { GradientStop(color: $0, location: $1) }
    }

    /// The stop positions to draw: `locations` when it has one entry per colour, else evenly
    /// spaced from 0 to 1 (a single colour sits at 0).
    public var resolvedLocations: [Double] {
        let count = colors?.count ?? 0
        if let locations, locations.count == count { return locations }
        guard count > 1 else { return Array(repeating: 0, count: count) }
        return (0..<count).map { Double($0) / Double(count - 1) }
    }
}
