import Foundation
import Zoetrope

/// The review as one HTML page: which scenes changed, and for each changed one the changed frame
/// ranges, both renders side by side and as onion skin (played in step), the most different frame of
/// each range from both sides with their difference, the trace diff and the changed curves
/// overlaid. Videos and stills sit in a folder per scene beside the page.
struct ReviewPage {
    let baseLabel: String
    let headLabel: String
    let reviews: [SceneReview]
    /// Curves drawn per scene at most; the rest are named.
    static let maximumCurves = 24

    var html: String {
        let counts = [SceneReview.Status.changed, .added, .removed, .unchanged].map { status in
            "\(reviews.filter { $0.status == status }.count) \(status.rawValue)"
        }.joined(separator: ", ")
        let list = reviews.map { review in
            let name = HTMLText.escaped(review.name)
            let link = review.status == .unchanged ? name : "<a href=\"#\(name)\">\(name)</a>"
            return "<li><span class=\"badge \(review.status.rawValue)\">\(review.status.rawValue)</span> \(link)</li>"
        }.joined(separator: "\n")
        let sections = reviews.filter { $0.status != .unchanged }.map(section).joined(separator: "\n")
        return """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>Animation review: \(HTMLText.escaped(baseLabel)) → \(HTMLText.escaped(headLabel))</title>
        <style>
        body{font:14px/1.45 system-ui,sans-serif;margin:24px auto;max-width:1200px;padding:0 16px;color:#1c1c1e}
        code{background:#f2f2f7;padding:1px 4px;border-radius:4px}
        .badge{display:inline-block;min-width:72px;text-align:center;border-radius:10px;padding:0 8px;font-size:12px;color:#fff}
        .changed{background:#ff9f0a}.added{background:#30d158}.removed{background:#ff453a}.unchanged{background:#8e8e93}
        ul.scenes{list-style:none;padding:0}ul.scenes li{margin:3px 0}
        section{border-top:1px solid #d1d1d6;margin-top:28px;padding-top:8px}
        .pair{display:flex;gap:16px;flex-wrap:wrap}.pair figure{margin:0}
        figcaption{font-size:12px;color:#636366}
        video,.stills img{max-width:360px;max-height:480px;border:1px solid #d1d1d6;background:#fff}
        .onion{position:relative;display:inline-block}.onion video+video{position:absolute;left:0;top:0}
        .controls{margin:8px 0;display:flex;gap:12px;align-items:center}
        pre.diff{background:#f9f9fb;padding:8px;overflow:auto;max-height:420px;font-size:12px}
        .diff .added-line{color:#1b7f37}.diff .removed-line{color:#b3261e}.diff .hunk{color:#636366}
        </style></head><body>
        <h1>Animation review</h1>
        <p>Base <code>\(HTMLText.escaped(baseLabel))</code> → head <code>\(HTMLText.escaped(headLabel))</code>: \(counts).</p>
        <ul class="scenes">
        \(list)
        </ul>
        \(sections)
        <script>
        for (const scene of document.querySelectorAll('section[data-videos]')) {
          const videos = [...scene.querySelectorAll('video')];
          const seek = scene.querySelector('.seek'), play = scene.querySelector('.play'), opacity = scene.querySelector('.opacity');
          const lead = videos[0];
          lead.addEventListener('loadedmetadata', () => { seek.max = lead.duration; });
          lead.addEventListener('timeupdate', () => {
            seek.value = lead.currentTime;
            for (const video of videos.slice(1)) if (Math.abs(video.currentTime - lead.currentTime) > 0.04) video.currentTime = lead.currentTime;
          });
          lead.addEventListener('ended', () => { play.textContent = 'Play'; });
          play.addEventListener('click', () => {
            const playing = !lead.paused;
            for (const video of videos) playing ? video.pause() : video.play();
            play.textContent = playing ? 'Play' : 'Pause';
          });
          seek.addEventListener('input', () => { for (const video of videos) video.currentTime = Number(seek.value); });
          opacity.addEventListener('input', () => { scene.querySelector('.onion video+video').style.opacity = opacity.value / 100; });
        }
        </script>
        </body></html>

        """
    }

    private func section(_ review: SceneReview) -> String {
        let name = HTMLText.escaped(review.name)
        var parts = ["<h2 id=\"\(name)\">\(name) <span class=\"badge \(review.status.rawValue)\">\(review.status.rawValue)</span></h2>"]
        switch review.status {
        case .added: parts.append("<p>Only the head has this scene (\(Self.describe(review.entry))).</p>")
        case .removed: parts.append("<p>Only the base has this scene (\(Self.describe(review.entry))).</p>")
        case .changed, .unchanged: parts.append(details(review))
        }
        let videos = review.hasVideos ? " data-videos" : ""
        return "<section\(videos)>\n" + parts.joined(separator: "\n") + "\n</section>"
    }

