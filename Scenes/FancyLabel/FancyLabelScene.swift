import Zoetrope

/// Seed 001's FancyLabel: text changes inside animation blocks animate with a transition that
/// takes the block's duration, curve and delay — a cross-fade, and the flipboard "push from top";
/// the delayed change the article could not make work keeps the old text until the delay ends;
/// a change outside any block switches at once.
public struct FancyLabelScene: Scene, DefaultConstructible {
    public static let name = "fancy-label"
    public static let summary = "Seed 001: label text cross-fades and pushes from the top inside animation blocks"

    public init() {}

    public var size: Size { Size(width: 480, height: 300) }
    public var duration: Double { 6.5 }
    public var backgroundColor: Color? { Palette.background }

    /// One scripted change: when, which label, the new text, and the block's timing (nil: no block).
    struct Step {
        let time: Double
        let flipboard: Bool
        let text: String
        let block: (duration: Double, delay: Double)?
        var code: String {
            let target = flipboard ? "flipboard" : "label"
            guard let block else { return "\(target).text = \"\(text)\"   // no block: instant" }
            let delay = block.delay > 0 ? ", delay: \(block.delay)" : ""
            return "UIView.animate(withDuration: \(block.duration)\(delay)) { \(target).text = \"\(text)\" }"
        }
    }

    static let steps = [
        Step(time: 0.5, flipboard: false, text: "Bonjour", block: (duration: 1.0, delay: 0)),
        Step(time: 1.9, flipboard: true, text: "Platform 2", block: (duration: 0.4, delay: 0)),
        Step(time: 2.9, flipboard: true, text: "Platform 9¾", block: (duration: 0.6, delay: 0.8)),
        Step(time: 4.6, flipboard: false, text: "Hello", block: nil),
        Step(time: 5.3, flipboard: false, text: "Ciao", block: (duration: 0.5, delay: 0)),
    ]

    public func setUp(on stage: Stage) {
        stage.rootView.backgroundColor = Palette.background
        let label = makeLabel(frame: Rect(x: 40, y: 40, width: 400, height: 70), text: "Hello", name: "label")
        let flipboard = makeLabel(frame: Rect(x: 40, y: 130, width: 400, height: 70), text: "Platform 1", name: "flipboard")
        label.textTransition = .fade
        flipboard.textTransition = .push(.fromTop)
        stage.rootView.addSubview(label)
        stage.rootView.addSubview(flipboard)

        let code = Label(frame: Rect(x: 24, y: 226, width: 432, height: 50), text: "",
                         font: Font(family: "DejaVu Sans Mono", size: 11.5), textColor: Palette.secondaryText)
        code.layer.name = "code"
        code.numberOfLines = 2
        code.lineBreakMode = .byWordWrapping
        stage.rootView.addSubview(code)

        for step in Self.steps {
            stage.at(step.time) {
                code.text = step.code
                let target = step.flipboard ? flipboard : label
                guard let block = step.block else { target.text = step.text; return }
                View.animate(withDuration: block.duration, delay: block.delay, options: [], animations: {
                    target.text = step.text
                })
            }
        }
    }

    private func makeLabel(frame: Rect, text: String, name: String) -> Label {
        let label = Label(frame: frame, text: text, font: Palette.font(40, .bold), textColor: Palette.text)
        label.layer.name = name
        label.textAlignment = .center
        label.backgroundColor = Palette.card
        label.layer.cornerRadius = 14
        label.clipsToBounds = true
        return label
    }
}
