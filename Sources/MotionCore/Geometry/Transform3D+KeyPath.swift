/// The transform components Core Animation addresses with "transform.…" key paths
/// ("Key-Value Coding Extensions" in the Core Animation Programming Guide).
///
/// Keys (with or without the leading "transform."): "rotation.x", "rotation.y", "rotation.z",
/// "rotation" (= "rotation.z"), "scale.x", "scale.y", "scale.z", "scale" (the average of the three
/// scale factors), "translation.x", "translation.y", "translation.z" (Doubles) and "translation"
/// (a `Size` of x and y).
///
/// Reading decomposes the transform: affine transforms with the 2-D decomposition (rotation about
/// z, x/y scale with a flip kept on one axis, z scale = m33 = 1), others with the 3-D one, rotations
/// as Euler angles with R = Rx · Ry · Rz (x first). Writing replaces that one component and
/// recomposes, so setting "rotation.z" keeps the scale and translation, and an animation of
/// "transform.rotation.z" from 0 to 2π turns a full circle.
extension Transform3D {
    /// The component named by `key`, or nil for an unknown key or a transform that cannot be
    /// decomposed (perspective with a singular 3×3 part, m44 = 0, non-finite entries).
    public func value(forTransformKey key: String) -> Any? {
        guard let component = Component(key) else { return nil }
        return components()?.value(component)
    }

    /// The transform with the component named by `key` set to `value` (a Double, or a `Size` for
    /// "translation"); nil for an unknown key, a value of the wrong type or a transform that cannot
    /// be decomposed.
    public func setting(_ value: Any, forTransformKey key: String) -> Transform3D? {
        guard let component = Component(key), var parts = components(), parts.set(component, value) else { return nil }
        return parts.transform
    }

    private enum Component: String {
        case rotationX = "rotation.x", rotationY = "rotation.y", rotationZ = "rotation.z"
        case scaleX = "scale.x", scaleY = "scale.y", scaleZ = "scale.z", scale
        case translationX = "translation.x", translationY = "translation.y", translationZ = "translation.z", translation

        init?(_ key: String) {
            let name = key.hasPrefix("transform.") ? String(key.dropFirst("transform.".count)) : key
            self.init(rawValue: name == "rotation" ? "rotation.z" : name)
        }
    }

    /// Translation, scale and Euler rotation plus what they need to recompose the rest.
    private struct Components {
        var translation: SIMD3<Double>
        var scale: SIMD3<Double>
        var rotation: SIMD3<Double>
        var skew: SIMD3<Double>
        var perspective: SIMD4<Double>
        var planar: Decomposition2D?

        func value(_ c: Component) -> Any {
            switch c {
            case .rotationX: return rotation.x
            case .rotationY: return rotation.y
            case .rotationZ: return rotation.z
            case .scaleX: return scale.x
            case .scaleY: return scale.y
            case .scaleZ: return scale.z
            case .scale: return scale.sum() / 3
            case .translationX: return translation.x
            case .translationY: return translation.y
            case .translationZ: return translation.z
            case .translation: return Size(width: translation.x, height: translation.y)
            }
        }

        /// False when the value has the wrong type for the component.
        mutating func set(_ c: Component, _ value: Any) -> Bool {
            if c == .translation {
                guard let size = value as? Size else { return false }
                translation.x = size.width
                translation.y = size.height
                return true
            }
            guard let v = value as? Double else { return false }
            switch c {
            case .rotationX: rotation.x = v
            case .rotationY: rotation.y = v
            case .rotationZ: rotation.z = v
            case .scaleX: scale.x = v
            case .scaleY: scale.y = v
            case .scaleZ: scale.z = v
            case .scale: scale = SIMD3(repeating: v)
            case .translationX: translation.x = v
            case .translationY: translation.y = v
            case .translationZ: translation.z = v
            case .translation: return false
            }
            return true
        }

        var transform: Transform3D {
            if var planar, rotation.x == 0, rotation.y == 0, translation.z == 0 {
                planar.translation = SIMD2(translation.x, translation.y)
                planar.scale = SIMD2(scale.x, scale.y)
                planar.angle = rotation.z
                var t = planar.transform
                t.m33 = scale.z
                return t
            }
            if let planar {
                // Leaving the plane: express the 2-D shear in the 3-D parts (a pure xy skew).
                // The remainder's second row (r2, r3) is r3 · (skew, 1); r3 > 0 unless the y axis collapsed.
                let r = planar.remainder
                let skewXY = r[3] != 0 ? r[2] / r[3] : 0
                return Transform3D(Decomposition(translation: translation, scale: SIMD3(scale.x, scale.y * r[3], scale.z),
                                                 skew: SIMD3(skewXY, 0, 0), perspective: perspective,
                                                 quaternion: Transform3D.quaternion(eulerAngles: rotation)))
            }
            return Transform3D(Decomposition(translation: translation, scale: scale, skew: skew, perspective: perspective,
                                             quaternion: Transform3D.quaternion(eulerAngles: rotation)))
        }
    }

    private func components() -> Components? {
        if isPlanar && isFinite {
            let planar = Decomposition2D(self)
            return Components(translation: SIMD3(planar.translation.x, planar.translation.y, 0),
                              scale: SIMD3(planar.scale.x, planar.scale.y, m33), rotation: SIMD3(0, 0, planar.angle),
                              skew: .zero, perspective: SIMD4(0, 0, 0, 1), planar: planar)
        }
        guard let d = decomposed(allowingSingular: true) else { return nil }
        let rotation = Self.eulerAngles(rotationRows: Self.rotationRows(d.quaternion))
        return Components(translation: d.translation, scale: d.scale, rotation: rotation, skew: d.skew,
                          perspective: d.perspective, planar: nil)
    }

    /// Affine except for a z scale (m33 ≠ 1), as after setting "transform.scale".
    private var isPlanar: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m34 == 0 && m43 == 0 && m44 == 1
    }
}
