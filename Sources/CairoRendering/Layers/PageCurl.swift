import Foundation

/// The shape of a page curl at one instant, seen from above along one line across the page.
///
/// Positions u are measured across the fold, from the line through the page's corner that lifts
/// first (u = 0) to the opposite corner (u = `length`). A cylinder of radius `radius` lies on the
/// page with its axis parallel to the fold, touching it along the fold, u = `fold`. The page
/// beyond the fold (u ≥ fold) lies flat. The page before it wraps around the cylinder: the point
/// at arc length s from the fold is at angle θ = s / r, seen at u = fold − r·sin θ, its front face
/// up while θ < π/2 and its back face up for π/2 < θ < π; past half the circumference (s > πr) it
/// lies flat again, back up, on top of the flat part, at u = fold + (s − πr). The fold moves from
/// 0 (a flat page) to `length` + 2r (the roll and its shadow past the far corner) with progress.
///
/// Each point of the view is covered by at most two faces: the lower (the flat page or the roll's
/// front) and the upper (the back, over the lower), so a renderer draws the page in thin strips
/// parallel to the fold, each strip one line of the page (see `LayerRenderer.drawPageCurl`).
/// Along a strip the page may end before the strip does (the fold is tilted against the page's
/// edges): there the page image is transparent and nothing is drawn.
struct PageCurl {
    /// One face of the page seen at a point: where on the page it comes from, and how it is lit.
    struct Face: Equatable {
        /// The page position (u) seen there.
        let source: Double
        /// Whether the page is seen from behind (so its content runs backwards along u).
        let isBack: Bool
        /// How much darker than in full light, in [0, 1]: the cylinder turns away from the light.
        let shade: Double
    }

    /// What is seen at one u.
    struct Slice: Equatable {
        /// The flat page or the roll's front face; nil where the page has gone and what lies under it shows.
        let lower: Face?
        /// The page's back, over `lower`.
        let upper: Face?
        /// The roll's shadow on what lies under the page, in [0, 1] (0 where the page covers it).
        let shadow: Double
    }

    /// The roll's radius as a fraction of the page's length.
    static let radiusFraction = 0.1
    /// The darkest shade of the roll's silhouette, front and back.
    static let frontShade = 0.45, backShade = 0.3
    /// The darkest shadow beside the roll; it fades over one radius.
    static let shadowStrength = 0.35

    let length: Double
    let radius: Double
    let fold: Double

    /// The curl of a page `length` long at progress in [0, 1] (0: flat, 1: gone).
    init(length: Double, progress: Double) {
        self.length = length
        radius = length * Self.radiusFraction
        fold = progress * (length + 2 * radius)
    }

    /// The faces and shadow seen at `u` (0 ≤ u ≤ length).
    func slice(at u: Double) -> Slice {
        if u >= fold {
            // Flat, with the part rolled past half the circumference lying back up on top.
            let sheet = fold - Double.pi * radius - (u - fold)
            return Slice(lower: face(u, isBack: false, shade: 0), upper: face(sheet, isBack: true, shade: 0), shadow: 0)
        }
        guard u >= fold - radius else { return Slice(lower: nil, upper: nil, shadow: shadow(at: u)) }
        let angle = asin(min(1, (fold - u) / radius))
        let darkness = 1 - cos(angle)
        let front = face(fold - radius * angle, isBack: false, shade: Self.frontShade * darkness)
        let back = face(fold - radius * (Double.pi - angle), isBack: true, shade: Self.backShade * darkness)
        return Slice(lower: front, upper: back, shadow: front == nil ? shadow(at: u) : 0)
    }

    /// The face showing page position `source`, if the page has one there.
    private func face(_ source: Double, isBack: Bool, shade: Double) -> Face? {
        guard source >= 0, source <= length else { return nil }
        return Face(source: source, isBack: isBack, shade: shade)
    }

    /// The roll's shadow at `u`, where the page has gone: strongest at the roll's nearest edge,
    /// fading over one radius, and growing with the roll from nothing at the start.
    private func shadow(at u: Double) -> Double {
        let distance = rollEdge - u
        guard distance >= 0, distance < radius else { return 0 }
        return Self.shadowStrength * min(1, fold / radius) * (1 - distance / radius)
    }

    /// The roll's edge nearest the lifting edge: the lowest u the rolled page reaches.
    private var rollEdge: Double {
        // The rolled page spans angles from max(0, fold − length) / r to fold / r; it reaches
        // furthest where its angle is nearest π/2.
        let angle = min(max(Double.pi / 2, max(0, fold - length) / radius), fold / radius)
        return fold - radius * sin(angle)
    }
}
