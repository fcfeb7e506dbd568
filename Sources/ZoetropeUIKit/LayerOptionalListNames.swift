// The lists iOS declares optional: `CALayer.sublayers` (`[CALayer]?`, nil when there are none,
// settable) and `animationKeys()` (`[String]?`, nil when nothing runs). So
// `layer.sublayers?.forEach { $0.removeFromSuperlayer() }`, `layer.sublayers = nil` and
// `layer.animationKeys()?.isEmpty` compile as on iOS. As with the Float spellings
// (IOSNumberTypes.swift), `sublayers` hides the engine's array in code that imports
// ZoetropeUIKit (reached here by a package name); `animationKeys()` overloads the engine's by its
// result type, the engine's disfavoured.

extension Layer {
    /// The sublayers as iOS declares them: nil when there are none. Setting it replaces them
    /// (`replaceSublayers(with:)`); nil removes them all.
    @_disfavoredOverload
    public var sublayers: [Layer]? {
        get {
            let layers = sublayerArray
            return layers.isEmpty ? nil : layers
        }
        set { replaceSublayers(with: newValue ?? []) }
    }

    /// The keys of the running animations as iOS declares them: nil when none runs. Favoured
    /// over the engine's (disfavoured) array where both fit, so `XCTAssertNil(layer.animationKeys())` reads as on iOS.
    public func animationKeys() -> [String]? {
        let keys = engineAnimationKeys(of: self)
        return keys.isEmpty ? nil : keys
    }
}

// The engine's keys, reached through a generic parameter whose declared result type picks them.
private func engineAnimationKeys<L: Layer>(of layer: L) -> [String] { layer.animationKeys() as [String] }
