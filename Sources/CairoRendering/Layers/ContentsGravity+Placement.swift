import MotionCore

extension ContentsGravity {
    /// Where an image of `imageSize` points goes in `bounds` (CALayer.contentsGravity, with
    /// top meaning the top of the screen). Aspect modes keep the image's proportions; nothing is
    /// clipped here (`masksToBounds` does that). The renderer counts image pixels as points
    /// (contentsScale 1).
    package func placement(of imageSize: Size, in bounds: Rect) -> Rect {
        let (w, h) = (imageSize.width, imageSize.height)
        switch self {
        case .resize:
            return bounds
        case .resizeAspect, .resizeAspectFill:
            guard w > 0, h > 0 else { return bounds }
            let fit = self == .resizeAspect ? min(bounds.width / w, bounds.height / h) : max(bounds.width / w, bounds.height / h)
            let size = Size(width: w * fit, height: h * fit)
            return Rect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        default:
            let (fx, fy) = alignment
            return Rect(x: bounds.minX + (bounds.width - w) * fx, y: bounds.minY + (bounds.height - h) * fy, width: w, height: h)
        }
    }

    /// Horizontal and vertical alignment fractions of the non-scaling gravities.
    private var alignment: (Double, Double) {
        switch self {
        case .topLeft: return (0, 0)
        case .top: return (0.5, 0)
        case .topRight: return (1, 0)
        case .left: return (0, 0.5)
        case .right: return (1, 0.5)
        case .bottomLeft: return (0, 1)
        case .bottom: return (0.5, 1)
        case .bottomRight: return (1, 1)
        case .center, .resize, .resizeAspect, .resizeAspectFill: return (0.5, 0.5)
        }
    }
}
