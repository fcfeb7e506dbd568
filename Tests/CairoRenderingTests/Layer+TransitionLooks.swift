import MotionCore

extension Layer {
    /// A 100 × 100 layer at the canvas's origin whose top half is `top` and bottom half `bottom`
    /// (two sublayers): transitions' old and new looks in the renderer's tests.
    static func halves(_ top: Color, _ bottom: Color) -> Layer {
        let layer = Layer()
        layer.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        layer.position = Point(x: 50, y: 50)
        for (index, color) in [top, bottom].enumerated() {
            let half = Layer()
            half.bounds = Rect(x: 0, y: 0, width: 100, height: 50)
            half.anchorPoint = .zero
            half.position = Point(x: 0, y: 50 * Double(index))
            half.backgroundColor = color
            layer.addSublayer(half)
        }
        return layer
    }

    /// A 60 × 60 square in the middle of a 100 × 100 canvas, masked to a corner radius of 20: red
    /// before a transition, blue after (the clipping tests' old and new looks).
    static func maskedRoundedSquares() -> (previous: Layer, layer: Layer) {
        let layer = Layer()
        layer.bounds = Rect(x: 0, y: 0, width: 60, height: 60)
        layer.position = Point(x: 50, y: 50)
        layer.backgroundColor = .blue
        layer.masksToBounds = true
        layer.cornerRadius = 20
        let previous = Layer(layer: layer)
        previous.backgroundColor = .red
        return (previous, layer)
    }
}
