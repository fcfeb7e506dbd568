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

/// CATextLayer: a text layer with Core Animation's own defaults rather than UILabel's — 36-point
/// text (Helvetica on iOS; the system sans here), white, on one line clipped at the bounds
/// (`isWrapped` false, `truncationMode` `.none`), drawn from the top of the bounds rather than
/// centred in them. `UILabel`'s layer is the engine's `TextLayer`, with UILabel's defaults.
open class CATextLayer: TextLayer {
    open override class var defaultValues: [String: Any] {
        super.defaultValues.merging([
            "font": Font.system(size: 36), "fontSize": 36.0, "foregroundColor": Color.white,
            "lineBreakMode": LineBreakMode.byClipping, "numberOfLines": 1,
        ]) { _, own in own }
    }

    /// The text laid out from the top of the bounds, as CATextLayer draws it.
    open override var textStyle: TextStyle {
        var style = super.textStyle
        style.verticalAlignment = .top
        return style
    }
}
