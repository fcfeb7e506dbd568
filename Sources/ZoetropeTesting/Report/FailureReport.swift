import Foundation

/// The page a reviewer opens after a failing CI run: `index.html` in the artifacts folder
/// (`$SNAPSHOT_ARTIFACTS`), self-contained but for the images beside it. A summary on top, then
/// per failure the reference, the actual and the diff image, an onion-skin comparison with a
/// slider, the changed pixel count and SSIM, or for traces the coloured line diff.
///
/// Each failure is one JSON line of `failures.jsonl`, tagged with the test run it belongs to
/// (`TestRun`), written under an exclusive lock so parallel test processes of one run do not
/// interleave; the first failure of a new run drops the lines of earlier runs, so the page
/// shows this run's failures only. The page is rewritten from them after each.
public enum FailureReport {
    public static let pageName = "index.html"
    static let entriesName = "failures.jsonl"

    /// One line of `failures.jsonl`.
    private struct Entry: Codable {
        let run: String
        let failure: SnapshotFailure
    }

    /// Adds `failure` to the report in `folder` and rewrites the page.
    public static func add(_ failure: SnapshotFailure, in folder: URL) throws {
        try add(failure, in: folder, run: TestRun.current)
    }

    /// Adds `failure` as one of `run`'s, dropping the failures of any other run.
    static func add(_ failure: SnapshotFailure, in folder: URL, run: String) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let entries = folder.appendingPathComponent(entriesName)
        let descriptor = open(entries.path, O_RDWR | O_CREAT, 0o644)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: entries.path]) }
        defer { close(descriptor) }
        guard flock(descriptor, LOCK_EX) == 0 else { throw CocoaError(.fileLocking, userInfo: [NSFilePathErrorKey: entries.path]) }
        defer { flock(descriptor, LOCK_UN) }

        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let kept = try lines(in: entries).filter { $0.run == run }
        var data = Data()
        for entry in kept + [Entry(run: run, failure: failure)] {
            data.append(try encoder.encode(entry))
            data.append(0x0A)
        }
        guard ftruncate(descriptor, 0) == 0, lseek(descriptor, 0, SEEK_SET) == 0,
              data.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) == data.count else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: entries.path])
        }
        try Data(page(for: kept.map(\.failure) + [failure]).utf8).write(to: folder.appendingPathComponent(pageName), options: .atomic)
    }

    /// The failures recorded in `folder` by the latest run, oldest first.
    public static func failures(in folder: URL) throws -> [SnapshotFailure] {
        try lines(in: folder.appendingPathComponent(entriesName)).map(\.failure)
    }

    /// The readable lines of `entries` (none for a missing file).
    private static func lines(in entries: URL) throws -> [Entry] {
        guard FileManager.default.fileExists(atPath: entries.path) else { return [] }
        let decoder = JSONDecoder()
        return try Data(contentsOf: entries).split(separator: 0x0A).compactMap { try? decoder.decode(Entry.self, from: Data($0)) }
    }

    /// The HTML of the report.
    static func page(for failures: [SnapshotFailure]) -> String {
        func count(_ kind: SnapshotFailure.Kind, _ noun: String) -> String {
            let n = failures.filter { $0.kind == kind }.count
            return "\(n) \(noun)\(n == 1 ? "" : "s")"
        }
        var summary = "\(failures.count) snapshot\(failures.count == 1 ? "" : "s") failed: \(count(.image, "image")), \(count(.text, "trace"))"
        if failures.contains(where: { $0.kind == .animation }) { summary += ", \(count(.animation, "animation"))" }
        if failures.contains(where: { $0.kind == .motion }) { summary += ", \(count(.motion, "motion"))" }
        let items = failures.enumerated().map { index, failure in section(failure, number: index + 1) }.joined(separator: "\n")
        let links = failures.enumerated().map { index, failure in
            "<li><a href=\"#f\(index + 1)\">\(HTMLText.escaped(failure.name))</a></li>"
        }.joined()
        return """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>Snapshot failures</title>
        <style>
          body { font: 14px/1.45 -apple-system, "Inter", "DejaVu Sans", sans-serif; margin: 24px; color: #1c1c1e; background: #f2f2f7; }
          h1 { font-size: 20px; margin: 0 0 6px; } h2 { font-size: 15px; margin: 0 0 6px; }
          section { background: #fff; border-radius: 10px; padding: 16px; margin: 16px 0; box-shadow: 0 1px 3px #0002; }
          .details { color: #636366; margin-bottom: 10px; } .numbers b { margin-right: 14px; }
          .images { display: flex; gap: 12px; flex-wrap: wrap; align-items: flex-start; }
          figure { margin: 0; } figcaption { font-size: 12px; color: #636366; }
          figure img, .onion img { width: 320px; height: auto; image-rendering: pixelated; border: 1px solid #d1d1d6;
                                   background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 12px 12px; }
          .onion { position: relative; display: inline-block; } .onion img.top { position: absolute; left: 0; top: 0; opacity: .5; }
          pre { background: #1c1c1e; color: #e5e5ea; padding: 10px; border-radius: 8px; overflow: auto; font-size: 12px; }
          .del { color: #ff6961; } .add { color: #63e68a; }
          .player img.differs { outline: 3px solid #ff3b30; } .player figure { display: inline-block; margin-right: 12px; }
        </style></head><body>
        <h1>\(HTMLText.escaped(summary))</h1>
        <ol>\(links)</ol>
        \(items)
        </body></html>
        """
    }

    private static func section(_ failure: SnapshotFailure, number: Int) -> String {
        var parts = ["<section id=\"f\(number)\"><h2>\(number). \(HTMLText.escaped(failure.name))</h2>",
                     "<div class=\"details\">\(HTMLText.escaped(failure.details))</div>"]
        if let changed = failure.changedPixels {
            parts.append("<div class=\"numbers\"><b>\(changed) changed pixels</b>"
                         + (failure.ssim.map { "<b>SSIM \(String(format: "%.4f", $0))</b>" } ?? "") + "</div>")
        }
        if failure.kind == .image {
            let figures = [("reference", failure.reference), ("actual", failure.actual), ("diff", failure.diff)]
                .compactMap { label, path in path.map { "<figure><img src=\"\(HTMLText.escaped($0))\" alt=\"\(label)\"><figcaption>\(label)</figcaption></figure>" } }
            parts.append("<div class=\"images\">" + figures.joined() + "</div>")
            if let reference = failure.reference, let actual = failure.actual {
                parts.append("""
                    <p>Onion skin: reference under actual; slide to fade between them.</p>
                    <div class="onion"><img src="\(HTMLText.escaped(reference))" alt="reference"><img class="top" src="\(HTMLText.escaped(actual))" alt="actual"></div>
                    <br><input type="range" min="0" max="100" value="50" aria-label="actual's opacity"
                      oninput="this.parentElement.querySelector('.onion .top').style.opacity = this.value / 100">
                    """)
            }
        } else if let motion = failure.motion {
            parts.append("<div class=\"images\">" + motion.svg()
                + (motion.frame.map { "<figure><img src=\"\(HTMLText.escaped($0))\" alt=\"frame\"><figcaption>the frame then</figcaption></figure>" } ?? "")
                + "</div>")
        } else if let frames = failure.frames, !frames.isEmpty {
            parts.append(player(frames, number: number))
        } else if let diff = failure.lineDiff {
            let lines = diff.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
                let text = HTMLText.escaped(String(line))
                if line.hasPrefix("-") { return "<span class=\"del\">\(text)</span>" }
                if line.hasPrefix("+") { return "<span class=\"add\">\(text)</span>" }
                return text
            }
            parts.append("<pre>" + lines.joined(separator: "\n") + "</pre>")
        }
        parts.append("</section>")
        return parts.joined(separator: "\n")
    }

    /// Reference and actual frames side by side, played in a loop at 10 frames per second;
    /// differing frames are outlined in red, and a click pauses.
    private static func player(_ frames: [SnapshotFailure.Frame], number: Int) -> String {
        let data = (try? JSONEncoder().encode(frames)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
        let id = "player\(number)"
        return """
            <div class="player" id="\(id)">
            <figure><img class="ref" src="\(HTMLText.escaped(frames[0].reference))" alt="reference"><figcaption>reference</figcaption></figure>
            <figure><img class="act" src="\(HTMLText.escaped(frames[0].actual))" alt="actual"><figcaption>actual <span class="t"></span></figcaption></figure>
            </div>
            <script>
            (() => {
              const frames = \(data.replacingOccurrences(of: "</", with: "<\\/"));
              const root = document.getElementById("\(id)"), ref = root.querySelector(".ref"), act = root.querySelector(".act");
              let i = 0, playing = true;
              const show = () => { const f = frames[i]; ref.src = f.reference; act.src = f.actual;
                act.classList.toggle("differs", f.differs); root.querySelector(".t").textContent = `t=${f.time.toFixed(3)} s`; };
              root.onclick = () => { playing = !playing; };
              setInterval(() => { if (playing) { i = (i + 1) % frames.length; show(); } }, 100);
              show();
            })();
            </script>
            """
    }
}
