import ZoetropeUIKit

/// A 320 × 480 table of 50-point rows, one section per list of names, each row showing its name;
/// `script` changes the sections and announces it.
final class IOSSectionsScene: IOSTestScene, UITableViewDataSource {
    static let name = "ios-table-sections"
    static let summary = "a table's sections inserted, deleted and reloaded in batches"
    var size: Size { Size(width: 320, height: 480) }
    var duration: Double { 2 }
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    var sections = [["A", "B"], ["C"]]
    private var script: (Stage, IOSSectionsScene) -> Void = { _, _ in }

    init() {}

    convenience init(script: @escaping (Stage, IOSSectionsScene) -> Void) {
        self.init()
        self.script = script
    }

    func setUp(on stage: Stage) {
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.rowHeight = 50
        tableView.dataSource = self
        stage.rootView.addSubview(tableView)
        script(stage, self)
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        return cell
    }

    /// The cell showing `name`, if one does.
    func cell(named name: String) -> UITableViewCell? {
        tableView.visibleCells.first { $0.textLabel?.text == name }
    }
}
