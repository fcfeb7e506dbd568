import ZoetropeUIKit

/// A settings screen as an iOS app builds one from the stand-ins: a full-screen scroll view of
/// rounded rows on the grouped background, each a title and a switch (every other one on), the
/// fourth a rounded text field; sized from `UIScreen.main`, and scrolled by 300 points with
/// `setContentOffset(_:animated:)` at 0.5 s.
final class SettingsScreenScene: IOSTestScene {
    static let name = "ios-settings-screen"
    static let summary = "a scroll view of rows with switches and a text field, scrolled by code"
    var size: Size { Size(width: 320, height: 480) }
    var duration: Double { 1 }

    /// Where row `index` starts in the content.
    static func rowTop(_ index: Int) -> Double { 20 + Double(index) * 60 }
    static let rowCount = 14
    static let textFieldRow = 3

    init() {}

    func setUp(on stage: Stage) {
        let screen = UIScreen.main.bounds
        let scrollView = UIScrollView(frame: screen)
        scrollView.backgroundColor = .systemGroupedBackground
        scrollView.contentSize = CGSize(width: screen.width, height: Self.rowTop(Self.rowCount))
        scrollView.showsVerticalScrollIndicator = false
        for index in 0..<Self.rowCount {
            scrollView.addSubview(row(index, width: screen.width - 32))
        }
        stage.rootView.addSubview(scrollView)
        stage.at(0.5) { scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true) }
    }

    private func row(_ index: Int, width: Double) -> UIView {
        let row = UIView(frame: CGRect(x: 16, y: Self.rowTop(index), width: width, height: 50))
        row.backgroundColor = .secondarySystemGroupedBackground
        row.layer.cornerRadius = 10
        if index == Self.textFieldRow {
            let field = UITextField(frame: CGRect(x: 8, y: 8, width: width - 16, height: 34))
            field.borderStyle = .roundedRect
            field.placeholder = "Name"
            field.text = "Zoetrope"
            row.addSubview(field)
            return row
        }
        let title = UILabel(frame: CGRect(x: 16, y: 0, width: width - 100, height: 50))
        title.text = "Setting \(index + 1)"
        title.font = .systemFont(ofSize: 17)
        row.addSubview(title)
        let toggle = UISwitch(frame: CGRect(x: width - 16 - 51, y: 9.5, width: 0, height: 0))
        toggle.isOn = index.isMultiple(of: 2)
        row.addSubview(toggle)
        return row
    }
}
