import Foundation

/// What `review` found for one scene.
struct SceneReview {
    enum Status: String {
        /// Same frames (or within the perceptual tolerance), same trace.
        case unchanged
        /// Frames beyond the tolerance, another frame count or size, or another trace.
        case changed
        /// Only the head has it.
        case added
        /// Only the base has it.
        case removed
    }

    let name: String
    var status: Status
    /// The head's scene, or the base's for a removed one.
    let entry: ReviewCapture.SceneEntry
    /// The base's size and frame count when they differ from the head's.
    var baseEntry: ReviewCapture.SceneEntry?
    /// Frames (indices from 0) that differ beyond the perceptual tolerance, as ranges.
    var changedFrames: [ClosedRange<Int>] = []
    /// Frames whose pixels differ but within the tolerance.
    var framesWithinTolerance = 0
    /// The trace's line diff (base as reference), when the traces differ.
    var traceDiff: String?
    /// The curves whose values differ, by name ("card frame.y"), with both sides' values.
    var changedCurves: [ChangedCurve] = []
    /// The first changed frame of each range drawn by both sides, and their difference, as file
    /// names in the scene's page folder.
    var stills: [Still] = []
    /// Whether both sides' renders were written as videos beside the page.
    var hasVideos = false

    struct ChangedCurve {
        let name: String
        let times: [Double]
        let base: [Double?]
        let head: [Double?]
    }

    struct Still {
        let frame: Int
        let base: String
        let head: String
        let difference: String?
    }

    /// A frame index's time in seconds.
    func seconds(_ frame: Int) -> Double { Double(frame) / Double(entry.fps) }
}

extension Array where Element == Int {
    /// Sorted indices grouped into runs of consecutive ones.
    var consecutiveRanges: [ClosedRange<Int>] {
        var ranges: [ClosedRange<Int>] = []
        for index in sorted() {
            if let last = ranges.last, last.upperBound + 1 == index {
                ranges[ranges.count - 1] = last.lowerBound...index
            } else {
                ranges.append(index...index)
            }
        }
        return ranges
    }
}
