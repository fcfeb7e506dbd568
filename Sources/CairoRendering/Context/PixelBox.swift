import MotionCore

/// A rectangle of whole device pixels: the one type the renderer's device-pixel geometry is
/// in — a backing store's or a mask's pixels, a group's clip, what a clip or a target leaves
/// visible. Made only from edges within `DeviceCoordinate.limit`, so its integers never overflow.
struct PixelBox: Hashable {
    let x: Int, y: Int, width: Int, height: Int

    init(x: Int, y: Int, width: Int, height: Int) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    /// What a box is for, which sets how large it may be.
    enum Use {
        /// The pixels of a surface to allocate: at most `CanvasLimits` allows.
        case surface
        /// A clip: any size within `DeviceCoordinate.limit`.
        case clip
    }

    /// The whole device pixels covering `rect` (device space); nil when `rect` is empty or not
    /// finite, an edge lies beyond `DeviceCoordinate.limit`, or, for a surface, it is larger than
    /// `CanvasLimits` allows.
    init?(covering rect: Rect, for use: Use = .surface) {
        let left = rect.minX.rounded(.down), top = rect.minY.rounded(.down)
        let right = rect.maxX.rounded(.up), bottom = rect.maxY.rounded(.up)
        guard [left, top, right, bottom].allSatisfy(DeviceCoordinate.isUsable), right > left, bottom > top else { return nil }
        switch use {
        case .surface:
            guard let size = try? CanvasLimits.validate(width: right - left, height: bottom - top) else { return nil }
            self.init(x: Int(left), y: Int(top), width: size.width, height: size.height)
        case .clip:
            self.init(x: Int(left), y: Int(top), width: Int(right - left), height: Int(bottom - top))
        }
    }

    /// The whole device pixels covering `region` (user space) under `transform` to device space.
    init?(covering region: Rect, under transform: AffineTransform, for use: Use = .surface) {
        guard let device = LayerGeometry.boundingBox(of: region, under: Homography(transform)) else { return nil }
        self.init(covering: device, for: use)
    }

    /// The box grown by `pixels` on every side.
    func outset(by pixels: Int) -> PixelBox {
        PixelBox(x: x - pixels, y: y - pixels, width: width + 2 * pixels, height: height + 2 * pixels)
    }
}
