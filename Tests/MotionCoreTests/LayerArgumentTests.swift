import XCTest
@testable import MotionCore

/// `init(layer: Any)` finds the layer in its argument whatever the argument holds, also once the
/// argument's type has taken the fast path.
final class LayerArgumentTests: XCTestCase {
    private final class Dial: Layer {}
    private final class NotALayer {}

    func testALayerIsFoundTheFirstTimeAndOnceItsClassIsKnown() {
        let first = Dial(), second = Dial()
        XCTAssertTrue(LayerArgument.layer(in: first) === first)
        XCTAssertTrue(LayerArgument.layer(in: second) === second)
        XCTAssertTrue(LayerArgument.layer(in: first) === first)
    }

    func testOptionalsAndAnyObjectsOfTheKnownClassAreCastNotRead() {
        let dial = Dial()
        _ = LayerArgument.layer(in: dial)
        XCTAssertNil(LayerArgument.layer(in: Optional<Dial>.none as Any))
        XCTAssertTrue(LayerArgument.layer(in: Optional(dial) as Any) === dial)
        XCTAssertTrue(LayerArgument.layer(in: dial as AnyObject) === dial)
        // An AnyObject that is not a layer, after an AnyObject that was: refused.
        XCTAssertNil(LayerArgument.layer(in: NotALayer() as AnyObject))
    }

    func testAnythingButALayerIsRefused() {
        _ = LayerArgument.layer(in: Dial())
        XCTAssertNil(LayerArgument.layer(in: 42))
        XCTAssertNil(LayerArgument.layer(in: NotALayer()))
        XCTAssertNil(LayerArgument.layer(in: "layer"))
    }

    func testACopyMadeFromAnyKindOfArgumentIsAPresentationCopyOfIt() {
        let model = Dial()
        model.opacity = 0.25
        for argument in [model as Any, Optional(model) as Any, model as AnyObject as Any] {
            let copy = Dial(layer: argument)
            XCTAssertTrue(copy.isPresentation)
            XCTAssertTrue(copy.modelLayer === model)
            XCTAssertEqual(copy.opacity, 0.25)
        }
    }
}
