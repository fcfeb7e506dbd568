/// Finds the contacts of boxes with segments and with each other, from the bodies' positions at
/// the start of a step, by the separating-axis test: of the candidate axes (each box's two face
/// normals, a segment's normal) the one along which the shapes are farthest apart (or overlap
/// least) gives the contact normal and the face it belongs to, and the other shape's corners near
/// that face are the contact points. One normal per pair, so a corner meeting a corner never
/// pushes sideways. Contacts are found a little before they touch (within what the bodies can
/// cover in the step), so the solver stops an approach exactly at the face.
enum ContactFinder {
    /// How far, beyond what the bodies can move in a step, a contact is looked for.
    static let margin = 1.0
    /// How far past a face's end a corner still counts as on the face.
    static let faceEndTolerance = 0.01

    /// One of a box's two face axes: its unit vector in the box's frame and the half extents
    /// along it and across it.
    private struct FaceAxis {
        let local: Vector
        let halfAlong: Double
        let halfAcross: Double
    }

    private static func faceAxes(of body: DynamicBody) -> [FaceAxis] {
        [FaceAxis(local: Vector(dx: 1, dy: 0), halfAlong: body.halfSize.dx, halfAcross: body.halfSize.dy),
         FaceAxis(local: Vector(dx: 0, dy: 1), halfAlong: body.halfSize.dy, halfAcross: body.halfSize.dx)]
    }

    /// Half the extent of `body`'s box along the world direction `direction`.
    private static func radius(of body: DynamicBody, along direction: Vector) -> Double {
        let local = direction.rotated(by: -body.angle)
        return abs(local.dx) * body.halfSize.dx + abs(local.dy) * body.halfSize.dy
    }

    // MARK: Box and segment

    /// The contacts of `body` with the segment from `start` to `end`.
    static func contacts(of body: DynamicBody, withSegmentFrom start: Vector, to end: Vector, step: Double) -> [Contact] {
        let along = end - start
        let length = along.length
        guard length > 0 else { return [] }
        let direction = (1 / length) * along
        var normal = direction.perpendicular
        if (body.position - start).dot(normal) < 0 { normal = -normal }
        let reach = margin + body.velocity.length * step + abs(body.angularVelocity) * body.halfSize.length * step
        let segmentSeparation = (body.position - start).dot(normal) - radius(of: body, along: normal)
        guard segmentSeparation < reach else { return [] }
        // The box's own axes: how far the segment lies outside each pair of faces.
        var best: (separation: Double, face: FaceAxis, sign: Double)?
        for face in faceAxes(of: body) {
            let axis = face.local.rotated(by: body.angle)
            let ends = [(start - body.position).dot(axis), (end - body.position).dot(axis)]
            let low = ends.min() ?? 0, high = ends.max() ?? 0
            let (separation, sign) = low - face.halfAlong > -face.halfAlong - high
                ? (low - face.halfAlong, 1.0) : (-face.halfAlong - high, -1.0)
            if separation > best?.separation ?? -.infinity { best = (separation, face, sign) }
        }
        if let best, best.separation > segmentSeparation + faceEndTolerance {
            return segmentEnds(start, end, against: body, face: best.face, sign: best.sign, reach: reach)
        }
        return body.localCorners.compactMap { corner in
            let offset = body.worldPoint(corner) - start
            let position = offset.dot(direction)
            guard offset.dot(normal) < reach, position >= -faceEndTolerance, position <= length + faceEndTolerance else { return nil }
            return Contact(pointBody: body, faceBody: nil, localPoint: corner, localNormal: normal, localFacePoint: start,
                           restitution: body.material.elasticity, friction: body.material.friction)
        }
    }

