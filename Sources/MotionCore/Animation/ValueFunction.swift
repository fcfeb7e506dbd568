/// Turns an animation's interpolated numbers into the transform it animates (CAValueFunction):
/// a `PropertyAnimation` of `"transform"` with `valueFunction = ValueFunction(name: .rotateZ)`
/// and values 0 → 2π turns a full circle, which interpolating two matrices cannot express.
///
/// Rotations take an angle in radians; `scale` and `translate` take three numbers (x, y, z) — a
/// single number scales uniformly or translates along x; the one-axis forms take one number.
public struct ValueFunction: Hashable, Sendable {
    /// The functions of Core Animation (CAValueFunctionName).
    public enum Name: String, Hashable, Sendable, CaseIterable {
        case rotateX, rotateY, rotateZ, scale, scaleX, scaleY, scaleZ, translate, translateX, translateY, translateZ
    }

    /// Which function.
    public let name: Name

    /// The function named `name` (CAValueFunction(name:)).
    public init(name: Name) { self.name = name }

    /// The transform for an interpolated value: a number, or an array of up to three numbers.
    /// Nil when the value is neither.
    public func transform(for value: Any) -> Transform3D? {
        let numbers: [Double]
        switch value {
        case let number as Double: numbers = [number]
        case let array as [Double]: numbers = array
        default: return nil
        }
        guard let first = numbers.first else { return nil }
        func component(_ index: Int, _ fallback: Double) -> Double { index < numbers.count ? numbers[index] : fallback }
        switch name {
        case .rotateX: return Transform3D(rotationAngle: first, x: 1, y: 0, z: 0)
        case .rotateY: return Transform3D(rotationAngle: first, x: 0, y: 1, z: 0)
        case .rotateZ: return Transform3D(rotationAngle: first, x: 0, y: 0, z: 1)
        case .scale: return Transform3D(scaleX: first, y: component(1, first), z: component(2, numbers.count == 1 ? first : 1))
        case .scaleX: return Transform3D(scaleX: first, y: 1, z: 1)
        case .scaleY: return Transform3D(scaleX: 1, y: first, z: 1)
        case .scaleZ: return Transform3D(scaleX: 1, y: 1, z: first)
        case .translate: return Transform3D(translationX: first, y: component(1, 0), z: component(2, 0))
        case .translateX: return Transform3D(translationX: first, y: 0, z: 0)
        case .translateY: return Transform3D(translationX: 0, y: first, z: 0)
        case .translateZ: return Transform3D(translationX: 0, y: 0, z: first)
        }
    }
}
