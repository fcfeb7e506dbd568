@testable import CairoRendering
@testable import MotionCore

/// Values to change each built-in property to, for the tests that go through every declared
/// property (`Layer.builtInProperties`) and check what a change does.
enum PropertyValueChanges {
    /// A 6×4 picture with a different colour in each half, so placement and scaling show.
    static let picture: Image = {
        let canvas = try! Canvas(pixelWidth: 6, pixelHeight: 4, background: Color(hex: 0xFF9500))
        let context = try! canvas.makeContext()
        context.setFillColor(Color(hex: 0x007AFF))
        context.fill(Rect(x: 3, y: 0, width: 3, height: 4))
        return Image(data: try! canvas.pngData())
    }()

    static let otherPicture: Image = {
        let canvas = try! Canvas(pixelWidth: 5, pixelHeight: 5, background: Color(hex: 0x34C759))
        return Image(data: try! canvas.pngData())
    }()

    /// Another value of the property's type than `value`, or nil for a type this test does not know.
    static func changed(_ value: Any) -> Any? {
        switch value {
        case let rect as Rect: return Rect(x: rect.minX + 3, y: rect.minY + 2, width: rect.width * 0.6 + 7, height: rect.height * 0.5 + 5)
        case let point as Point: return Point(x: point.x + 0.25, y: point.y + 0.5)
        case let number as Double: return number + (number == 0 ? 9 : number / 2)
        case let flag as Bool: return !flag
        case let transform as Transform3D: return transform.concatenating(Transform3D(scaleX: 0.7, y: 0.8, z: 1))
        case let size as Size: return Size(width: size.width + 4, height: size.height + 4)
        case let mask as CornerMask: return mask == .all ? CornerMask.topLeft : CornerMask.all
        case let gravity as ContentsGravity: return gravity == .topLeft ? ContentsGravity.resize : ContentsGravity.topLeft
        case let curve as CornerCurve: return curve == .continuous ? CornerCurve.circular : CornerCurve.continuous
        case let filter as ContentsFilter: return filter == .nearest ? ContentsFilter.linear : ContentsFilter.nearest
        case Optional<Color>.some(let color): return Color(red: 1 - color.red, green: 0.5, blue: 0.2, alpha: 1)
        case Optional<Color>.none: return Color(hex: 0xAF52DE)
        case Optional<Path>.none, Optional<Path>.some: return Path(rect: Rect(x: 1, y: 1, width: 10, height: 10))
        case Optional<Image>.none, Optional<Image>.some: return otherPicture
        default: return nil
        }
    }
}
