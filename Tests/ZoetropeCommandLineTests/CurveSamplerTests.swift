import XCTest
import Zoetrope
@testable import ZoetropeCommandLine

final class CurveSamplerTests: XCTestCase {
    func testDefaultDurationIsOneSecondOrTheLongestSpringsSettlingTime() throws {
        XCTAssertEqual(CurveSampler.defaultDuration(for: [try CurveSpec.parse("easeIn")]), 1)
        let spring = SpringTimingParameters(mass: 1, stiffness: 100, damping: 10)
        let curves = [try CurveSpec.parse("linear"), .spring(label: "s", spring)]
        // A one-second curve beside a longer spring does not shorten the spring's axis.
        XCTAssertEqual(CurveSampler.defaultDuration(for: curves), CurveSampler.defaultDuration(for: [curves[1]]))
        XCTAssertGreaterThan(CurveSampler.defaultDuration(for: curves), 1)
        // The axis covers the settling time and ends on the next tick (ticks every 0.2 s here).
        for spring in [spring, SpringTimingParameters(duration: 0.5, bounce: 0.3)] {
            let duration = CurveSampler.defaultDuration(for: [.spring(label: "s", spring)])
            let step = PlotAxis.niceStep(forSpan: duration, targetCount: CurvePlot.timeTickCount)
            XCTAssertEqual(step, 0.2, accuracy: 1e-12)
            XCTAssertGreaterThanOrEqual(duration, spring.settlingDuration)
            XCTAssertLessThan(duration - spring.settlingDuration, step)
            XCTAssertEqual((duration / step).rounded() * step, duration, accuracy: 1e-9)
        }
        let undamped = CurveSpec.spring(label: "u", SpringTimingParameters(mass: 1, stiffness: 100, damping: 0))
        XCTAssertEqual(CurveSampler.defaultDuration(for: [undamped]), 10, "capped so the chart stays readable")
    }

    func testCSVHasAHeaderQuotedWhereNeededAndEvenlySpacedRows() throws {
        let curves = [try CurveSpec.parse("linear"), try CurveSpec.parse("easeInEaseOut"), try CurveSpec.parse("cubic(0,0,1,1)")]
        let csv = CurveSampler(curves: curves, duration: 2).csv(count: 5)
        let lines = csv.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "time,linear,easeInEaseOut,\"cubic(0,0,1,1)\"")
        XCTAssertEqual(lines.count, 6)
        // linear = t / duration; easeInEaseOut is point-symmetric, so 0.5 at half time.
        XCTAssertEqual(lines[1], "0.000000,0.000000,0.000000,0.000000")
        XCTAssertEqual(lines[3], "1.000000,0.500000,0.500000,0.500000")
        XCTAssertEqual(lines[5], "2.000000,1.000000,1.000000,1.000000")
        XCTAssertTrue(lines[2].hasPrefix("0.500000,0.250000,"))
    }

    func testCSVFieldQuoting() {
        XCTAssertEqual(CurveSampler.csvField("plain"), "plain")
        XCTAssertEqual(CurveSampler.csvField("a,b"), "\"a,b\"")
        XCTAssertEqual(CurveSampler.csvField("say \"hi\""), "\"say \"\"hi\"\"\"")
    }

    func testAxisTicksAreRoundNumbersInsideTheRange() {
        let unit = PlotAxis(lower: 0, upper: 1, targetTickCount: 5).ticks
        XCTAssertEqual(unit.count, 6)
        for (tick, expected) in zip(unit, [0, 0.2, 0.4, 0.6, 0.8, 1]) { XCTAssertEqual(tick, expected, accuracy: 1e-12) }
        let progress = PlotAxis(lower: -0.06, upper: 1.27, targetTickCount: 6)
        XCTAssertEqual(progress.ticks.count, 7)
        XCTAssertEqual(progress.ticks.first ?? .nan, 0, accuracy: 1e-12)
        XCTAssertEqual(progress.ticks.last ?? .nan, 1.2, accuracy: 1e-12)
        XCTAssertEqual(progress.label(0.4), "0.4")
        XCTAssertEqual(PlotAxis(lower: 0, upper: 10, targetTickCount: 5).ticks, [0, 2, 4, 6, 8, 10])
        XCTAssertEqual(PlotAxis(lower: 0, upper: 10, targetTickCount: 5).label(4), "4")
        XCTAssertEqual(PlotAxis(lower: 0, upper: 1, targetTickCount: 5).fraction(0.25), 0.25)
    }
}
