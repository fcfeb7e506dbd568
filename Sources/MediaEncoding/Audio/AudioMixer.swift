import Foundation

/// Sums clips into one track and brings it to a loudness: plain arithmetic in a fixed order on
/// one thread, so a mix is the same on every machine.
enum AudioMixer {
    /// `clips` placed on a silent track of `sampleCount` samples, each from its `startSample`,
    /// scaled by its gain (volume and fades) and added; what falls outside the track is dropped.
    /// A mono source sounds in both channels.
    static func mix(_ clips: [AudioClip], sources: [String: AudioSamples], sampleCount: Int) -> AudioSamples {
        var track = AudioSamples(silence: sampleCount)
        for clip in clips {
            guard let source = sources[clip.path] else { continue }
            let length = min(source.count, clip.endSample.map { $0 - clip.startSample } ?? Int.max)
            let first = max(0, -clip.startSample), end = min(length, sampleCount - clip.startSample)
            guard first < end else { continue }
            for channel in 0..<track.channels.count {
                let input = source.channels[min(channel, source.channels.count - 1)]
                track.channels[channel].withUnsafeMutableBufferPointer { output in
                    for index in first..<end {
                        output[clip.startSample + index] += input[index] * clip.gain(atSample: index, length: length)
                    }
                }
            }
        }
        return track
    }

    /// Multiplies `track` by the one gain that brings its integrated loudness (`LoudnessMeter`)
    /// to `target` LUFS, then clips every sample to full scale (±1). A track quieter than the
    /// measurement's absolute gate (silence) is left as it is.
    static func normalize(_ track: inout AudioSamples, to target: Double) throws {
        guard let measured = try LoudnessMeter.integratedLoudness(of: track) else { return }
        let gain = Float(pow(10, (target - measured) / 20))
        for channel in 0..<track.channels.count {
            track.channels[channel].withUnsafeMutableBufferPointer { samples in
                for index in samples.indices { samples[index] = min(1, max(-1, samples[index] * gain)) }
            }
        }
    }
}
