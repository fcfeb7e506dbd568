import Foundation
import Zoetrope

/// The kind of clip that opens an app's README: a phone (a built-in device frame) slides in
/// playing the app's screen recording, the SVG app icon pops in beside its name in the brand
/// font, captions with emoji change in UIKit animation blocks (and are subtitle cues), a JPEG
/// screenshot fans out behind the phone, a finger taps the screen (touch indicators, a tick on
/// each tap) while the camera follows the second tap by itself, all over a music loop. Every picture, the clip, the
/// font and the sounds are real files shipped as SwiftPM resources.
public struct AppDemoScene: Scene {
    public static let name = "app-demo"
    public static let summary = "A README hero clip: screen recording in a phone frame, taps, camera zoom, captions, music and tap sounds"

    let assets: AppDemoAssets

    public init(variant: String?) throws {
        guard variant == nil else { throw SceneError.unknownVariant(variant!, scene: Self.name, known: []) }
        assets = try AppDemoAssets(scene: Self.name)
    }

    public var size: Size { Size(width: 1280, height: 720) }
    public var duration: Double { 8 }
    public var fps: Int { 30 }
    public var backgroundColor: Color? { Color(hex: 0x0B1026) }

    /// Script times, in seconds.
    enum Cue {
        static let phoneIn = 0.2, recordingStarts = 1.0, iconIn = 0.8, titleIn = 1.1
        static let captions: [(time: Double, text: String)] = [
            (1.7, "Plan a trip in one tap ✈️"),
            (3.7, "Keep the places you love 📍"),
            (5.7, "Swipe from city to city 🌆"),
        ]
        static let screenshotOut = 3.2, badgeIn = 6.6
        /// Taps on the phone's screen; the camera follows those from `followFrom` on.
        static let taps: [(time: Double, point: Point)] = [(2.2, Point(x: 905, y: 250)), (5.0, Point(x: 960, y: 520))]
        static let followFrom = 4.0
        /// How the camera follows the second tap: 1.75 times closer (the phone's lower half and the
        /// screenshot beside it), in 0.7 s before the finger lands, out half a second after it lifts.
        static let following = TouchFollowing(zoom: 1.75, lead: 0.7, hold: 0.5, moveDuration: 0.6)
        static let tapHold = 0.12
    }

    /// The phone's scale: its 868-point-tall frame 660 points tall on the 720-point canvas.
    static let phoneScale = 660.0 / DeviceFrame.phone.size.height

    /// The phone's resting centre and the text column's left edge.
    static let phoneCenter = Point(x: 910, y: 360)
    static let textLeft = 96.0

    public func setUp(on stage: Stage) {
        let root = stage.rootView
        root.layer.addSublayer(makeBackdrop())

        let screenshot = makeScreenshotCard()
        root.addSubview(screenshot)
        let phone = DeviceFrameView(.phone)
        phone.layer.name = "phone"
        phone.transform = AffineTransform(scaleX: Self.phoneScale, y: Self.phoneScale)
        phone.center = Point(x: Self.phoneCenter.x, y: Self.phoneCenter.y + 720)
        let recording = VideoLayer(contentsOf: assets.recording)
        recording.name = "recording"
        recording.contentsGravity = .resizeAspectFill
        recording.loops = true
        // The recording starts once the phone has arrived; before that it shows its first frame.
        recording.beginTime = Cue.recordingStarts
        phone.embed(recording)
        root.addSubview(phone)

        let icon = ImageView(image: assets.icon, frame: Rect(x: Self.textLeft, y: 150, width: 104, height: 104))
        icon.layer.name = "icon"
        icon.alpha = 0
        icon.transform = AffineTransform(scaleX: 0.4, y: 0.4)
        root.addSubview(icon)

        let title = Label(frame: Rect(x: Self.textLeft + 128, y: 164, width: 420, height: 76), text: "City Guide",
                          font: Font(family: assets.brandFamily, size: 52, weight: .bold), textColor: .white)
        title.layer.name = "title"
        title.alpha = 0
        root.addSubview(title)

        let caption = Label(frame: Rect(x: Self.textLeft, y: 296, width: 470, height: 110), text: "",
                            font: Font(family: assets.brandFamily, size: 32, weight: .bold), textColor: Color(hex: 0xC9D6FF))
        caption.layer.name = "caption"
        caption.numberOfLines = 2
        caption.lineBreakMode = .byWordWrapping
        caption.textAlignment = .left
        // The seed's flipboard: the old caption scrolls up and out, the new one comes in from below.
        caption.textTransition = .push(.fromTop)
        caption.clipsToBounds = true
        root.addSubview(caption)

        let badge = makeBadge()
        root.addSubview(badge)

        script(stage, phone: phone, screenshot: screenshot, icon: icon, title: title, caption: caption, badge: badge)
    }

