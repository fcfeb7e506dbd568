/// The one way a scene is played: a stage set up from the scene and advanced through the
/// requested instants in order by a `Cursor`, handing out each frame's presentation tree.
/// Exports, filmstrips and traces play through it; stills, snapshots and the preview through a
/// `Scrubber`, which holds a cursor; motion assertions move a cursor themselves. So a frame is
/// the same pure function of its time everywhere.
public struct Playback {
    /// One frame of a playback.
    public struct Frame {
        /// The frame's position in the requested sequence, from 0.
        public let index: Int
        /// Its time in seconds.
        public let time: Double
        /// The presentation tree at `time`: an independent copy, safe to draw on another thread.
        public let tree: Layer
        /// What the scene noted while reaching this frame (a spring cut before it settles), each text once per playback.
        public let notes: [String]
    }

    /// Told of each note a frame's stage makes (an animation that animates nothing, a path
    /// resampled, a cut spring: `Frame.notes`) by every cursor that makes frames under it, on the
    /// cursor's thread: commands that draw stills, filmstrips and traces print them through it.
    /// (A class, not a bare closure: with a task-local of function type, release builds of every
    /// command crashed in `swift_task_localValuePush` on Swift 6.3.1.)
    @TaskLocal public static var noteObserver: NoteObserver?

    /// The scene played.
    public let scene: Scene
    /// Whether frames show the scripted touches (`Stage.showsTouches`); nil: as the scene says.
    public let showsTouches: Bool?
    /// How many times a second display links run (`Stage.init(scene:refreshRate:)`); nil: the
    /// scene's frame rate. Playing a render's frames sets it to the render's.
    public let refreshRate: Int?
    /// The pixels per point the scene is told it is drawn at (`UIScreen.main.scale`); nil: the
    /// scene's scale. Playing a render's frames sets it to the render's.
    public let scale: Double?

    public init(scene: Scene, showsTouches: Bool? = nil, refreshRate: Int? = nil, scale: Double? = nil) {
        self.scene = scene
        self.showsTouches = showsTouches
        self.refreshRate = refreshRate
        self.scale = scale
    }

    /// Plays the scene through `times` (seconds) and hands each frame to `body`, in order. Time
    /// only runs forward on a stage, so a time earlier than the one before starts the scene again
    /// from 0 on a fresh stage. Throws the scene's first failure (`SceneError.scriptFailed`), or
    /// what `body` throws, which ends the playback.
    public func play(at times: some Sequence<Double>, _ body: (Frame) throws -> Void) throws {
        let cursor = Cursor(self)
        for (index, time) in times.enumerated() {
            try body(try cursor.frame(at: time, index: index))
        }
    }

    /// Plays the frames `settings` renders (`frames`: all, or a chunk's): the i-th frame handed out
    /// is frame `frames.lowerBound + i` of the render, at `settings.time(ofFrame:)` of that number.
    public func play(_ settings: ResolvedRenderSettings, _ body: (Frame) throws -> Void) throws {
        try play(settings, onToFrame: nil, body)
    }

    /// `play(_:_:)`, then the same stage moved on frame by frame, making no frames, to the time of
    /// frame `last` of the render (when past the frames played), calling `between` before each
    /// move; returns the stage where it ended: a render learns its scene's captions and sounds from
    /// the one playing that makes its frames.
    @discardableResult
    func play(_ settings: ResolvedRenderSettings, onToFrame last: Int?, between: () throws -> Void = {},
              _ body: (Frame) throws -> Void) throws -> Stage? {
        let cursor = Cursor(Playback(scene: scene, showsTouches: showsTouches, refreshRate: settings.fps, scale: settings.scale))
        for (index, frame) in settings.frames.enumerated() {
            try body(try cursor.frame(at: settings.time(ofFrame: frame), index: index))
        }
        for frame in settings.frames.upperBound..<max(settings.frames.upperBound, (last ?? -1) + 1) {
            try between()
            try cursor.move(to: settings.time(ofFrame: frame))
        }
        return cursor.stage
    }

    /// The presentation tree at `time` seconds.
    public func tree(at time: Double) throws -> Layer {
        try Cursor(self).frame(at: time).tree
    }
}
