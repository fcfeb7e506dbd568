import CairoRendering
import XCTest
@testable import Zoetrope

/// Round Corners (`rd`) as Bodymovin players define it: each sharp vertex becomes two, at the
/// radius along each adjacent edge (at most halfway), joined by a cubic whose handles reach the
/// ellipse constant of the way back to the corner; vertices with tangents stay.
final class LottieRoundedCornersTests: XCTestCase {
    private let k = 0.5519150244935105707435627

    private func square(side: Double) -> LottieBezier {
        LottieBezier(closed: true, vertices: [.zero, Point(x: side, y: 0), Point(x: side, y: side), Point(x: 0, y: side)],
                     inTangents: Array(repeating: .zero, count: 4), outTangents: Array(repeating: .zero, count: 4))
    }

    /// The cubic segments of `path` that go somewhere, as (start, control 1, control 2, end).
    private func segments(_ path: Path) -> Set<[Double]> {
        var segments: Set<[Double]> = []
        var current = Point.zero
        for element in path.elements {
            switch element {
            case .move(let point): current = point
            case let .curve(end, c1, c2):
                if end != current { segments.insert([current, c1, c2, end].flatMap { [($0.x * 1e6).rounded(), ($0.y * 1e6).rounded()] }) }
                current = end
            case .line(let end): current = end
            default: continue
            }
        }
        return segments
    }

    func testEachSharpCornerBecomesTwoVerticesAtTheRadiusWithHandlesTowardTheCorner() {
        let rounded = LottieRoundedCorners.round(square(side: 100), radius: 10)
        XCTAssertEqual(rounded.vertices.count, 8)
        // The corner at (100, 0): reached along the top edge from (0, 0), left along the right edge.
        XCTAssertEqual(rounded.vertices[2], Point(x: 90, y: 0))
        XCTAssertEqual(rounded.inTangents[2], .zero)
        XCTAssertEqual(rounded.outTangents[2].x, 10 * k, accuracy: 1e-12)
        XCTAssertEqual(rounded.outTangents[2].y, 0, accuracy: 1e-12)
        XCTAssertEqual(rounded.vertices[3], Point(x: 100, y: 10))
        XCTAssertEqual(rounded.inTangents[3].x, 0, accuracy: 1e-12)
        XCTAssertEqual(rounded.inTangents[3].y, -10 * k, accuracy: 1e-12)
        XCTAssertEqual(rounded.outTangents[3], .zero)
    }

    func testASquareRoundedByHalfItsSideIsBodymovinsCircle() {
        let rounded = LottieRoundedCorners.round(square(side: 100), radius: 80).path
        let circle = LottieGeometry.ellipse(center: Point(x: 50, y: 50), rx: 50, ry: 50, reversed: false)
        XCTAssertEqual(segments(rounded), segments(circle), "the radius is held to half of each edge")
    }

    func testVerticesWithTangentsAndTheEndsOfAnOpenPathStay() {
        let circle = LottieGeometry.ellipse(center: Point(x: 50, y: 50), rx: 40, ry: 20, reversed: false)
        XCTAssertEqual(segments(LottieRoundedCorners.round(circle, radius: 10)), segments(circle))
        let open = LottieBezier(closed: false, vertices: [.zero, Point(x: 50, y: 0), Point(x: 50, y: 50)],
                                inTangents: Array(repeating: .zero, count: 3), outTangents: Array(repeating: .zero, count: 3))
        let rounded = LottieRoundedCorners.round(open, radius: 10)
        XCTAssertEqual(rounded.vertices, [.zero, Point(x: 40, y: 0), Point(x: 50, y: 10), Point(x: 50, y: 50)])
    }

    func testSubpathsOfAPathGiveBackTheLottiePathsItWasDrawnFrom() {
        let bezier = LottieBezier(closed: true, vertices: [Point(x: 10, y: 10), Point(x: 60, y: 20), Point(x: 30, y: 70)],
                                  inTangents: [Point(x: -5, y: 0), .zero, Point(x: 4, y: 4)],
                                  outTangents: [Point(x: 5, y: 0), Point(x: 0, y: 8), .zero])
        let open = LottieBezier(closed: false, vertices: [Point(x: 1, y: 2), Point(x: 3, y: 4)], inTangents: [.zero, .zero], outTangents: [.zero, .zero])
        var path = bezier.path
        path.addPath(open.path)
        XCTAssertEqual(LottieBezier.subpaths(of: path), [bezier, open])
    }

    func testARoundCornersItemRoundsTheRectangleItsGroupFills() throws {
        func canvas(rounding: String) throws -> Canvas {
            let shapes = #"[{"ty":"gr","it":[{"ty":"rc","p":{"k":[50,50]},"s":{"k":[100,100]},"r":{"k":0}},\#(rounding)"#
                + #"{"ty":"fl","c":{"k":[1,0,0,1]},"o":{"k":100}},{"ty":"tr"}]}]"#
            let layer = #"{"ty":4,"nm":"card","ind":1,"ip":0,"op":20,"st":0,"ks":{},"shapes":\#(shapes)}"#
            return try Scrubber(scene: LottieScene(document: LottieFixtures.document(layers: layer))).still(at: 0)
        }
        let square = try canvas(rounding: "")
        let circle = try canvas(rounding: #"{"ty":"rd","nm":"Round Corners 1","r":{"a":0,"k":50}},"#)
        // (8.5, 8.5) is 58.7 from the centre: inside the square, outside the circle of radius 50;
        // (16.5, 16.5) is 47.4 from it: inside both.
        XCTAssertEqual(try XCTUnwrap(square.premultipliedPixel(x: 8, y: 8)).g, 0)
        XCTAssertEqual(try XCTUnwrap(circle.premultipliedPixel(x: 8, y: 8)).g, 255)
        XCTAssertEqual(try XCTUnwrap(circle.premultipliedPixel(x: 16, y: 16)).g, 0)
        XCTAssertEqual(try XCTUnwrap(circle.premultipliedPixel(x: 50, y: 1)).g, 0, "the edge's middle stays")
    }
}
