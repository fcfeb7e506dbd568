import CairoRendering
import Foundation
import MediaEncoding

/// How a drawn frame is sent to the request that asked for it: encoded whole in the request's
/// format, or — for a named client that holds an earlier frame (`since`) — as the rectangle that
/// changed since that frame (see `PreviewAPI` and `SentFrames`), the frame then being what that
/// client holds.
struct FrameAnswer: Sendable {
    let format: FrameImageEncoder.Format
    let client: String?
    let since: String?
    /// What the pixels depend on besides the time.
    let view: String
    /// The frame's time as the request wrote it.
    let time: String
    let sentFrames: SentFrames

    /// `canvas` encoded, and the top-left corner of the rectangle sent when it is a patch; the
    /// answer `prepared` before the request came when it was made on the frame the client holds.
    func encoded(_ canvas: Canvas, prepared: PreparedAnswer? = nil) throws -> (image: Data, patch: PixelRectangle?) {
        guard let client else { return (try canvas.encoded(as: format), nil) }
        let held = since.flatMap { sentFrames.frame(sentTo: client, view: view, time: $0) }
        sentFrames.record(canvas, view: view, time: time, sentTo: client)
        if let prepared, prepared.format == format, let held, held === prepared.basis { return (prepared.image, prepared.patch) }
        return try Self.encoded(canvas, since: held, as: format)
    }

    /// Whether `prepared` is the answer: made in this format on the frame the client holds.
    func canUse(_ prepared: PreparedAnswer) -> Bool {
        guard let client, let since, prepared.format == format else { return false }
        return sentFrames.frame(sentTo: client, view: view, time: since) === prepared.basis
    }

    /// `canvas` encoded in `format` as the rectangle that changed since `held` — whole when
    /// there is no `held` frame or every row and column changed — and the rectangle's top-left
    /// corner when it is a patch.
    static func encoded(_ canvas: Canvas, since held: Canvas?, as format: FrameImageEncoder.Format) throws -> (image: Data, patch: PixelRectangle?) {
        let whole = PixelRectangle(x: 0, y: 0, width: canvas.pixelWidth, height: canvas.pixelHeight)
        // An unchanged frame is sent as its top-left pixel: an image has at least one. A frame
        // changed all over is sent whole, which the page takes as it is.
        guard let held, case let changed = canvas.changedRectangle(since: held) ?? PixelRectangle(x: 0, y: 0, width: 1, height: 1),
              changed != whole else {
            return (try canvas.encoded(as: format), nil)
        }
        return (try canvas.encoded(as: format, within: changed), changed)
    }
}

/// A frame's answer encoded before it was asked for: the rectangle that changed since `basis`,
/// the frame its client is expected to hold then.
struct PreparedAnswer: @unchecked Sendable {
    let basis: Canvas
    let format: FrameImageEncoder.Format
    let image: Data
    let patch: PixelRectangle?
}

/// A frame finished drawing, handed from the thread that drew it to the one that sends it;
/// nothing draws into it any more.
struct DrawnCanvas: @unchecked Sendable {
    let canvas: Canvas
}
