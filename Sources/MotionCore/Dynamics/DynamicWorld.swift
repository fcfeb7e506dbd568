/// The bodies of a `DynamicAnimator`'s items and the rigid-body step that moves them:
/// semi-implicit Euler (velocities from forces, then positions from the new velocities), with
/// contacts and joints solved by sequential impulses in between and overlaps corrected after.
final class DynamicWorld {
    /// The bodies, in the order their items first appeared in the behaviours.
    private(set) var bodies: [DynamicBody] = []
    private var bodyIndex: [ObjectIdentifier: DynamicBody] = [:]
    /// The properties item behaviours gave the items at this step.
    private var assignedMaterials: [ObjectIdentifier: DynamicMaterial] = [:]

    /// Passes of the velocity solver per step.
    static let velocityIterations = 10
    /// Passes of the position correction per step.
    static let positionIterations = 4

    /// The body of `item`, when a behaviour of the animator acts on it.
    func body(for item: DynamicItem) -> DynamicBody? { bodyIndex[ObjectIdentifier(item)] }

    /// Makes bodies for the items the behaviours now act on and drops the others.
    func updateBodies(for behaviors: [DynamicBehavior]) {
        var kept: [DynamicBody] = []
        var keptIndex: [ObjectIdentifier: DynamicBody] = [:]
        for item in behaviors.flatMap(\.dynamicItems) where keptIndex[ObjectIdentifier(item)] == nil {
            let body = bodyIndex[ObjectIdentifier(item)] ?? DynamicBody(item: item)
            keptIndex[ObjectIdentifier(item)] = body
            kept.append(body)
        }
        bodies = kept
        bodyIndex = keptIndex
        assignedMaterials.removeAll(keepingCapacity: true)
        behaviors.forEach { $0.configure(self) }
        for body in bodies {
            let material = assignedMaterials[ObjectIdentifier(body.item)] ?? DynamicMaterial()
            if material != body.material { body.setMaterial(material) }
        }
    }

    /// Gives `item` the properties `material` holds this step (the last item behaviour to set
    /// them wins); items no item behaviour names get UIKit's defaults.
    func setMaterial(_ material: DynamicMaterial, for item: DynamicItem) {
        assignedMaterials[ObjectIdentifier(item)] = material
    }

    /// Advances every body by `step` seconds under `behaviors` (the animator's, children included).
    func step(_ step: Double, behaviors: [DynamicBehavior]) {
        updateBodies(for: behaviors)
        behaviors.forEach { $0.applyForces(in: self, step: step) }
        for body in bodies {
            // Resistance as implicit damping: dv/dt = −r·v over the step, stable for any r.
            body.velocity = (1 / (1 + step * body.material.resistance)) * body.velocity
            body.angularVelocity /= 1 + step * body.material.angularResistance
        }
        let constraints = behaviors.flatMap { $0.constraints(in: self, step: step) }
        for _ in 0..<DynamicWorld.velocityIterations {
            constraints.forEach { $0.solveVelocity(step: step) }
        }
        // Anchored items stay put, and items that may not turn keep their angle, whatever velocity they were given.
        for body in bodies {
            if body.inverseMass > 0 { body.position += step * body.velocity }
            if body.inverseInertia > 0 { body.angle += step * body.angularVelocity }
        }
        for _ in 0..<DynamicWorld.positionIterations {
            constraints.forEach { $0.solvePosition() }
        }
        bodies.forEach { $0.writeItem() }
        behaviors.forEach { $0.finishStep(in: self) }
    }
}