    private func details(_ review: SceneReview) -> String {
        var parts: [String] = []
        if let base = review.baseEntry {
            parts.append("<p>Base: \(Self.describe(base)); head: \(Self.describe(review.entry)).</p>")
        }
        if review.changedFrames.isEmpty {
            parts.append("<p>No frame differs beyond the perceptual tolerance.</p>")
        } else {
            let ranges = review.changedFrames.map { range in
                range.count == 1 ? "\(range.lowerBound) (\(Self.time(review.seconds(range.lowerBound))))"
                    : "\(range.lowerBound)–\(range.upperBound) (\(Self.time(review.seconds(range.lowerBound)))–\(Self.time(review.seconds(range.upperBound))))"
            }
            parts.append("<p>Changed frames: \(ranges.joined(separator: ", ")).</p>")
        }
        if review.framesWithinTolerance > 0 {
            parts.append("<p>\(review.framesWithinTolerance) more frame(s) differ within the perceptual tolerance (ΔE*ab ≤ 2.3).</p>")
        }
        if review.hasVideos {
            let folder = HTMLText.escaped(review.name)
            parts.append("""
            <div class="pair"><figure><figcaption>base</figcaption><video src="\(folder)/base.mp4" muted playsinline preload="auto"></video></figure>\
            <figure><figcaption>head</figcaption><video src="\(folder)/head.mp4" muted playsinline preload="auto"></video></figure>\
            <figure><figcaption>onion skin: head over base</figcaption><div class="onion"><video src="\(folder)/base.mp4" muted playsinline preload="auto"></video>\
            <video src="\(folder)/head.mp4" muted playsinline preload="auto" style="opacity:0.5"></video></div></figure></div>
            <div class="controls"><button class="play">Play</button><label>time <input class="seek" type="range" min="0" max="1" step="0.001" value="0"></label>\
            <label>head opacity <input class="opacity" type="range" min="0" max="100" value="50"></label></div>
            """)
        }
        for still in review.stills {
            let folder = HTMLText.escaped(review.name)
            let difference = still.difference.map { "<figure><figcaption>difference</figcaption><img src=\"\(folder)/\($0)\" alt=\"difference\"></figure>" } ?? ""
            parts.append("""
            <div class="pair stills"><figure><figcaption>frame \(still.frame) (\(Self.time(review.seconds(still.frame)))), base</figcaption>\
            <img src="\(folder)/\(still.base)" alt="base"></figure><figure><figcaption>head</figcaption><img src="\(folder)/\(still.head)" alt="head"></figure>\
            \(difference)</div>
            """)
        }
        if let diff = review.traceDiff {
            parts.append("<details open><summary>Trace diff (base −, head +)</summary><pre class=\"diff\">\(Self.colouredDiff(diff))</pre></details>")
        }
        if !review.changedCurves.isEmpty {
            let drawn = review.changedCurves.prefix(Self.maximumCurves).map { curve in
                "<figure><figcaption>\(HTMLText.escaped(curve.name)): base dashed grey, head blue</figcaption>\(ReviewCurvePlot(curve: curve).svg)</figure>"
            }
            let rest = review.changedCurves.dropFirst(Self.maximumCurves).map { HTMLText.escaped($0.name) }
            parts.append("<h3>Changed curves</h3>\n" + drawn.joined(separator: "\n")
                         + (rest.isEmpty ? "" : "<p>Also changed: \(rest.joined(separator: ", ")).</p>"))
        }
        return parts.joined(separator: "\n")
    }

    private static func colouredDiff(_ diff: String) -> String {
        diff.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let text = HTMLText.escaped(String(line))
            if line.hasPrefix("+ ") { return "<span class=\"added-line\">\(text)</span>" }
            if line.hasPrefix("- ") { return "<span class=\"removed-line\">\(text)</span>" }
            if line.hasPrefix("@@") { return "<span class=\"hunk\">\(text)</span>" }
            return text
        }.joined(separator: "\n")
    }

    static func describe(_ entry: ReviewCapture.SceneEntry) -> String {
        "\(entry.pixelWidth)×\(entry.pixelHeight) px, \(entry.frameCount) frames at \(entry.fps) fps"
    }

    static func time(_ seconds: Double) -> String { String(format: "%.3f s", seconds) }
}
