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
/// A view is then covered, from the lifting corner on, by: what lies under the page, with the
/// roll's shadow next to the roll; the roll, its front face under its back face; the flat page,
/// with the part rolled past half the circumference (the sheet) lying back up over it, up to
/// `sheetEnd`. `LayerRenderer.drawPageCurl` draws these regions; only the roll needs thin strips.
struct PageCurl {
    /// The roll's radius as a fraction of the page's length.
    static let radiusFraction = 0.1
    /// How dark the roll's silhouette is, on the front and on the back (0: as in full light).
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

    /// Where the sheet lying back up over the flat page ends (at most `fold` when there is none).
    var sheetEnd: Double { 2 * fold - Double.pi * radius }

    /// The page positions seen at `u` on the roll (fold − radius ≤ u < fold): the front face's,
    /// below, and the back face's, above; nil where the page does not reach.
    func roll(at u: Double) -> (front: Double?, back: Double?) {
        let angle = asin(min(1, max(0, (fold - u) / radius)))
        func onPage(_ source: Double) -> Double? { source >= 0 && source <= length ? source : nil }
        return (onPage(fold - radius * angle), onPage(fold - radius * (Double.pi - angle)))
    }

    /// How far the roll turns from the light at `u` on it, 1 − cos θ: 0 along the fold (and along
    /// the top of the roll above it), 1 at the roll's edge.
    func darkness(at u: Double) -> Double {
        let sine = min(1, max(0, (fold - u) / radius))
        return 1 - (1 - sine * sine).squareRoot()
    }

    /// The roll's edge nearest the lifting corner: the lowest u the rolled page reaches. The
    /// shadow darkens what lies under the page from there, fading over one radius.
    var rollEdge: Double {
        // The rolled page spans angles from max(0, fold − length) / r to fold / r; it reaches
        // furthest where its angle is nearest π/2.
        let angle = min(max(Double.pi / 2, max(0, fold - length) / radius), fold / radius)
        return fold - radius * sin(angle)
    }

    /// The shadow's opacity at the roll's edge, growing with the roll from nothing at the start.
    var shadowOpacity: Double { Self.shadowStrength * min(1, fold / radius) }
}