    /// The segment's ends near one of the box's faces, pushing on it.
    private static func segmentEnds(_ start: Vector, _ end: Vector, against body: DynamicBody, face: FaceAxis,
                                    sign: Double, reach: Double) -> [Contact] {
        let outward = sign * face.local
        let across = face.local.perpendicular
        return [start, end].compactMap { point in
            let local = body.localPoint(point)
            guard local.dot(outward) - face.halfAlong < reach, abs(local.dot(across)) <= face.halfAcross + faceEndTolerance else { return nil }
            return Contact(pointBody: nil, faceBody: body, localPoint: point, localNormal: outward,
                           localFacePoint: face.halfAlong * outward, restitution: body.material.elasticity,
                           friction: body.material.friction)
        }
    }

    // MARK: Two boxes

    /// The contacts of two boxes: the corners of one near the face of the other that separates them best.
    static func contacts(between first: DynamicBody, and second: DynamicBody, step: Double) -> [Contact] {
        let relativeSpeed = (first.velocity - second.velocity).length
            + abs(first.angularVelocity) * first.halfSize.length + abs(second.angularVelocity) * second.halfSize.length
        let reach = margin + relativeSpeed * step
        // Boxes whose circumscribed circles stay apart cannot touch within the step.
        guard (first.position - second.position).length < first.halfSize.length + second.halfSize.length + reach else { return [] }
        var best: (separation: Double, reference: DynamicBody, incident: DynamicBody, face: FaceAxis, sign: Double)?
        for (reference, incident) in [(first, second), (second, first)] {
            for face in faceAxes(of: reference) {
                let axis = face.local.rotated(by: reference.angle)
                let distance = (incident.position - reference.position).dot(axis)
                let separation = abs(distance) - face.halfAlong - radius(of: incident, along: axis)
                // Ties go to the first axis found, so the choice is the same at every step.
                if separation > (best?.separation ?? -.infinity) + 1e-9 {
                    best = (separation, reference, incident, face, distance < 0 ? -1 : 1)
                }
            }
        }
        guard let best, best.separation < reach else { return [] }
        let restitution = max(first.material.elasticity, second.material.elasticity)
        let friction = (first.material.friction * second.material.friction).squareRoot()
        let reference = best.reference, incident = best.incident
        let outward = best.sign * best.face.local
        let across = best.face.local.perpendicular
        var found: [Contact] = []
        // The incident box's corners over the reference face.
        for corner in incident.localCorners {
            let local = reference.localPoint(incident.worldPoint(corner))
            guard local.dot(outward) - best.face.halfAlong < reach,
                  abs(local.dot(across)) <= best.face.halfAcross + faceEndTolerance else { continue }
            found.append(Contact(pointBody: incident, faceBody: reference, localPoint: corner, localNormal: outward,
                                 localFacePoint: best.face.halfAlong * outward, restitution: restitution, friction: friction))
        }
        // The reference face's ends under the incident box's facing face (a wide box on a narrow one).
        let worldOutward = outward.rotated(by: reference.angle)
        guard let facing = faceAxes(of: incident).max(by: {
            abs($0.local.rotated(by: incident.angle).dot(worldOutward)) < abs($1.local.rotated(by: incident.angle).dot(worldOutward))
        }) else { return found }
        let facingSign: Double = facing.local.rotated(by: incident.angle).dot(worldOutward) > 0 ? -1 : 1
        let facingOutward = facingSign * facing.local
        let facingAcross = facing.local.perpendicular
        for end in [-1.0, 1.0] {
            let corner = best.face.halfAlong * outward + (end * best.face.halfAcross) * across
            let local = incident.localPoint(reference.worldPoint(corner))
            guard local.dot(facingOutward) - facing.halfAlong < reach,
                  abs(local.dot(facingAcross)) < facing.halfAcross - faceEndTolerance else { continue }
            found.append(Contact(pointBody: reference, faceBody: incident, localPoint: corner, localNormal: facingOutward,
                                 localFacePoint: facing.halfAlong * facingOutward, restitution: restitution, friction: friction))
        }
        return found
    }
}
