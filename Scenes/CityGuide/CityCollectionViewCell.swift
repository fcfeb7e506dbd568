import Zoetrope

/// Seed 003's CityCollectionViewCell: a city card that expands to full screen and collapses with
/// a UIViewPropertyAnimator, interactively through a pan. The animation, state and gesture code
/// is the article's, ported name for name.
final class CityCollectionViewCell: View, GestureRecognizerDelegate {
    private enum State {
        case expanded
        case collapsed
        var change: State {
            switch self {
            case .expanded: return .collapsed
            case .collapsed: return .expanded
            }
        }
    }

    let cardCornerRadius = 18.0
    let illustrationView: CityIllustrationView
    let nameLabel: Label
    let countryLabel: Label
    let descriptionLabel: Label
    let closeButton: Button
    weak var collectionView: CityCollectionView?
    var index: Int?

    private var initialFrame: Rect?
    private var state: State = .collapsed
    private let makeAnimator: () -> PropertyAnimator
    private lazy var animator: PropertyAnimator = makeAnimator()
    private var animationProgress: Double = 0
    private lazy var popupOffset: Double = {
        guard let collectionView else { return 200 }
        return (collectionView.bounds.height - collectionView.cellSize.height) / 2.0
    }()
    private lazy var panRecognizer: PanGestureRecognizer = {
        let recognizer = PanGestureRecognizer()
        recognizer.addTarget(self, action: CityCollectionViewCell.popupViewPanned(recognizer:))
        recognizer.delegate = self
        return recognizer
    }()

    var isExpanded: Bool { state == .expanded }

    init(city: City, animator makeAnimator: @escaping () -> PropertyAnimator) {
        self.makeAnimator = makeAnimator
        illustrationView = CityIllustrationView(city: city)
        nameLabel = Label(text: city.name, font: .system(size: 28, weight: .bold), textColor: Palette.text)
        countryLabel = Label(text: city.country, font: .system(size: 15, weight: .medium), textColor: Palette.secondaryText)
        descriptionLabel = Label(text: city.summary, font: .system(size: 17), textColor: Palette.text)
        closeButton = Button(title: "✕")
        super.init()
        layer.name = "card-\(city.name.lowercased().replacingOccurrences(of: " ", with: "-"))"
        backgroundColor = Palette.card
        clipsToBounds = true
        layer.cornerRadius = cardCornerRadius
        illustrationView.layer.name = "\(layer.name!)-illustration"
        descriptionLabel.layer.name = "\(layer.name!)-description"
        descriptionLabel.numberOfLines = 0
        descriptionLabel.lineBreakMode = .byWordWrapping
        descriptionLabel.textAlignment = .left
        descriptionLabel.alpha = 0
        closeButton.layer.name = "\(layer.name!)-close"
        closeButton.titleLabel.font = .system(size: 17, weight: .semibold)
        closeButton.titleLabel.textColor = .white
        closeButton.backgroundColor = Color(white: 0, alpha: 0.35)
        closeButton.layer.cornerRadius = 18
        closeButton.alpha = 0
        closeButton.action = { [unowned self] _ in close() }
        [illustrationView, nameLabel, countryLabel, descriptionLabel, closeButton].forEach(addSubview)
        addGestureRecognizer(panRecognizer)
    }

    /// Positions the content for the current bounds (auto layout's job in the article).
    override func layoutSubviews() {
        let width = bounds.width, height = bounds.height
        let artHeight = min(width * 1.0, height * 0.56)
        illustrationView.frame = Rect(x: 0, y: 0, width: width, height: artHeight)
        nameLabel.frame = Rect(x: 20, y: artHeight + 18, width: width - 40, height: 34)
        countryLabel.frame = Rect(x: 20, y: artHeight + 54, width: width - 40, height: 20)
        descriptionLabel.frame = Rect(x: 20, y: artHeight + 86, width: width - 40, height: min(max(height - artHeight - 106, 0), 132))
        closeButton.frame = Rect(x: width - 56, y: 52, width: 36, height: 36)
    }

    func close() { toggle() }

    func toggle() {
        switch state {
        case .expanded: collapse()
        case .collapsed: expand()
        }
    }

    private func expand() {
        guard let collectionView = self.collectionView, let index = self.index else { return }
        animator.addAnimations {
            self.initialFrame = self.frame
            self.descriptionLabel.alpha = 1
            self.closeButton.alpha = 1
            self.layer.cornerRadius = 0
            self.frame = Rect(x: collectionView.contentOffset, y: 0, width: collectionView.frame.width,
                              height: collectionView.frame.height)
            if let leftCell = collectionView.cellForItem(at: index - 1) { leftCell.center.x -= 50 }
            if let rightCell = collectionView.cellForItem(at: index + 1) { rightCell.center.x += 50 }
            self.layoutIfNeeded()
        }
        animator.addCompletion { position in
            switch position {
            case .end:
                self.state = self.state.change
                collectionView.isScrollEnabled = false
                collectionView.allowsSelection = false
            default:
                ()
            }
        }
        collectionView.bringSubviewToFront(self)
        animator.startAnimation()
    }

    private func collapse() {
        guard let collectionView = self.collectionView, let index = self.index else { return }
        animator.addAnimations {
            self.descriptionLabel.alpha = 0
            self.closeButton.alpha = 0
            self.layer.cornerRadius = self.cardCornerRadius
            self.frame = self.initialFrame!
            if let leftCell = collectionView.cellForItem(at: index - 1) { leftCell.center.x += 50 }
            if let rightCell = collectionView.cellForItem(at: index + 1) { rightCell.center.x -= 50 }
            self.layoutIfNeeded()
        }
        animator.addCompletion { position in
            switch position {
            case .end:
                self.state = self.state.change
                collectionView.isScrollEnabled = true
                collectionView.allowsSelection = true
            default:
                ()
            }
        }
        animator.startAnimation()
    }

    private func popupViewPanned(recognizer: PanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            // The article toggles unconditionally; caught mid-flight that re-runs the animation
            // block, whose `center.x ± 50` would shift the neighbours twice. Only start a new
            // toggle when the animator is idle; otherwise just catch the running one.
            if animator.state == .inactive { toggle() }
            animator.pauseAnimation()
            animationProgress = animator.fractionComplete
        case .changed:
            let translation = recognizer.translation(in: collectionView)
            var fraction = -translation.y / popupOffset
            if state == .expanded { fraction *= -1 }
            if animator.isReversed { fraction *= -1 }
            animator.fractionComplete = fraction + animationProgress
        case .ended:
            let velocity = recognizer.velocity(in: self)
            let shouldComplete = velocity.y > 0
            if velocity.y == 0 {
                animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
                break
            }
            switch state {
            case .expanded:
                if !shouldComplete && !animator.isReversed { animator.isReversed = !animator.isReversed }
                if shouldComplete && animator.isReversed { animator.isReversed = !animator.isReversed }
            case .collapsed:
                if shouldComplete && !animator.isReversed { animator.isReversed = !animator.isReversed }
                if !shouldComplete && animator.isReversed { animator.isReversed = !animator.isReversed }
            }
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        default:
            ()
        }
    }

    /// Opens or closes only for mostly vertical drags, so horizontal ones scroll the collection.
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        abs(panRecognizer.velocity(in: panRecognizer.view).y) > abs(panRecognizer.velocity(in: panRecognizer.view).x)
    }
}
