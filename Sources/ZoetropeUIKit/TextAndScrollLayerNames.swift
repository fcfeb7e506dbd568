/// CAScrollLayer (`ScrollLayer`).
public typealias CAScrollLayer = ScrollLayer
/// CAScrollLayerScrollMode (`ScrollLayer.ScrollMode`): `.both`, `.horizontally`, `.vertically`, `.none`.
public typealias CAScrollLayerScrollMode = ScrollLayer.ScrollMode
/// CATextLayerAlignmentMode (`TextAlignment`): `.natural`, `.left`, `.right`, `.center`, `.justified`.
public typealias CATextLayerAlignmentMode = TextAlignment

/// CATextLayerTruncationMode: where a line too long for the bounds loses its characters.
public enum CATextLayerTruncationMode: String, Hashable, Sendable, CaseIterable {
    case none, start, end, middle
}

/// CATextLayer's own names over the text layer's properties.
extension TextLayer {
    /// The horizontal alignment (CATextLayer.alignmentMode): the text layer's `alignment`.
    public var alignmentMode: TextAlignment {
        get { alignment }
        set { alignment = newValue }
    }

    /// Whether the text wraps to the bounds' width (CATextLayer.isWrapped): any number of lines,
    /// or one.
    public var isWrapped: Bool {
        get { numberOfLines != 1 }
        set {
            let truncation = truncationMode
            numberOfLines = newValue ? 0 : 1
            truncationMode = truncation
        }
    }

    /// Where a line that does not fit is cut with an ellipsis (CATextLayer.truncationMode);
    /// `.none` clips it (or, wrapped, breaks it at words).
    public var truncationMode: CATextLayerTruncationMode {
        get {
            switch lineBreakMode {
            case .byTruncatingHead: .start
            case .byTruncatingTail: .end
            case .byTruncatingMiddle: .middle
            case .byWordWrapping, .byCharWrapping, .byClipping: .none
            }
        }
        set {
            switch newValue {
            case .none: lineBreakMode = numberOfLines == 1 ? .byClipping : .byWordWrapping
            case .start: lineBreakMode = .byTruncatingHead
            case .end: lineBreakMode = .byTruncatingTail
            case .middle: lineBreakMode = .byTruncatingMiddle
            }
        }
    }
}
