import Foundation
import XCTest
import ZoetropeTestSupport

/// Our GIFs leave a lossless optimiser nothing to gain: `gifsicle -O3` (the yardstick, installed
/// by `Scripts/setup.sh --tests`, never used by the product) shrinks them by under 2 %.
final class GIFOptimizationTests: XCTestCase {
    func testGifsicleFindsLessThanTwoPercentToSave() throws {
        let folder = try makeTemporaryFolder("zoetrope-e2e")
        for (scene, arguments) in [("loading-indicator", "--to 1.6"), ("timing-gallery", "--to 1.2 --scale 0.5")] {
            let result = try CLI.shell("""
                $Z render \(scene) \(arguments) --quiet -o ours.gif && gifsicle -O3 ours.gif -o optimised.gif \
                && stat -c %s ours.gif optimised.gif
                """, in: folder)
            XCTAssertEqual(result.status, 0, "\(scene): \(result.stderr)")
            let sizes = result.stdout.split(separator: "\n").compactMap { Double($0) }
            XCTAssertEqual(sizes.count, 2, result.stdout)
            guard sizes.count == 2 else { continue }
            let saving = (sizes[0] - sizes[1]) / sizes[0]
            XCTAssertLessThan(saving, 0.02, "\(scene): gifsicle -O3 took \(sizes[0]) → \(sizes[1]) bytes")
        }
    }
}
