extension Path {
    /// An ellipse fitting `rect`, mapped through `transform` when one is given
    /// (CGPath(ellipseIn:transform:)).
    public init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let ellipse = Path(ellipseIn: rect)
        self = transform.map { ellipse.applying($0.pointee) } ?? ellipse
    }

    /// A rectangle whose corners are quarter ellipses `cornerWidth` wide and `cornerHeight` tall,
    /// mapped through `transform` when one is given
    /// (CGPath(roundedRect:cornerWidth:cornerHeight:transform:)). As Core Graphics requires, each
    /// corner size must be non-negative and at most half the rectangle's side.
    public init(roundedRect rect: CGRect, cornerWidth: Double, cornerHeight: Double, transform: UnsafePointer<CGAffineTransform>?) {
        precondition(cornerWidth >= 0 && cornerHeight >= 0 && 2 * cornerWidth <= rect.width && 2 * cornerHeight <= rect.height,
                     "CGPath(roundedRect:cornerWidth:cornerHeight:transform:): corner size out of range")
        let rounded: Path
        if cornerWidth == 0 || cornerHeight == 0 {
            rounded = Path(rect: rect)
        } else {
            // Circular corners of radius cornerWidth in a rectangle stretched by
            // cornerWidth / cornerHeight vertically, then squashed back: quarter ellipses.
            let k = cornerWidth / cornerHeight
            let stretched = CGRect(x: rect.minX, y: rect.minY * k, width: rect.width, height: rect.height * k)
            rounded = Path(roundedRect: stretched, cornerRadius: cornerWidth).applying(CGAffineTransform(scaleX: 1, y: 1 / k))
        }
        self = transform.map { rounded.applying($0.pointee) } ?? rounded
    }
}
