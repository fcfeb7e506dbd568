import Foundation
import XCTest
import Zoetrope

/// The page tells the truth, checked in headless Chromium: the fps label is the distinct frames
/// that reached the screen (watched here through the canvas's own drawImage and putImageData,
/// once a display refresh), never above the scene's rate; the animations panel plots a property animator's real
/// duration and curve, computed here from the scene's definition (city-guide's
/// `PropertyAnimator(duration: 0.3, curve: .easeInOut)` and its spring variant's
/// `SpringTimingParameters(dampingRatio: 0.8, response: 0.45)`).
final class PreviewPageTruthTests: XCTestCase {
    func testTheFPSLabelCountsTheDistinctFramesOnScreen() throws {
        let server = try PreviewProcess(preview: [], test: self)
        let scenes = try XCTUnwrap(try HTTP.get(server.address, "/api/scenes").json as? [[String: Any]])
        let fps = try XCTUnwrap(scenes.first { $0["name"] as? String == "clock" }?["fps"] as? Double)
        let browser = try WebDriver(test: self)
        // The clock's frames are quick: some arrive together and are drawn within one display
        // refresh, so counting draws would claim more frames than were shown (57 draws a second
        // against 54 shown, measured).
        try browser.open(URL(string: "#scene=clock&t=1", relativeTo: server.address)!.absoluteURL)
        try browser.wait(until: "return (document.getElementById('frame').dataset.shown || '').includes('t=')")
        // Every picture put on the canvas (drawImage for a PNG's bitmap, putImageData for a PAM's
        // rows — the page on this machine gets PAM), and once a display refresh (after the page's own
        // callback, requested first, so after its drawing) which picture the canvas holds, with
        // the refresh's time; each label the page shows, with how many refreshes were sampled
        // before it (the label is set in the page's callback, before this refresh's sample).
        try browser.execute("""
            const ids = new WeakMap(); let next = 0, last = null;
            window.watch = { draws: [], samples: [], labels: [] };
            for (const name of ["drawImage", "putImageData"]) {
              const put = CanvasRenderingContext2D.prototype[name];
              CanvasRenderingContext2D.prototype[name] = function (image, ...rest) {
                if (!ids.has(image)) ids.set(image, ++next);
                last = ids.get(image); window.watch.draws.push(performance.now());
                return put.call(this, image, ...rest);
              };
            }
            new MutationObserver(() => window.watch.labels.push([performance.now(), window.watch.samples.length,
              document.getElementById('fps').textContent])).observe(document.getElementById('fps'), { childList: true });
            document.getElementById('play').click();
            const sample = (now) => { if (!state.playing) return; window.watch.samples.push([last, now]); requestAnimationFrame(sample); };
            requestAnimationFrame(sample);
            """)
        try browser.wait(until: "return window.watch.labels.length >= 5")
        try browser.execute("document.getElementById('play').click()")
        let watch = try XCTUnwrap(try browser.execute("return window.watch") as? [String: Any])
        let samples = try XCTUnwrap(watch["samples"] as? [[Any]]).map { (picture: $0[0] as? Int, time: $0[1] as? Double ?? 0) }
        let labels = try XCTUnwrap(watch["labels"] as? [[Any]]).compactMap { entry -> (time: Double, sample: Int, fps: Double)? in
            guard let time = entry[0] as? Double, let sample = entry[1] as? Int, let text = entry[2] as? String,
                  let fps = Double(text.replacingOccurrences(of: " fps", with: "")) else { return nil }
            return (time, sample, fps)
        }
        let draws = try XCTUnwrap(watch["draws"] as? [Double])
        XCTAssertGreaterThanOrEqual(labels.count, 5)
        // The first window began with the page's play(); compare the later ones. A label set at
        // refresh n covers the refreshes after the previous label's up to n itself.
        for (previous, label) in zip(labels.dropLast(), labels.dropFirst()) where label.sample < samples.count {
            let window = samples[(previous.sample + 1)...label.sample]
            let seconds = (samples[label.sample].time - samples[previous.sample].time) / 1000
            let distinct = Set(window.compactMap(\.picture)).count
            let drawn = draws.filter { $0 > previous.time && $0 <= label.time }.count
            print("fps label \(label.fps); seen: \(Double(distinct) / seconds) distinct frames a second, \(Double(drawn) / seconds) draws")
            XCTAssertEqual(label.fps, Double(distinct) / seconds, accuracy: 0.051, "the label shows one decimal")
            XCTAssertLessThanOrEqual(label.fps, fps + 1, "the scene has \(fps) frames a second")
        }
    }

    func testTheAnimatorPanelPlotsTheAnimatorsDurationAndCurve() throws {
        let server = try PreviewProcess(preview: [], test: self)
        let browser = try WebDriver(test: self)
        let easeInOut = AnimationCurve.easeInOut.timingFunction
        let spring = SpringTimingParameters(dampingRatio: 0.8, response: 0.45)
        let cases: [(variant: String, duration: Double, curve: String, progress: (Double) -> Double, points: Int)] = [
            ("ease-in-out", 0.3, "\(easeInOut)", { easeInOut.value(at: $0) }, 33),
            ("spring", spring.settlingDuration, "spring(mass=\(spring.mass), stiffness=\(spring.stiffness), damping=\(spring.damping))",
             { spring.value(at: $0 * spring.settlingDuration) }, 257),
        ]
        for expected in cases {
            // The card is tapped at 1.8 s: its animator runs at 1.9 s.
            try browser.open(URL(string: "#scene=city-guide&t=1.9&variant=\(expected.variant)", relativeTo: server.address)!.absoluteURL)
            try browser.execute("location.reload()")
            try browser.wait(until: "return document.querySelectorAll('#animations .anim svg').length > 0")
            let panel = try XCTUnwrap(try browser.execute("""
                const first = document.querySelector('#animations .anim');
                return { text: first.textContent, points: first.querySelector('polyline').getAttribute('points') };
                """) as? [String: String])
            let text = panel["text"] ?? ""
            XCTAssertTrue(text.contains("animator, \(expected.curve)"), "\(expected.variant): \(text)")
            let lasts = (expected.duration * 1000).rounded() / 1000
            XCTAssertTrue(text.contains("lasts \(lasts == lasts.rounded() ? String(Int(lasts)) : String(lasts)) s"), "\(expected.variant): \(text)")
            // The plot's points back to progress values (the page maps lo…hi onto y 46…4).
            let values = (0..<expected.points).map { expected.progress(Double($0) / Double(expected.points - 1)) }
            let lo = min(0, values.min()!), hi = max(1, values.max()!)
            let ys = (panel["points"] ?? "").split(separator: " ").compactMap { $0.split(separator: ",").last.flatMap { Double($0) } }
            XCTAssertEqual(ys.count, expected.points, expected.variant)
            for (index, (y, value)) in zip(ys, values).enumerated() {
                XCTAssertEqual(lo + (46 - y) / 42 * (hi - lo), value, accuracy: 0.005, "\(expected.variant) point \(index)")
            }
        }
    }
}
