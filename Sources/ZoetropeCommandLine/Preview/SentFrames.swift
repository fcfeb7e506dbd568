import CairoRendering
import Foundation

/// The frame each named client was sent last, so that its next frame can come as a patch: the
/// rectangle that changed since a frame the client says it holds (`since=` on `/api/frame`).
/// A frame is known by its view (scene, variant, scale, background: what the pixels depend on
/// besides the time) and its time as the request wrote it. Bounded: the most recently served
/// clients are remembered while their frames fit `byteBudget`; a forgotten client is sent whole
/// frames again.
final class SentFrames: @unchecked Sendable {
    /// What one client was sent last.
    private struct Sent {
        let client: String
        let view: String
        let time: String
        let canvas: Canvas

        var byteCount: Int { 4 * canvas.pixelWidth * canvas.pixelHeight }
    }

    /// At most this many bytes of frames are held (32 frames of 1920×1080).
    static let byteBudget = 32 * 1920 * 1080 * 4

    private let lock = NSLock()
    /// Least recently served first.
    private var sent: [Sent] = []

    /// The frame `client` was sent last, if it is `view`'s frame at `time`.
    func frame(sentTo client: String, view: String, time: String) -> Canvas? {
        lock.lock()
        defer { lock.unlock() }
        return sent.last { $0.client == client && $0.view == view && $0.time == time }?.canvas
    }

    /// Remembers `canvas` as the frame `client` was sent last, forgetting the least recently
    /// served clients' frames while they all take more than `byteBudget`.
    func record(_ canvas: Canvas, view: String, time: String, sentTo client: String) {
        let entry = Sent(client: client, view: view, time: time, canvas: canvas)
        lock.lock()
        defer { lock.unlock() }
        sent.removeAll { $0.client == client }
        guard entry.byteCount <= Self.byteBudget else { return }
        sent.append(entry)
        var total = sent.reduce(0) { $0 + $1.byteCount }
        while total > Self.byteBudget {
            total -= sent.removeFirst().byteCount
        }
    }
}
