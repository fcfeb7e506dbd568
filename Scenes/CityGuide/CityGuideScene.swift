import Zoetrope

/// Seed 003's CityGuide app on a 390×844 pt phone screen: a scroll through the city cards, a
/// tap that expands one with the article's UIViewPropertyAnimator (0.3 s, ease-in-out) and a tap
/// on its close button; then the interactive part driven by a scripted pan — drag up to scrub
/// the expansion, a touch that pauses it mid-flight and lets it resume, a drag back down
/// released downward that reverses it. Variants swap the animator's timing (see CityGuideTiming).
public struct CityGuideScene: Scene {
    public static let name = "city-guide"
    public static let summary = "Seed 003: CityGuide cards expand and collapse with a PropertyAnimator, tapped and dragged"
    public static let variants = CityGuideTiming.allCases.map(\.rawValue)

    let timing: CityGuideTiming

    public init(variant: String?) throws {
        guard let timing = CityGuideTiming(rawValue: variant ?? CityGuideTiming.easeInOut.rawValue) else {
            throw SceneError.unknownVariant(variant ?? "", scene: Self.name, known: Self.variants)
        }
        self.timing = timing
    }

    public var size: Size { Self.screen }
    public var duration: Double { 10.5 }
    public var backgroundColor: Color? { Palette.background }

    static let screen = Size(width: 390, height: 844)
    static let cellSize = Size(width: 270, height: 440)
    /// The card the script works with (London, the second one).
    static let featured = 1

    /// Script times, in seconds.
    enum Cue {
        static let scroll = 0.6, tapOpen = 1.8, tapClose = 3.4
        static let dragUp = 4.8, flingDown = 6.2, touchMidFlight = 6.5, dragBack = 8.0
    }

    public func setUp(on stage: Stage) {
        stage.rootView.backgroundColor = Palette.background
        let collection = CityCollectionView(frame: Rect(origin: .zero, size: Self.screen), cellSize: Self.cellSize, spacing: 24)
        collection.layer.name = "collection"
        stage.rootView.addSubview(collection)
        for city in City.all {
            collection.append(CityCollectionViewCell(city: city, animator: timing.makeAnimator))
        }
        collection.didSelectItem = { index in collection.cellForItem(at: index)?.toggle() }
        script(stage, collection)
    }

    private func script(_ stage: Stage, _ collection: CityCollectionView) {
        let cardCenter = Point(x: Self.screen.width / 2, y: Self.screen.height / 2)
        // A short scroll: swipe left by one card; the collection snaps to London.
        stage.pan(along: [Point(x: 300, y: 430), Point(x: 120, y: 436)], time: Cue.scroll, duration: 0.3)
        // Tap the card: didSelectItemAt → toggle() → expand().
        stage.tap(at: cardCenter, time: Cue.tapOpen)
        // Tap the close button (top right of the full-screen card).
        stage.tap(at: Point(x: Self.screen.width - 38, y: 70), time: Cue.tapClose)
        // Drag the card up: the pan scrubs fractionComplete; released moving up, it completes.
        stage.pan(along: [Point(x: 195, y: 560), Point(x: 198, y: 470)], time: Cue.dragUp, duration: 0.5)
        // Fling the open card down: released moving down, it collapses...
        stage.pan(along: [Point(x: 200, y: 300), Point(x: 201, y: 380)], time: Cue.flingDown, duration: 0.25)
        // ...and a touch mid-flight pauses it where it is; held, then lifted without velocity,
        // the animator continues from there.
        stage.pan(along: [Point(x: 200, y: 420), Point(x: 200, y: 434)], time: Cue.touchMidFlight, duration: 0.06,
                  hold: 0.5)
        // Open again by dragging up, change your mind and drag back down: released moving
        // down, the animator reverses to the collapsed card.
        stage.pan(along: [Point(x: 195, y: 600), Point(x: 196, y: 470), Point(x: 197, y: 560)], time: Cue.dragBack,
                  duration: 0.9)
    }
}
