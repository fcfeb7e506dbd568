import Foundation

extension NSCoder {
    /// The point a string such as "{3, 4}" writes (NSCoder.cgPoint(for:), CGPointFromString):
    /// the first two numbers in it; zero when it holds fewer.
    public static func cgPoint(for string: String) -> CGPoint {
        let numbers = string.split { !($0.isNumber || "+-.eE".contains($0)) }.compactMap { Double($0) }
        guard numbers.count >= 2 else { return .zero }
        return CGPoint(x: numbers[0], y: numbers[1])
    }

    /// The string "{x, y}" for a point, which `cgPoint(for:)` reads back (NSCoder.string(for:)).
    public static func string(for point: CGPoint) -> String { "{\(point.x), \(point.y)}" }
}
