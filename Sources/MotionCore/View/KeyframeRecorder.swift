/// Collects the changes made inside a keyframe block, per layer and key, with the keyframe
/// window each was made in; at the end of the block it adds one animation per property.
final class KeyframeRecorder {
    struct Track {
        let layer: Layer
        let key: String
        let initialValue: Any
        var segments: [KeyframeBlockAnimation.Segment] = []
    }

    let isDiscrete: Bool
    /// The current keyframe's span as fractions of the block (the whole block outside keyframes).
    var window: (start: Double, end: Double) = (0, 1)
    private var tracks: [Track] = []

    init(isDiscrete: Bool) { self.isDiscrete = isDiscrete }

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
            let animation = KeyframeBlockAnimation(keyPath: track.key)
            animation.initialValue = track.initialValue
            animation.segments = track.segments.enumerated()
                .sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element)
            animation.isDiscrete = isDiscrete
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
