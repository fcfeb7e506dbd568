/// What a render's messages call the values and tools a render was given: the library's own
/// words ("the end", "another scale"), or a command line's flags and commands ("--to",
/// "--scale", "zoetrope concat"), so the library's errors and notes are written once and read
/// in either vocabulary.
package struct RenderWording: Sendable {
    /// The range's start (`RenderSettings.from`).
    package var start: String
    /// The range's end (`RenderSettings.to`).
    package var end: String
    /// A still's time.
    package var time: String
    /// Choosing the pixels per point (`RenderSettings.scale`).
    package var scale: String
    /// What joins a render's chunks into one file.
    package var joinChunks: String

    /// The library's words.
    package static let library = RenderWording(start: "the start", end: "the end", time: "time", scale: "another scale",
                                               joinChunks: "ChunkedRender.join")

    package init(start: String, end: String, time: String, scale: String, joinChunks: String) {
        self.start = start; self.end = end; self.time = time; self.scale = scale; self.joinChunks = joinChunks
    }
}
