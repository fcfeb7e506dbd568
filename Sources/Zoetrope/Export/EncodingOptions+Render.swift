import MediaEncoding

extension EncodingOptions {
    /// These options with what the render decides in place of whatever they held: frames at
    /// `fps` over `background` (nil or translucent: kept transparent where the format allows;
    /// opaque: the colour under translucent pixels), no chunk and no tracks yet (the plan and its
    /// run add them).
    func rendering(fps: Int, background: Color?) -> EncodingOptions {
        var options = self
        options.fps = fps
        options.transparent = (background?.alpha ?? 0) < 1
        options.background = .black
        if let background, background.alpha > 0 {
            options.background = BackgroundColor(red: Self.channel(background.red), green: Self.channel(background.green),
                                                 blue: Self.channel(background.blue))
        }
        options.chunk = nil
        options.subtitles = []
        options.audio = nil
        return options
    }

    private static func channel(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
}
