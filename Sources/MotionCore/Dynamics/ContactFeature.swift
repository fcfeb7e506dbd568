/// What identifies a contact from one step to the next: the same point of the same body (or the
/// same fixed point) against the same face. Its impulses warm-start the next step's solve.
struct ContactFeature: Hashable {
    let pointBody: ObjectIdentifier?
    let faceBody: ObjectIdentifier?
    let pointX: Double, pointY: Double
    let normalX: Double, normalY: Double

    init(_ contact: Contact) {
        pointBody = contact.pointBody.map(ObjectIdentifier.init)
        faceBody = contact.faceBody.map(ObjectIdentifier.init)
        (pointX, pointY) = (contact.localPoint.dx, contact.localPoint.dy)
        (normalX, normalY) = (contact.localNormal.dx, contact.localNormal.dy)
    }
}
