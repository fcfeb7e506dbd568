import CairoRendering
import Foundation
import MediaEncoding
import Zoetrope

extension PreviewAPI {
    /// Starts drawing `frame` of a client's run ahead (`FramesAhead`) on the pool, after every
    /// waiting request, and encoding it in `format` as a patch on the frame before it when that
    /// is drawn by then; it stops once the run drops the frame or the client goes.
    func drawAhead(_ frame: FramesAhead.Frame, scene: String, variant: String?, at time: Double,
                   settings: RenderSettings, format: FrameImageEncoder.Format, for client: ClientLink) {
        let scrubbers = self.scrubbers
        Task {
            do {
                let drawn = try await scrubbers.withScrubber(scene: scene, variant: variant, near: time, cost: .infinity,
                                                             ahead: true, for: RequestInterest(link: client)) { scrubber in
                    guard frame.isWanted else { throw RenderStopped() }
                    let start = DispatchTime.now().uptimeNanoseconds
                    frame.drawingProgressed(now: start)
                    let canvas = try scrubber.still(at: time, settings: settings, stoppingWhen: {
                        frame.drawingProgressed(now: DispatchTime.now().uptimeNanoseconds)
                        return !frame.isWanted || !client.isOpen
                    })
                    let drawingTime = DispatchTime.now().uptimeNanoseconds - start
                    let prepared = try frame.takePredecessorCanvas().map { basis in
                        let (image, patch) = try FrameAnswer.encoded(canvas, since: basis, as: format)
                        return PreparedAnswer(basis: basis, format: format, image: image, patch: patch)
                    }
                    return FramesAhead.DrawnAhead(canvas: DrawnCanvas(canvas: canvas), prepared: prepared, drawingTime: drawingTime)
                }
                frame.finish(.success(drawn))
            } catch {
                frame.finish(.failure(error))
            }
        }
    }
}
