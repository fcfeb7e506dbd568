/// The 2-D components of a transform that Core Animation's "transform.*" key paths address:
/// scale, rotation about z and translation (the transform is rebuilt as scale · rotation ·
/// translation; its z row and perspective entries are kept).
struct TransformComponents {
    var scaleX: Double, scaleY: Double, scaleZ: Double
    var rotation: Double
    var translation: (x: Double, y: Double, z: Double)
    private let base: Transform3D

    init(_ t: Transform3D) {
        base = t
        scaleX = (t.m11 * t.m11 + t.m12 * t.m12).squareRoot()
        rotation = atan2(t.m12, t.m11)
        // A negative determinant is a flip: keep it in the y scale.
        let det = t.m11 * t.m22 - t.m12 * t.m21
        scaleY = (t.m21 * t.m21 + t.m22 * t.m22).squareRoot() * (det < 0 ? -1 : 1)
        scaleZ = t.m33
        translation = (t.m41, t.m42, t.m43)
    }

    var transform: Transform3D {
        var t = Transform3D(scaleX: scaleX, y: scaleY, z: scaleZ)
            .concatenating(Transform3D(rotationAngle: rotation, x: 0, y: 0, z: 1))
        t.m41 = translation.x; t.m42 = translation.y; t.m43 = translation.z
        t.m14 = base.m14; t.m24 = base.m24; t.m34 = base.m34; t.m44 = base.m44
        return t
    }

    func value(forKeyPath path: String) -> Any? {
        switch path {
        case "rotation", "rotation.z": return rotation
        case "scale": return (scaleX + scaleY) / 2
        case "scale.x": return scaleX
        case "scale.y": return scaleY
        case "scale.z": return scaleZ
        case "translation": return Size(width: translation.x, height: translation.y)
        case "translation.x": return translation.x
        case "translation.y": return translation.y
        case "translation.z": return translation.z
        default: return nil
        }
    }

    mutating func setValue(_ value: Any, forKeyPath path: String) -> Bool {
        if path == "translation", let size = value as? Size {
            translation.x = size.width; translation.y = size.height
            return true
        }
        guard let d = value as? Double else { return false }
        switch path {
        case "rotation", "rotation.z": rotation = d
        case "scale": scaleX = d; scaleY = d; scaleZ = d
        case "scale.x": scaleX = d
        case "scale.y": scaleY = d
        case "scale.z": scaleZ = d
        case "translation.x": translation.x = d
        case "translation.y": translation.y = d
        case "translation.z": translation.z = d
        default: return false
        }
        return true
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
