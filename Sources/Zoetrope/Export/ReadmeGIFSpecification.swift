/// A GIF for a README or an issue on GitHub, which shows images and GIFs of up to 10 MB
/// (docs.github.com, "Attaching files": "Images and GIFs up to 10 MB") at most as wide as its
/// content column (a README's is under 1,000 pixels; 800 keeps text in the picture legible
/// without scaling on most screens).
enum ReadmeGIFSpecification {
    /// The widest picture, in pixels: a wider scene is drawn smaller, a narrower one as it is.
    static let maximumWidth = 800.0
    /// The highest frame rate: 30, above which a GIF's centisecond delays stop being smooth and
    /// the file grows with no visible gain.
    static let maximumFPS = 30
    /// GitHub's limit: 10 MB. The render steps its frame rate and colours down until it fits
    /// (`Exporter.exportGIF(_:maximumBytes:)`) and refuses when nothing does.
    static let maximumBytes = 10_000_000
}
