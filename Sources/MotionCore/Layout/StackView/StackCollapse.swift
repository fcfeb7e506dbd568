/// What keeps a hidden arranged subview drawn while its collapse animates: an animation of
/// `hidden` holding `false` until the block ends, after which the model (hidden) shows.
enum StackCollapse {
    static let key = "UISV-hiding"

    static func keepingShown(for duration: Double) -> BasicAnimation {
        let hold = BasicAnimation(keyPath: "hidden")
        hold.fromValue = false
        hold.toValue = false
        hold.duration = duration
        return hold
    }
}