    private func script(_ stage: Stage, phone: View, screenshot: View, icon: View, title: View, caption: Label, badge: View) {
        // The 4-second music loop twice, faded in at the start and out at the end.
        stage.audio(assets.music, at: 0, volume: 0.8, fadeIn: 0.6)
        stage.audio(assets.music, at: 4, volume: 0.8, fadeOut: 1.5)
        // Taps on the screen, shown as the Simulator shows touches, each with a tick.
        stage.showsTouches = true
        stage.tapSound = TapSound(url: assets.tapSound, volume: 0.7)
        for tap in Cue.taps { stage.tap(at: tap.point, time: tap.time, holdDuration: Cue.tapHold) }
        stage.camera.followTouches(Cue.following, from: Cue.followFrom)
        stage.at(Cue.phoneIn) {
            View.animate(withDuration: 1.1, delay: 0, usingSpringWithDamping: 0.78, initialSpringVelocity: 0, animations: {
                phone.center = Self.phoneCenter
            })
        }
        stage.at(Cue.iconIn) {
            View.animate(withDuration: 0.7, delay: 0, usingSpringWithDamping: 0.55, initialSpringVelocity: 0, animations: {
                icon.alpha = 1
                icon.transform = .identity
            })
        }
        stage.at(Cue.titleIn) {
            View.animate(withDuration: 0.5, delay: 0, options: .curveEaseOut, animations: {
                title.alpha = 1
                title.center = Point(x: title.center.x + 12, y: title.center.y)
            })
        }
        for (index, step) in Cue.captions.enumerated() {
            stage.at(step.time) {
                View.animate(withDuration: 0.45, delay: 0, options: .curveEaseInOut, animations: { caption.text = step.text })
            }
            // The same text as a subtitle cue (not drawn again: the label shows it), until the next caption.
            let end = index + 1 < Cue.captions.count ? Cue.captions[index + 1].time : duration
            stage.caption(step.text, from: step.time, to: end, style: .soft)
        }
        stage.at(Cue.screenshotOut) {
            View.animate(withDuration: 0.9, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0, animations: {
                screenshot.center = Point(x: Self.phoneCenter.x - 175, y: Self.phoneCenter.y + 36)
                screenshot.transform = AffineTransform(rotationAngle: -0.16)
                screenshot.alpha = 1
            })
        }
        stage.at(Cue.badgeIn) {
            View.animate(withDuration: 0.6, delay: 0, options: .curveEaseOut, animations: {
                badge.alpha = 1
                badge.center = Point(x: badge.center.x, y: badge.center.y - 16)
            })
        }
    }

    /// A diagonal night-blue to violet gradient over the whole canvas.
    private func makeBackdrop() -> GradientLayer {
        let gradient = GradientLayer()
        gradient.frame = Rect(origin: .zero, size: size)
        gradient.colors = [Color(hex: 0x0B1026), Color(hex: 0x2A1B5C), Color(hex: 0x4B2A7A)]
        gradient.startPoint = Point(x: 0, y: 0)
        gradient.endPoint = Point(x: 1, y: 1)
        return gradient
    }

    /// The JPEG screenshot as a rounded card with a shadow, hidden behind the phone until it fans out.
    private func makeScreenshotCard() -> View {
        let card = View(frame: Rect(x: 0, y: 0, width: 235, height: 507))
        card.layer.name = "screenshot"
        card.center = Self.phoneCenter
        card.alpha = 0
        card.layer.shadowColor = .black
        card.layer.shadowOpacity = 0.45
        card.layer.shadowRadius = 24
        card.layer.shadowOffset = Size(width: 0, height: 12)
        let picture = ImageView(image: assets.screenshot, frame: card.bounds)
        picture.contentMode = .scaleAspectFill
        picture.layer.cornerRadius = 26
        picture.clipsToBounds = true
        card.addSubview(picture)
        return card
    }

    /// "Free on iPhone" in a translucent pill, faded in at the end.
    private func makeBadge() -> View {
        let badge = View(frame: Rect(x: Self.textLeft, y: 470, width: 250, height: 56))
        badge.layer.name = "badge"
        badge.backgroundColor = Color(white: 1, alpha: 0.14)
        badge.layer.cornerRadius = 28
        badge.alpha = 0
        let text = Label(frame: badge.bounds, text: "Free on iPhone 📱", font: .system(size: 22, weight: .semibold), textColor: .white)
        text.textAlignment = .center
        badge.addSubview(text)
        return badge
    }
}
