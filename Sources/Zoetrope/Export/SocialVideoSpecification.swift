import MediaEncoding

/// Video for social feeds: the square (1:1) and vertical (9:16) pictures Instagram, TikTok,
/// YouTube Shorts and the like recommend, at their common 1080 pixels across — H.264 in MP4 with
/// AAC, the scene fitted inside and centred on its background (a landscape scene in a vertical
/// picture keeps all of itself, with bands above and below).
enum SocialVideoSpecification {
    /// 1080×1080.
    static let square = PixelSize(width: 1080, height: 1080)
    /// 1080×1920.
    static let vertical = PixelSize(width: 1080, height: 1920)
    /// The highest frame rate the feeds play: 60.
    static let maximumFPS = 60

    /// The scale that fits a scene of `size` points inside `picture`.
    static func scale(fitting size: Size, in picture: PixelSize) -> Double {
        min(Double(picture.width) / size.width, Double(picture.height) / size.height)
    }
}
