import Foundation
import MotionCore

extension NSAttributedString.Key {
    /// The font of the text (UIKit's NSAttributedString.Key.font: a `UIFont`, size included).
    public static let font = NSAttributedString.Key("NSFont")
    /// The colour of the text's glyphs (UIKit's NSAttributedString.Key.foregroundColor: a `UIColor`).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The width of the glyphs' outline in percent of the font's point size (UIKit's
    /// NSAttributedString.Key.strokeWidth): positive outlines the text, negative outlines and fills it.
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// The colour of the glyphs' outline (UIKit's NSAttributedString.Key.strokeColor: a `UIColor`;
    /// absent, the text's colour).
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
}

/// The text layers, whose `string` iOS declares as `Any?`: that spelling is declared on this
/// protocol, beside the engine's `String?` one (a member declared on `TextLayer` here would hide
/// the engine's of the same name), and disfavoured, so a String and reading keep the engine's.
public protocol AnyStringAccepting: AnyObject {}

extension TextLayer: AnyStringAccepting {}

extension AnyStringAccepting where Self: TextLayer {
    /// The text as iOS declares it (CATextLayer.string is `Any?`): a `String`, or an
    /// `NSAttributedString` whose `.font` and `.foregroundColor` runs are drawn (the engine's
    /// `attributedString`; other attributes are named in one warning). Another kind of value
    /// draws nothing and is warned about. Read where `Any?` is asked for, it is an
    /// `NSAttributedString` when runs are drawn, else the `String`; a plain `layer.string` reads
    /// the engine's `String?` (the characters), and `attributedString` the runs.
    @_disfavoredOverload
    public var string: Any? {
        get { runs.isEmpty ? value(forKey: "string") : attributedString }
        set {
            switch newValue {
            case let attributed as NSAttributedString:
                attributedString = attributed
            case let text as String:
                attributedString = NSAttributedString(string: text)
            case nil:
                attributedString = nil
            case let other?:
                Timeline.warn("CATextLayer.string = \(String(reflecting: other)) draws nothing: only a String or an NSAttributedString is drawn")
                attributedString = nil
            }
        }
    }
}
