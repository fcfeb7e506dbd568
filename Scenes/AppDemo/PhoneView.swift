import Foundation
import Zoetrope

/// A phone playing a screen recording: the clip in a `VideoLayer` with the screen's rounded
/// corners, under an SVG device frame whose screen is transparent.
final class PhoneView: View {
    /// The frame's size in points and where its screen is.
    static let size = Size(width: 326, height: 660)
    static let screen = Rect(x: 16, y: 13, width: 294, height: 634)

    let screenLayer: VideoLayer

    init(recording: URL, frameImage: Image) {
        screenLayer = VideoLayer(contentsOf: recording)
        super.init(frame: Rect(origin: .zero, size: Self.size))
        screenLayer.frame = Self.screen
        screenLayer.cornerRadius = 40
        screenLayer.masksToBounds = true
        screenLayer.contentsGravity = .resizeAspectFill
        screenLayer.backgroundColor = .black
        screenLayer.loops = true
        layer.addSublayer(screenLayer)
        let device = ImageView(image: frameImage, frame: bounds)
        device.contentMode = .scaleToFill
        addSubview(device)
    }
}
