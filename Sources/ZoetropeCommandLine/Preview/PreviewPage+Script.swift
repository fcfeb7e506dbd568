extension PreviewPage {
    /// The page's script: loading scenes, the frame requests (latest frame wins, rendering ahead
    /// while playing), playback, the side panel, the copy command and the keyboard; the frames'
    /// decoding is `frameDecodingScript`.
    static let script = #"""
"use strict";
const $ = (id) => document.getElementById(id);
const state = { scene: null, variant: "", t: 0, scale: "", background: "", loopIn: null, loopOut: null, playing: false };
let scenes = [], info = null, generation = null, panelTimer = null, panelRequest = null;
// The canvas's one request in flight ({url, controller}), the frame URL wanted next, the
// frames drawn lately (URL -> ImageData or ImageBitmap, oldest first) so stepping back and forth
// is instant, and the last frame the server sent ({url, t, image}): as PAM, a frame comes as the
// rectangle that changed since that one (a patch, kept as a PatchedFrame).
const frames = { inFlight: null, wanted: null, bitmaps: new Map(), ahead: new Map(), aheadShown: 0, latency: 0, stepping: 0,
                 received: null, patches: 0, patchesDrawn: 0 };
// The canvas names itself on every frame it asks for, so the server drops (or stops drawing) an
// older frame of it as soon as a newer one is asked for.
const viewer = "canvas-" + Math.random().toString(36).slice(2, 12);

function readHash() {
  const p = new URLSearchParams(location.hash.slice(1));
  if (p.get("scene")) state.scene = p.get("scene");
  state.variant = p.get("variant") || ""; state.scale = p.get("scale") || ""; state.background = p.get("background") || "";
  state.t = parseFloat(p.get("t") || "0") || 0;
  state.loopIn = p.has("in") ? parseFloat(p.get("in")) : null; state.loopOut = p.has("out") ? parseFloat(p.get("out")) : null;
  if ([state.loopIn, state.loopOut].some((v) => v !== null && !Number.isFinite(v))
      || (state.loopIn !== null && state.loopOut !== null && state.loopIn >= state.loopOut)) state.loopIn = state.loopOut = null;
}
function writeHash() {
  const p = new URLSearchParams({ scene: state.scene, t: state.t.toFixed(4) });
  if (state.variant) p.set("variant", state.variant);
  if (state.scale) p.set("scale", state.scale);
  if (state.background) p.set("background", state.background);
  if (state.loopIn !== null) p.set("in", state.loopIn);
  if (state.loopOut !== null) p.set("out", state.loopOut);
  history.replaceState(null, "", "#" + p.toString());
}
// Spaces as %20 (URLSearchParams writes +, which not every reader takes for a space).
function query(p) { return p.toString().replace(/\+/g, "%20"); }
function frameCount() { return Math.max(1, Math.round(info.duration * info.fps)); }
function frameIndex(t) { return Math.min(frameCount() - 1, Math.max(0, Math.round(t * info.fps))); }
function timeOfFrame(i) { return Math.min(info.duration, i / info.fps); }
function params(t) {
  const p = new URLSearchParams({ scene: state.scene, t: t.toFixed(6) });
  if (state.variant) p.set("variant", state.variant);
  return p;
}
// On this machine a frame comes as PAM, RGBA rows drawn as they come (its 8 MB at 1080p cost
// less to send than PNG's compression and decoding, the same pixels); over a network, as PNG.
const frameFormat = ["127.0.0.1", "localhost", "[::1]"].includes(location.hostname) ? "pam" : "png";
function frameURL(t) {
  const p = params(t);
  if (state.scale) p.set("scale", state.scale);
  if (state.background) p.set("background", state.background);
  p.set("client", viewer);
  p.set("format", frameFormat);
  return "/api/frame?" + query(p);
}
async function getJSON(url, signal) {
  const r = await fetch(url, { signal });
  const body = await r.json();
  if (!r.ok) throw new Error(body.error || r.statusText);
  return body;
}
// Wants the frame at `t` on the canvas: drawn now if kept, else fetched when the request in
// flight is done, or at once with `jump`, which aborts the one in flight.
function want(t, { jump = false } = {}) {
  const url = frameURL(t);
  frames.wanted = url;
  const kept = frames.bitmaps.get(url);
  if (kept) { draw(url, kept); fetchAhead(); prefetchStep(); return; }
  if (frames.inFlight) {
    if (frames.inFlight.url === url || (!jump && !frames.inFlight.speculative)) return;
    frames.inFlight.controller.abort();
    frames.inFlight = null;
  }
  fetchWanted();
}
function fetchWanted() {
  const url = frames.wanted;
  if (!url || frames.inFlight) return;
  if (state.playing) { fetchAhead(); return; }
  if (!frames.bitmaps.has(url)) fetchFrame(url); else prefetchStep();
}
// Paused and stepping: the frame one more step the same way is fetched while this one is looked
// at (a speculative fetch, given up for any other frame wanted), so the next press finds it kept.
function prefetchStep() {
  if (state.playing || frames.inFlight || !frames.stepping) return;
  const next = frameIndex(state.t) + frames.stepping;
  if (next < 0 || next >= frameCount()) return;
  const url = frameURL(timeOfFrame(next));
  if (!frames.bitmaps.has(url)) fetchFrame(url, { speculative: true });
}
// While playing: from the frame the playhead will be at when the answer comes, the first of four
// not kept yet (the playhead's own frame when fetches are instant).
function fetchAhead() {
  if (!state.playing || frames.inFlight) return;
  const end = loopBounds()[1], now = frameIndex(state.t);
  const first = Math.max(now, frameIndex(Math.min(state.t + frames.latency / 1000, end)));
  for (let k = 0; k <= 3; k++) {
    const t = timeOfFrame(first + k);
    if (t >= end) return;
    const url = frameURL(t);
    if (frames.bitmaps.has(url)) continue;
    if (first + k > now) frames.ahead.set(url, t);
    fetchFrame(url);
    return;
  }
}
function fetchFrame(url, { speculative = false } = {}) {
  const flight = { url, speculative, controller: new AbortController() }, started = performance.now();
  frames.inFlight = flight;
  const base = frameFormat === "pam" ? frames.received : null;
  fetch(base ? url + "&since=" + encodeURIComponent(base.t) : url, { signal: flight.controller.signal }).then(async (r) => {
    if (!r.ok) throw new Error((await r.json()).error);
    return decodeFrame(r, base);
  }).then((image) => {
    if (flight.controller.signal.aborted) return image.close?.();
    frames.latency = performance.now() - started;
    keep(url, image);
    if (!(image instanceof ImageBitmap)) frames.received = { url, t: new URL(url, location.href).searchParams.get("t"), image };
    // A frame on its way is still newer than the one shown, unless the wanted one was kept and
    // drawn; a frame fetched ahead waits for the playhead to reach it.
    const ahead = frames.ahead.get(url);
    const due = ahead === undefined || ahead <= state.t + 1e-9;
    if (url === frames.wanted || (due && !frames.bitmaps.has(frames.wanted))) draw(url, image);
    hideBanner("frame");
  }).catch((e) => {
    if (e.name !== "AbortError" && url === frames.wanted) showBanner("frame", "Frame failed: " + e.message);
  }).finally(() => {
    if (frames.inFlight !== flight) return;
    frames.inFlight = null;
    fetchWanted();
  });
}
function keep(url, bitmap) {
  frames.bitmaps.set(url, bitmap);
  if (frames.bitmaps.size > 120) {
    const [oldest, old] = frames.bitmaps.entries().next().value;
    frames.bitmaps.delete(oldest); frames.ahead.delete(oldest); old.close?.();
  }
}
function forgetFrames() {
  for (const bitmap of frames.bitmaps.values()) bitmap.close?.();
  frames.bitmaps.clear();
  frames.ahead.clear();
  frames.received = null;
}
// Draws a frame; a patch alone when the canvas shows the frame it was made against.
function draw(url, bitmap) {
  const canvas = $("frame");
  const onBase = bitmap instanceof PatchedFrame && bitmap.copy === null && canvas.dataset.shown === bitmap.base.url
    && canvas.width === bitmap.width && canvas.height === bitmap.height;
  if (canvas.width !== bitmap.width || canvas.height !== bitmap.height) { canvas.width = bitmap.width; canvas.height = bitmap.height; }
  const ctx = canvas.getContext("2d");
  if (onBase) {
    ctx.putImageData(bitmap.patch, bitmap.x, bitmap.y);
    frames.patchesDrawn++;
    whenIdle(() => bitmap.whole);
  } else if (bitmap instanceof PatchedFrame) ctx.putImageData(bitmap.whole, 0, 0);
  else if (bitmap instanceof ImageData) ctx.putImageData(bitmap, 0, 0);
  else { ctx.clearRect(0, 0, canvas.width, canvas.height); ctx.drawImage(bitmap, 0, 0); }
  if (frames.ahead.delete(url)) frames.aheadShown++;
  canvas.dataset.shown = url;
}
function updateTimeLabel() {
  $("scrubber").value = state.t;
  $("time").textContent = `${state.t.toFixed(3)} s · frame ${frameIndex(state.t)} / ${frameCount() - 1}`;
  const a = state.loopIn ?? 0, b = state.loopOut ?? info.duration;
  $("loop").textContent = (state.loopIn !== null || state.loopOut !== null) ? `loop ${a.toFixed(2)}–${b.toFixed(2)} s` : "";
}
function seek(t, { panel = true, jump = false, stepping = 0 } = {}) {
  frames.stepping = stepping;
  state.t = Math.min(info.duration, Math.max(0, t));
  writeHash(); updateTimeLabel(); want(state.t, { jump });
  if (panel) { clearTimeout(panelTimer); panelTimer = setTimeout(updatePanel, state.playing ? 400 : 60); }
}
function step(count) { pause(); seek(timeOfFrame(frameIndex(state.t) + count), { stepping: Math.sign(count) }); }

// The side panel's one request in flight: a newer one aborts it.
async function updatePanel() {
  if (panelRequest) panelRequest.abort();
  const controller = panelRequest = new AbortController();
  try {
    const at = query(params(state.t)), signal = controller.signal;
    const [trace, animations] = await Promise.all([getJSON("/api/trace?" + at, signal), getJSON("/api/animations?" + at, signal)]);
    $("layers").replaceChildren(...trace.layers.map(layerView));
    $("animations").replaceChildren(...(animations.length ? animations.map(animationView) : [text("div", "none")]));
  } catch (e) { if (e.name !== "AbortError") $("layers").replaceChildren(text("div", e.message)); }
  finally { if (panelRequest === controller) panelRequest = null; }
}
function text(tag, content) { const e = document.createElement(tag); e.textContent = content; return e; }
function format(v) {
  if (v === null) return "—";
  if (typeof v === "number") return (Math.round(v * 1000) / 1000).toString();
  if (Array.isArray(v)) return "[" + v.map(format).join(", ") + "]";
  if (typeof v === "object") return "(" + Object.entries(v).map(([k, x]) => `${k} ${format(x)}`).join(", ") + ")";
  return String(v);
}
function layerView(layer) {
  const div = document.createElement("div"); div.className = "layer";
  div.append(text("b", layer.name));
  const kv = document.createElement("div"); kv.className = "kv";
  for (const [k, v] of Object.entries(layer)) {
    if (k === "name") continue;
    if (k === "properties") { for (const [ck, cv] of Object.entries(v)) kv.append(text("span", ck), text("span", format(cv))); continue; }
    kv.append(text("span", k), text("span", format(v)));
  }
  div.append(kv); return div;
}
function animationView(a) {
  const div = document.createElement("div"); div.className = "anim";
  const lo = Math.min(0, ...a.samples), hi = Math.max(1, ...a.samples);
  const pts = a.samples.map((v, i) => `${(i / (a.samples.length - 1) * 60 + 2).toFixed(1)},${(46 - (v - lo) / (hi - lo) * 42).toFixed(1)}`).join(" ");
  div.innerHTML = `<svg width="64" height="48"><polyline points="${pts}" fill="none" stroke="#0a84ff" stroke-width="1.5"/></svg>`;
  const right = document.createElement("div");
  right.append(text("b", `${a.layer ?? "(unnamed)"} · ${a.keyPath ?? a.key}`),
               text("div", `${a.kind}, ${a.curve}`), text("div", `begins ${format(a.beginTime)} s, lasts ${format(a.duration)} s`));
  div.append(right); return div;
}

// Playback at real speed: the frame due now is the one wanted; frames are drawn as they arrive.
// The fps label is the distinct frames that reached the screen in the last second or so: the
// canvas's frame is looked at once a display refresh, after the drawing (a frame drawn and
// replaced before the screen showed it is not counted), and each frame counts once.
let playStart = 0, playFrom = 0, fpsWindow = performance.now(), lastShown = -1;
const onScreen = new Set();
function loopBounds() { return [state.loopIn ?? 0, state.loopOut ?? info.duration]; }
function play() {
  if (state.playing) return;
  const [a, b] = loopBounds();
  if (state.t >= b - 1e-6 || state.t < a) state.t = a;
  state.playing = true; $("play").textContent = "❚❚";
  playStart = performance.now(); playFrom = state.t; fpsWindow = playStart; lastShown = -1; onScreen.clear();
  requestAnimationFrame(tick);
}
function pause() {
  if (!state.playing) return;
  state.playing = false; $("play").textContent = "▶"; $("fps").textContent = "";
  seek(timeOfFrame(frameIndex(state.t)), { jump: true });
}
function tick(now) {
  if (!state.playing) return;
  const [a, b] = loopBounds();
  let t = playFrom + (now - playStart) / 1000;
  if (t >= b) { playStart = now; playFrom = a; t = a; }
  const index = frameIndex(t);
  if (index !== lastShown) {
    lastShown = index; state.t = timeOfFrame(index);
    want(state.t);
    writeHash(); updateTimeLabel();
  }
  if ($("frame").dataset.shown) onScreen.add($("frame").dataset.shown);
  if (now - fpsWindow > 1000) {
    $("fps").textContent = `${(onScreen.size * 1000 / (now - fpsWindow)).toFixed(1)} fps`;
    onScreen.clear(); fpsWindow = now;
  }
  requestAnimationFrame(tick);
}

// The command for what is on screen, safe to paste into a shell: every value from the URL is
// single-quoted unless it is plainly safe, the scale must be a number, and times carry the six
// decimals the frames were asked for, so the command draws exactly the frame shown.
function command() {
  const parts = ["zoetrope"];
  const quoted = (s) => /^[\w.#\/-]+$/.test(s) ? s : `'${String(s).replace(/'/g, `'\\''`)}'`;
  const looping = state.loopIn !== null || state.loopOut !== null;
  if (looping) {
    const [a, b] = loopBounds();
    parts.push("render", quoted(state.scene), "--from", a.toFixed(6), "--to", b.toFixed(6));
  } else {
    parts.push("still", quoted(state.scene), "--at", state.t.toFixed(6));
  }
  if (state.variant) parts.push("--variant", quoted(state.variant));
  const scale = Number(state.scale);
  if (state.scale && Number.isFinite(scale) && scale > 0) parts.push("--scale", String(scale));
  if (state.background) parts.push("--background", quoted(state.background));
  parts.push("-o", quoted(state.scene + (looping ? ".mp4" : ".png")));
  return parts.join(" ");
}

const banners = {};
function showBanner(key, message, info = false) { banners[key] = { message, info }; renderBanner(); }
function hideBanner(key) { delete banners[key]; renderBanner(); }
function renderBanner() {
  const entries = Object.values(banners);
  const b = $("banner");
  b.style.display = entries.length ? "block" : "none";
  b.className = entries.every((e) => e.info) ? "info" : "";
  b.textContent = entries.map((e) => e.message).join("\n\n");
}
async function pollStatus() {
  try {
    const status = await getJSON("/api/status");
    hideBanner("server");
    if (generation !== null && status.generation !== generation) { location.reload(); return; }
    generation = status.generation;
    if (status.build && status.build.state === "failed") showBanner("build", "Build failed — showing the last good build\n\n" + status.build.message);
    else if (status.build && status.build.state === "building") showBanner("build", "Building…", true);
    else hideBanner("build");
  } catch (e) { showBanner("server", "Waiting for the preview server…", true); }
  setTimeout(pollStatus, 700);
}

function chooseScene(name) {
  info = scenes.find((s) => s.name === name) || scenes[0];
  state.scene = info.name;
  $("scene").value = info.name;
  $("variant").replaceChildren(...[["", info.variants.length ? "default" : "none"], ...info.variants.map((v) => [v, v])].map(([v, label]) => {
    const o = document.createElement("option"); o.value = v; o.textContent = label; return o; }));
  if (!info.variants.includes(state.variant)) state.variant = "";
  $("variant").value = state.variant; $("variant").disabled = !info.variants.length;
  const s = $("scrubber"); s.max = info.duration; s.step = 1 / info.fps;
  forgetFrames();
}
async function start() {
  readHash();
  scenes = await getJSON("/api/scenes");
  $("scene").replaceChildren(...scenes.map((s) => { const o = document.createElement("option"); o.value = s.name; o.textContent = s.name; o.title = s.summary; return o; }));
  chooseScene(state.scene || document.body.dataset.scene || scenes[0].name);
  $("scale").value = state.scale; $("background").value = state.background;
  seek(state.t);
  pollStatus();
}
$("scene").onchange = (e) => { pause(); state.loopIn = state.loopOut = null; chooseScene(e.target.value); seek(0, { jump: true }); };
$("variant").onchange = (e) => { state.variant = e.target.value; forgetFrames(); seek(state.t, { jump: true }); };
$("scale").onchange = (e) => { state.scale = e.target.value; seek(state.t, { panel: false, jump: true }); };
$("background").onchange = (e) => { state.background = e.target.value; seek(state.t, { panel: false, jump: true }); };
// Dragging wants each position in turn (the newest fetched next); the release is a jump.
$("scrubber").oninput = (e) => { pause(); seek(parseFloat(e.target.value)); };
$("scrubber").onchange = (e) => seek(parseFloat(e.target.value), { jump: true });
$("play").onclick = () => state.playing ? pause() : play();
$("back").onclick = () => step(-1);
$("forward").onclick = () => step(1);
// A loop runs from In to Out: a mark on the wrong side of the other is refused.
$("in").onclick = () => {
  if (state.loopOut !== null && state.t >= state.loopOut) return showBanner("loop", "In must come before Out", true);
  hideBanner("loop"); state.loopIn = state.t; writeHash(); updateTimeLabel();
};
$("out").onclick = () => {
  if (state.loopIn !== null && state.t <= state.loopIn) return showBanner("loop", "Out must come after In", true);
  hideBanner("loop"); state.loopOut = state.t; writeHash(); updateTimeLabel();
};
$("clear").onclick = () => { state.loopIn = state.loopOut = null; writeHash(); updateTimeLabel(); };
$("copy").onclick = async () => {
  const line = command();
  $("copy").dataset.command = line;
  try { await navigator.clipboard.writeText(line); } catch (e) {
    const area = text("textarea", line); document.body.append(area); area.select(); document.execCommand("copy"); area.remove();
  }
  $("copied").style.display = "inline"; setTimeout(() => $("copied").style.display = "none", 1500);
};
document.addEventListener("keydown", (e) => {
  if (e.target.tagName === "INPUT" && e.target.type !== "range") return;
  if (e.key === "ArrowLeft") { e.preventDefault(); step(e.shiftKey ? -10 : -1); }
  else if (e.key === "ArrowRight") { e.preventDefault(); step(e.shiftKey ? 10 : 1); }
  else if (e.key === " ") { e.preventDefault(); state.playing ? pause() : play(); }
  else if (e.key === "i") $("in").click();
  else if (e.key === "o") $("out").click();
});
start().catch((e) => showBanner("start", "Cannot load the scenes: " + e.message));

"""#
}
