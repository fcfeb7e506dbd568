import Zoetrope

/// A horizontally scrolling row of city cards (the UICollectionView of seed 003, with its
/// CityCollectionViewFlowLayout): `contentOffset` is the bounds origin, a horizontal pan scrolls
/// and snaps to a card, a tap selects the card under the finger.
final class CityCollectionView: View, GestureRecognizerDelegate {
    let cellSize: Size
    let spacing: Double
    private(set) var cells: [CityCollectionViewCell] = []
    var isScrollEnabled = true
    var allowsSelection = true
    /// Called with the index of a tapped card (collectionView(_:didSelectItemAt:)).
    var didSelectItem: ((Int) -> Void)?

    private var offsetAtPanStart = 0.0
    private lazy var scrollRecognizer: PanGestureRecognizer = {
        let recognizer = PanGestureRecognizer()
        recognizer.addTarget(self, action: CityCollectionView.scrollPanned(recognizer:))
        recognizer.delegate = self
        return recognizer
    }()
    private lazy var selectRecognizer = TapGestureRecognizer { [unowned self] recognizer in
        guard allowsSelection, recognizer.state == .ended else { return }
        let point = recognizer.location(in: self)
        if let index = cells.firstIndex(where: { $0.frame.contains(point) }) { didSelectItem?(index) }
    }

    init(frame: Rect, cellSize: Size, spacing: Double) {
        self.cellSize = cellSize
        self.spacing = spacing
        super.init(frame: frame)
        addGestureRecognizer(scrollRecognizer)
        addGestureRecognizer(selectRecognizer)
    }

    /// The horizontal scroll position (the bounds origin).
    var contentOffset: Double {
        get { bounds.origin.x }
        set {
            var b = bounds
            b.origin.x = newValue
            bounds = b
        }
    }

    /// Distance between the starts of two neighbouring cards.
    var pitch: Double { cellSize.width + spacing }

    /// The frame of card `index` in content coordinates: centred vertically, the first one
    /// centred horizontally.
    func frameForItem(at index: Int) -> Rect {
        Rect(x: (bounds.width - cellSize.width) / 2 + Double(index) * pitch, y: (bounds.height - cellSize.height) / 2,
             width: cellSize.width, height: cellSize.height)
    }

    /// The scroll position that centres card `index`.
    func offset(forItem index: Int) -> Double { Double(index) * pitch }

    func append(_ cell: CityCollectionViewCell) {
        cell.index = cells.count
        cell.collectionView = self
        cell.frame = frameForItem(at: cells.count)
        cells.append(cell)
        addSubview(cell)
    }

    /// The visible cell for `index`, as UICollectionView.cellForItem(at:).
    func cellForItem(at index: Int) -> CityCollectionViewCell? {
        cells.indices.contains(index) ? cells[index] : nil
    }

    private func scrollPanned(recognizer: PanGestureRecognizer) {
        guard isScrollEnabled else { return }
        switch recognizer.state {
        case .began:
            offsetAtPanStart = contentOffset
        case .changed:
            contentOffset = offsetAtPanStart - recognizer.translation(in: self).x
        case .ended, .cancelled:
            // Snap to the card the fling points at, as a paging flow layout does.
            let projected = contentOffset - recognizer.velocity(in: self).x * 0.15
            let page = min(max((projected / pitch).rounded(), 0), Double(cells.count - 1))
            View.animate(withDuration: 0.35, options: .curveEaseOut) { self.contentOffset = page * self.pitch }
        default:
            ()
        }
    }

    /// Scrolling wins only for mostly horizontal drags, leaving vertical ones to the cards.
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        guard gestureRecognizer === scrollRecognizer else { return true }
        let velocity = scrollRecognizer.velocity(in: self)
        return abs(velocity.x) > abs(velocity.y)
    }
}
