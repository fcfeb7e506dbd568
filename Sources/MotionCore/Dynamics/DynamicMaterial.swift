/// The physical properties of one item, as `DynamicItemBehavior` sets them (UIKit's defaults
/// otherwise: no bounce, no friction, density 1, no resistance, free to turn).
struct DynamicMaterial: Equatable {
    var elasticity = 0.0
    var friction = 0.0
    var density = 1.0
    var resistance = 0.0
    var angularResistance = 0.0
    var allowsRotation = true
    var isAnchored = false
}
