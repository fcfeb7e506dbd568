/// The four unknowns of an item taking part in Auto Layout: its left and top edges in the
/// coordinates of the root of its view tree, its width and height.
final class LayoutVariables {
    /// The item's name when the variables were made.
    let itemName: String
    let left: SolverVariable
    let top: SolverVariable
    let width: SolverVariable
    let height: SolverVariable

    init(name: String) {
        itemName = name
        left = SolverVariable(name: "\(name).minX")
        top = SolverVariable(name: "\(name).minY")
        width = SolverVariable(name: "\(name).width")
        height = SolverVariable(name: "\(name).height")
    }
}
