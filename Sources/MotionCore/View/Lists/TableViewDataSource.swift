import Foundation

/// What a table view asks for its rows (UITableViewDataSource).
public protocol TableViewDataSource: AnyObject {
    /// The number of sections (numberOfSections(in:)); 1 unless implemented.
    func numberOfSections(in tableView: TableView) -> Int
    /// The number of rows in `section`.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`, usually from `dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
}

extension TableViewDataSource {
    /// One section, as UIKit assumes when the method is not implemented.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
}
