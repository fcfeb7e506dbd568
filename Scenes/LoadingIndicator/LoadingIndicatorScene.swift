import Zoetrope

/// Seed 000's loading indicator: a custom `percent` layer property animated 0 → 100 with
/// ease-out inside a `View.animate` block, the bar and the label drawn from presentation values.
/// Beside it, a built-in property (a marker's position) animates in the same block, in lockstep.
public struct LoadingIndicatorScene: Scene {
    public static let name = "loading-indicator"
    public static let summary = "Seed 000: a custom animatable percent property drives a bar and its label"
    public static let variants = Style.allCases.map(\.rawValue)

    /// The three animations of the article.
    enum Style: String, CaseIterable {
        /// `UIView.animate(withDuration:options: .curveEaseOut)` to 100.
        case easeOut = "ease-out"
        /// The same with `.autoreverse`: up to 100 and back; the completion sets 0, as UIKit code
        /// must, since the model value is 100 after an autoreversing block.
        case easeOutReverse = "ease-out-reverse"
        /// `usingSpringWithDamping: 0.6, initialSpringVelocity: 0`: overshoots past 100 and settles.
        case spring
    }

    let style: Style

    /// The article's main version (ease-out).
    public static var defaultVariant: LoadingIndicatorScene { LoadingIndicatorScene(style: .easeOut) }

    init(style: Style) { self.style = style }

    public init(variant: String?) throws {
        guard let style = Style(rawValue: variant ?? Style.easeOut.rawValue) else {
            throw SceneError.unknownVariant(variant ?? "", scene: Self.name, known: Self.variants)
        }
        self.style = style
    }

    public var size: Size { Size(width: 480, height: 270) }
    public var duration: Double { 3.2 }
    public var backgroundColor: Color? { Palette.background }

    /// When the block starts and how long it runs.
    static let start = 0.3, animationDuration = 2.5

    public func setUp(on stage: Stage) {
        stage.rootView.backgroundColor = Palette.background
        let indicator = LoadingIndicatorView(frame: Rect(x: 60, y: 90, width: 360, height: 76))
        indicator.layer.name = "indicator"
        stage.rootView.addSubview(indicator)

        let marker = View(frame: Rect(x: 60 - 8, y: 184, width: 16, height: 16))
        marker.backgroundColor = Palette.accentSecondary
        marker.layer.cornerRadius = 8
        marker.layer.name = "marker"
        stage.rootView.addSubview(marker)

        let style = self.style
        stage.at(Self.start) {
            let changes = {
                indicator.percent = 100
                marker.center = Point(x: 60 + 360, y: marker.center.y)
            }
            switch style {
            case .easeOut:
                View.animate(withDuration: Self.animationDuration, options: .curveEaseOut, animations: changes)
            case .easeOutReverse:
                View.animate(withDuration: Self.animationDuration / 2, delay: 0, options: [.curveEaseOut, .autoreverse],
                             animations: changes) { _ in
                    indicator.percent = 0
                    marker.center = Point(x: 60, y: marker.center.y)
                }
            case .spring:
                View.animate(withDuration: Self.animationDuration, delay: 0, usingSpringWithDamping: 0.6,
                             initialSpringVelocity: 0, options: [], animations: changes)
            }
        }
    }
}
