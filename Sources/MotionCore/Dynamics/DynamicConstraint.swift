/// Something solved between bodies at each step: a contact, an attachment, a snap. Velocities
/// are solved in several passes (sequential impulses), then positions corrected for what the
/// velocities could not prevent.
protocol DynamicConstraint: AnyObject {
    /// Solves the constraint's velocities once, given the step's length.
    func solveVelocity(step: Double)
    /// Corrects positions once after the step moved the bodies.
    func solvePosition()
}
