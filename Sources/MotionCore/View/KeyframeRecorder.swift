/// Collects the changes made inside a keyframe block, per layer and key, with the keyframe
/// window each was made in; at the end of the block it adds one animation per property.
final class KeyframeRecorder {
    struct Track {
        let layer: Layer
        let key: String
        let initialValue: Any
        var segments: [KeyframeBlockAnimation.Segment] = []
    }

    let calculationMode: KeyframeAnimation.CalculationMode
    /// The current keyframe's span as fractions of the block (the whole block outside keyframes).
    var window: (start: Double, end: Double) = (0, 1)
    private var tracks: [Track] = []

    init(calculationMode: KeyframeAnimation.CalculationMode) { self.calculationMode = calculationMode }

    /// Records that `key` of `layer` changes to its current model value within the current window.
    func record(layer: Layer, key: String, initialValue: Any?) {
        guard let newValue = layer.value(forKey: key) else { return }
        let segment = KeyframeBlockAnimation.Segment(start: window.start, end: window.end, value: newValue)
        if let index = tracks.firstIndex(where: { $0.layer === layer && $0.key == key }) {
            tracks[index].segments.append(segment)
        } else if let initialValue {
            tracks.append(Track(layer: layer, key: key, initialValue: initialValue, segments: [segment]))
        }
    }

    /// Adds the collected animations, timed by the keyframe block.
    func addAnimations(timedBy block: AnimationBlock) {
        for track in tracks {
            let segments = track.segments.enumerated()
                .sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element)
            let animation = makeAnimation(key: track.key, initialValue: track.initialValue, segments: segments)
            animation.duration = block.duration
            animation.timingFunction = block.timingFunction
            if block.delay > 0 {
                animation.beginTime = track.layer.localTime(atGlobalTime: Timeline.current?.time ?? 0) + block.delay
                animation.fillMode = .backwards
            }
            if block.options.contains(.repeat) { animation.repeatCount = .infinity }
            animation.autoreverses = block.options.contains(.autoreverse)
            track.layer.add(animation, forKey: track.key)
        }
        tracks.removeAll()
    }

    /// Linear and discrete blocks hold each value until the next keyframe starts, as UIKit's
    /// do; the paced and cubic modes are Core Animation's keyframe animation through the values,
    /// each reached at the end of its keyframe.
    private func makeAnimation(key: String, initialValue: Any, segments: [KeyframeBlockAnimation.Segment]) -> PropertyAnimation {
        switch calculationMode {
        case .linear, .discrete:
            let animation = KeyframeBlockAnimation(keyPath: key)
            animation.initialValue = initialValue
            animation.segments = segments
            animation.isDiscrete = calculationMode == .discrete
            return animation
        case .paced, .cubic, .cubicPaced:
            let animation = KeyframeAnimation(keyPath: key)
            var values = [initialValue], keyTimes = [0.0]
            for segment in segments {
                values.append(segment.value)
                keyTimes.append(max(segment.end, keyTimes.last ?? 0))
            }
            if let last = keyTimes.last, last < 1, let value = values.last {
                values.append(value)
                keyTimes.append(1)
            }
            animation.values = values
            animation.keyTimes = keyTimes
            animation.calculationMode = calculationMode
            return animation
        }
    }
}

/// The action a change gets inside a keyframe block: it only records the change.
final class KeyframeCaptureAction: Action {
    let recorder: KeyframeRecorder
    let oldValue: Any?

    init(recorder: KeyframeRecorder, oldValue: Any?) {
        self.recorder = recorder
        self.oldValue = oldValue
    }

    func run(forKey event: String, object layer: Layer, previousValue: Any?) {
        recorder.record(layer: layer, key: event, initialValue: previousValue ?? oldValue)
    }
}
