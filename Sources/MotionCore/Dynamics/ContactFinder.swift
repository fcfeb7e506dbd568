/// Finds the contacts of boxes with segments and with each other, from the bodies' positions at
/// the start of a step. Contacts are found a little before they touch (within what the bodies
/// can cover in the step), so the solver stops an approach exactly at the face.
enum ContactFinder {
    /// How far, beyond what the bodies can move in a step, a contact is looked for.
    static let margin = 1.0

    /// The contacts of `body` with the segment from `start` to `end`: the box's corners near the
    /// segment's line (on the side the box's centre is), and the segment's ends inside the box.
    static func contacts(of body: DynamicBody, withSegmentFrom start: Vector, to end: Vector, step: Double) -> [Contact] {
        let along = end - start
        let length = along.length
        guard length > 0 else { return [] }
        let direction = (1 / length) * along
        var normal = direction.perpendicular
        if (body.position - start).dot(normal) < 0 { normal = -normal }
        let reach = margin + body.velocity.length * step + abs(body.angularVelocity) * body.halfSize.length * step
        var found: [Contact] = []
        for corner in body.localCorners {
            let point = body.worldPoint(corner)
            let offset = point - start
            let distance = offset.dot(normal)
            let position = offset.dot(direction)
            guard distance < reach, distance > -body.halfSize.length, position >= 0, position <= length else { continue }
            found.append(Contact(pointBody: body, faceBody: nil, localPoint: corner, localNormal: normal,
                                 localFacePoint: start, restitution: body.material.elasticity,
                                 friction: body.material.friction))
        }
        for end in [start, end] {
            if let face = nearestFace(of: body, to: end, within: reach) {
                found.append(Contact(pointBody: nil, faceBody: body, localPoint: end, localNormal: face.normal,
                                     localFacePoint: face.point, restitution: body.material.elasticity,
                                     friction: body.material.friction))
            }
        }
        return found
    }

    /// The contacts of two boxes: each box's corners near the other's faces.
    static func contacts(between first: DynamicBody, and second: DynamicBody, step: Double) -> [Contact] {
        let relativeSpeed = (first.velocity - second.velocity).length
            + abs(first.angularVelocity) * first.halfSize.length + abs(second.angularVelocity) * second.halfSize.length
        let reach = margin + relativeSpeed * step
        let restitution = max(first.material.elasticity, second.material.elasticity)
        let friction = (first.material.friction * second.material.friction).squareRoot()
        var found: [Contact] = []
        for (pointBody, faceBody) in [(first, second), (second, first)] {
            for corner in pointBody.localCorners {
                let point = pointBody.worldPoint(corner)
                guard let face = nearestFace(of: faceBody, to: point, within: reach) else { continue }
                found.append(Contact(pointBody: pointBody, faceBody: faceBody, localPoint: corner,
                                     localNormal: face.normal, localFacePoint: face.point,
                                     restitution: restitution, friction: friction))
            }
        }
        return found
    }

    /// The face of `body` a reference-coordinate point is nearest to, when the point lies in
    /// the box or outside one face by less than `reach` (not beyond a corner): its outward
    /// normal and a point on it, in the body's frame.
    static func nearestFace(of body: DynamicBody, to point: Vector, within reach: Double) -> (normal: Vector, point: Vector)? {
        let local = body.localPoint(point)
        let outsideX = abs(local.dx) - body.halfSize.dx
        let outsideY = abs(local.dy) - body.halfSize.dy
        guard outsideX < reach, outsideY < reach, min(outsideX, outsideY) <= 0 else { return nil }
        if outsideX > outsideY {
            let side: Double = local.dx < 0 ? -1 : 1
            return (Vector(dx: side, dy: 0), Vector(dx: side * body.halfSize.dx, dy: 0))
        }
        let side: Double = local.dy < 0 ? -1 : 1
        return (Vector(dx: 0, dy: side), Vector(dx: 0, dy: side * body.halfSize.dy))
    }
}
