import Foundation
import Zoetrope

/// Samples one layer's key path over the scene on a fine virtual clock (every `interval`
/// seconds, 1 ms by default, whatever the scene's frame rate) from the engine's presentation
/// values, and fails once per predicate that does not hold, naming the predicate, the instant and
/// the measured figure:
///
/// ```swift
/// assertMotion(of: CardScene(), layer: "card", keyPath: "position.y",
///              .settles(by: 0.6, within: 0.5), .overshoot(atMost: 0.02), .monotonic)
/// ```
///
/// Works from XCTest and Swift Testing. Pixel snapshots stay for how frames look; this checks
/// how things move. Engine warnings (an animation that does nothing) fail it too. With
/// `SNAPSHOT_ARTIFACTS` set, each failure joins the failure report with its curve plotted (value
/// and velocity against time, the bounds, the violation) beside the frame at that instant.
public func assertMotion(
    of scene: Scene, layer: String, keyPath: String, _ predicates: MotionPredicate...,
    from start: Double = 0, to end: Double? = nil, every interval: Double = 0.001,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let location = SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column)
    do {
        try SnapshotVerifier.strictly {
            let sampler = MotionSampler(scene: scene)
            let curve = try sampler.curves(layers: [layer], keyPaths: [keyPath], every: interval, from: start, to: end)[0]
            for predicate in predicates {
                guard let violation = try predicate.violation(of: curve, sampler: sampler) else { continue }
                let message = "\(layer).\(keyPath) fails \(predicate.name): \(violation.message)"
                MotionReport.add(message, curve: curve, violation: violation, scene: scene, testFile: location.filePath,
                                 testName: SnapshotLocation.testName(fromFunction: testName))
                IssueReporter.fail(message, at: location)
            }
        }
    } catch {
        IssueReporter.fail("Could not sample \(layer).\(keyPath) of \(type(of: scene).name): \(error)", at: location)
    }
}

/// Fails when any named layer's position, bounds, opacity or transform still changes after
/// `time` (sampled every `interval` seconds to the scene's end): the scene has come to rest.
public func assertNoMotion(
    of scene: Scene, after time: Double, every interval: Double = 0.001,
    keyPaths: [String] = ["position.x", "position.y", "bounds.size.width", "bounds.size.height", "opacity",
                          "transform.rotation.z", "transform.scale.x", "transform.scale.y"],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let location = SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column)
    do {
        let curves = try SnapshotVerifier.strictly {
            try MotionSampler(scene: scene).curves(layers: try namedLayers(of: scene, at: time), keyPaths: keyPaths,
                                                   every: interval, from: time)
        }
        for curve in curves {
            guard let moved = curve.samples.first(where: { abs($0.value - curve.start) > max(abs(curve.start), 1) * 1e-9 })
            else { continue }
            IssueReporter.fail("\(curve.layer).\(curve.keyPath) still moves after \(Figure.seconds(time)): "
                + "\(Figure.number(moved.value)) at \(Figure.seconds(moved.time)), was \(Figure.number(curve.start))", at: location)
        }
    } catch {
        IssueReporter.fail("Could not sample \(type(of: scene).name): \(error)", at: location)
    }
}

/// The names of the scene's named layers at `time`.
private func namedLayers(of scene: Scene, at time: Double) throws -> [String] {
    try Playback.Cursor(Playback(scene: scene)).move(to: time).rootLayer.allLayers.compactMap(\.name)
}
