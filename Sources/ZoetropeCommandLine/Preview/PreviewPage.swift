import Foundation
import Zoetrope

/// The preview's one self-contained page (no external files): scene and variant pickers, the
/// frame on a canvas, a scrubber with frame stepping (arrow keys), play/pause at real speed with
/// the rate of distinct frames shown, in/out loop points, scale and background, a side
/// panel with the named layers' values and the running animations' curves at that instant, a
/// button that copies the CLI command for what is on screen, and build status under `--watch`.
/// State lives in the URL's hash, so a reload (after a rebuild) comes back to the same scene and time.
///
/// Latest frame wins: the canvas has at most one frame request in flight, and so does the side
/// panel. While one is in flight a newer wish (a drag, a step, playback's next frame) only
/// replaces the time to fetch next, so the newest is fetched as soon as the connection is free
/// and the frames in between are never asked for; a jump (the scrubber released away from the
/// frame in flight, a pause, another scene, variant, scale or background) aborts the one in flight
/// (`AbortController`, which closes its connection, so the server drops it or stops drawing it).
/// Playback renders ahead: while playing, the page asks for the frame the playhead will have
/// reached when the answer comes (the last fetch's time ahead of it, in the play direction) or,
/// when that one is kept, the next of the three after it, so the connection never idles and a
/// frame is ready when its time comes instead of arriving a fetch late.
enum PreviewPage {
    /// The page, opening on `scene` (nil: the hash's, else the first) unless its hash names another.
    static func html(initialScene scene: String?) -> String {
        guard let scene else { return template }
        return template.replacingOccurrences(of: "<body>", with: "<body data-scene=\"\(HTMLText.escaped(scene))\">")
    }

    private static let template = markup + script + frameDecodingScript + ending

    /// The page up to its script: styles and controls.
    private static let markup = #"""
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Zoetrope preview</title>
<style>
  :root { color-scheme: dark; --panel: #1c1c22; --line: #2e2e38; --text: #e8e8ee; --dim: #9a9aa8; --accent: #0a84ff; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 13px/1.4 -apple-system, "Inter", "DejaVu Sans", sans-serif; background: #121216; color: var(--text);
         display: grid; grid-template-rows: auto 1fr auto; grid-template-columns: 1fr 340px; height: 100vh; }
  header { grid-column: 1 / 3; display: flex; gap: 10px; align-items: center; padding: 8px 12px; background: var(--panel);
           border-bottom: 1px solid var(--line); flex-wrap: wrap; }
  header h1 { font-size: 14px; margin: 0 8px 0 0; }
  select, button, input { font: inherit; color: var(--text); background: #2a2a33; border: 1px solid var(--line); border-radius: 6px; padding: 4px 8px; }
  button:hover { border-color: var(--accent); }
  #stage { display: flex; align-items: center; justify-content: center; overflow: hidden; padding: 12px; }
  #frame { max-width: 100%; max-height: 100%; box-shadow: 0 4px 24px #0008;
           background: repeating-conic-gradient(#3a3a44 0 25%, #2a2a32 0 50%) 0 0 / 16px 16px; }
  aside { grid-row: 2 / 4; grid-column: 2; background: var(--panel); border-left: 1px solid var(--line); overflow: auto; padding: 10px 12px; }
  aside h2 { font-size: 12px; text-transform: uppercase; letter-spacing: .06em; color: var(--dim); margin: 14px 0 6px; }
  .layer { border-top: 1px solid var(--line); padding: 6px 0; }
  .layer b { display: block; margin-bottom: 2px; }
  .kv { display: grid; grid-template-columns: 110px 1fr; color: var(--dim); font: 12px/1.5 "DejaVu Sans Mono", monospace; }
  .kv span:nth-child(2n) { color: var(--text); overflow-wrap: anywhere; }
  .anim { display: grid; grid-template-columns: 64px 1fr; gap: 8px; align-items: center; border-top: 1px solid var(--line); padding: 6px 0; }
  .anim svg { background: #25252d; border-radius: 4px; }
  footer { grid-column: 1; display: flex; gap: 8px; align-items: center; padding: 8px 12px; background: var(--panel); border-top: 1px solid var(--line); }
  #scrubber { flex: 1; accent-color: var(--accent); }
  #time { font: 12px "DejaVu Sans Mono", monospace; min-width: 190px; text-align: right; }
  #fps { color: var(--dim); min-width: 70px; }
  #loop { color: var(--dim); }
  #banner { position: fixed; left: 12px; right: 352px; bottom: 56px; display: none; white-space: pre-wrap; padding: 10px 12px;
            border-radius: 8px; background: #4a1414; border: 1px solid #a33; font: 12px/1.45 "DejaVu Sans Mono", monospace; max-height: 50vh; overflow: auto; }
  #banner.info { background: #1d2b44; border-color: #35507a; }
  #copied { color: #34c759; display: none; }
</style>
</head>
<body>
<header>
  <h1>Zoetrope</h1>
  <label>Scene <select id="scene"></select></label>
  <label>Variant <select id="variant"></select></label>
  <label>Scale <select id="scale"><option value="">scene's</option><option>1</option><option>2</option><option>3</option></select></label>
  <label>Background <select id="background"><option value="">scene's</option><option value="transparent">transparent</option>
    <option value="#FFFFFF">white</option><option value="#000000">black</option><option value="#F2F2F7">grey</option></select></label>
  <button id="copy" title="Copy the zoetrope command that renders what is on screen">Copy command</button><span id="copied">copied</span>
</header>
<main id="stage"><canvas id="frame" width="10" height="10"></canvas></main>
<aside>
  <h2>Animations running</h2><div id="animations"></div>
  <h2>Layers at this instant</h2><div id="layers"></div>
</aside>
<footer>
  <button id="play" title="Play / pause (space)">▶</button>
  <button id="back" title="Previous frame (←)">◀︎</button>
  <button id="forward" title="Next frame (→)">▶︎</button>
  <input id="scrubber" type="range" min="0" max="1" step="0.001" value="0">
  <span id="time"></span><span id="fps"></span>
  <button id="in" title="Loop from here (i)">In</button><button id="out" title="Loop up to here (o)">Out</button>
  <button id="clear" title="Loop the whole scene">Whole</button><span id="loop"></span>
</footer>
<div id="banner"></div>
<script>

"""#

    /// What closes the page after its script.
    private static let ending = #"""
</script>
</body>
</html>
"""#
}
