import ZoetropeUIKit

/// Pasted from an iOS app with only the import changed: a view-controller-like class whose
/// table lists fruit, the first row taller, and inserts and deletes rows in batches.
final class IOSFruitListController: NSObject, UITableViewDataSource, UITableViewDelegate {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    let tableView = UITableView(frame: .zero, style: .plain)
    var fruits = ["Apple", "Banana", "Cherry", "Damson", "Elderberry"]
    var highlighted: Set<String> = []
    private(set) var displayed: [IndexPath] = []

    func viewDidLoad() {
        view.backgroundColor = .systemGroupedBackground
        tableView.frame = view.bounds
        tableView.backgroundColor = .systemGroupedBackground
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "FruitCell")
        tableView.dataSource = self
        tableView.delegate = self
        tableView.rowHeight = 60
        view.addSubview(tableView)
    }

    func numberOfSections(in tableView: UITableView) -> Int {
        1
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        fruits.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "FruitCell", for: indexPath)
        cell.textLabel?.text = fruits[indexPath.row]
        cell.backgroundColor = highlighted.contains(fruits[indexPath.row]) ? .systemYellow : .white
        return cell
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.row == 0 ? 80 : 60
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        displayed.append(indexPath)
    }

    func add(_ fruit: String, at row: Int, with animation: UITableView.RowAnimation = .fade,
             completion: ((Bool) -> Void)? = nil) {
        fruits.insert(fruit, at: row)
        highlighted.insert(fruit)
        tableView.performBatchUpdates({
            self.tableView.insertRows(at: [IndexPath(row: row, section: 0)], with: animation)
        }, completion: completion)
    }

    func removeFruit(at row: Int, with animation: UITableView.RowAnimation = .fade) {
        fruits.remove(at: row)
        tableView.beginUpdates()
        tableView.deleteRows(at: [IndexPath(row: row, section: 0)], with: animation)
        tableView.endUpdates()
    }
}

/// The fruit list on a stage, with the script the test gives it.
final class FruitListScene: IOSTestScene {
    static let name = "ios-fruit-list"
    static let summary = "a table view inserting and deleting rows"
    var size: Size { Size(width: 320, height: 400) }
    var duration: Double { 3 }
    let controller = IOSFruitListController()
    var script: (Stage, IOSFruitListController) -> Void = { _, _ in }

    init() {}

    convenience init(script: @escaping (Stage, IOSFruitListController) -> Void) {
        self.init()
        self.script = script
    }

    func setUp(on stage: Stage) {
        controller.viewDidLoad()
        stage.rootView.addSubview(controller.view)
        script(stage, controller)
    }
}
