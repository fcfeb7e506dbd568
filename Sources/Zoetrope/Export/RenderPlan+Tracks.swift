import MediaEncoding

extension RenderPlan {
    /// The writer's options of a render with the scene's tracks, and what was left out.
    struct Tracks {
        /// `encoding` with the subtitle cues and the audio track the format carries.
        var options: EncodingOptions
        /// Notes for what the format cannot carry (sounds in a GIF).
        var notes: [String] = []
    }

    /// The tracks of the render, from a stage of their own played to its last frame without
    /// drawing (`tracks(of:)`): for reading a render's tracks without rendering it. A render
    /// takes them from the stage that made its frames.
    func tracks() throws -> Tracks {
        tracks(of: try settings.stage(playing: scene))
    }

    /// The encoder options with the captions of `stage` — the scene played to the render's last
    /// frame — as a soft subtitle track (MP4 and MOV: mov_text, WebM: WebVTT) and its sounds as an
    /// audio track (`audioTrack(of:)`, normalised to the plan's loudness), where the format carries
    /// them; a chunk keeps the cues, and its share of the audio, for the join.
    func tracks(of stage: Stage) -> Tracks {
        var tracks = Tracks(options: encoding)
        if format.carriesSubtitles {
            tracks.options.subtitles = CaptionCue.cues(of: stage.captions, in: settings)
                .map { SubtitleCue(text: $0.text, startMilliseconds: $0.startMilliseconds, endMilliseconds: $0.endMilliseconds) }
        }
        if format.carriesAudio {
            tracks.options.audio = audioTrack(of: stage.sounds)
        } else if !stage.sounds.isEmpty {
            tracks.notes.append("\(format.name) has no sound: the scene's \(stage.sounds.count) sound"
                + (stage.sounds.count == 1 ? " is" : "s are")
                + " left out (\(EnglishList.joined(FormatDescriptor.containerNames(where: \.carriesAudio))) carry an audio track)")
        }
        return tracks
    }

    /// The track of `sounds` in this render: as long as its frames, each sound at the sample of
    /// its time from the render's start, silent from the scene's end; nil for no sounds.
    private func audioTrack(of sounds: [SoundCue]) -> AudioTrack? {
        guard !sounds.isEmpty else { return nil }
        return AudioTrack(clips: sounds.map { $0.clip(renderStartingAt: settings.from, sceneDuration: scene.duration) },
                          sampleCount: AudioTrack.sample(ofFrame: settings.frameCount, fps: settings.fps), loudness: encoding.loudness)
    }
}
