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

    /// `canvas` encoded, and the top-left corner of the rectangle sent when it is a patch.
    func encoded(_ canvas: Canvas) throws -> (image: Data, patch: PixelRectangle?) {
        guard let client else { return (try canvas.encoded(as: format), nil) }
        let held = since.flatMap { sentFrames.frame(sentTo: client, view: view, time: $0) }
        sentFrames.record(canvas, view: view, time: time, sentTo: client)
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

/// A frame finished drawing, handed from the thread that drew it to the one that sends it;
/// nothing draws into it any more.
struct DrawnCanvas: @unchecked Sendable {
    let canvas: Canvas
}
