#!/usr/bin/env python3
"""The preview page's latencies in headless Chromium, by the page's own clock (performance.now()).

Usage: Scripts/preview-latency.py ADDRESS   (a running `zoetrope preview`, e.g. http://127.0.0.1:8080/)

Prints three figures, each the median and worst of several tries:
  - a 1 s drag of the scrubber over city-guide at scale 2 (an input event every 16 ms): from the
    release to the release position's frame shown;
  - pausing after a second of playback: from the pause to the paused frame shown;
  - forward steps (→) over app-demo at 1920×1080, from each key press to the next frame shown:
    presses 200 ms apart (someone stepping through frames, five a second), and presses each as
    soon as the last frame shows (a held key, as fast as frames come).
Speaks the W3C WebDriver protocol to Debian's chromedriver with the standard library only.
These are figures, not checks: Tests/EndToEndTests/PreviewTests asserts which frame ends each
gesture, never how long it took (a loaded machine would fail any bound).
"""
import json
import socket
import statistics
import subprocess
import sys
import time
import urllib.request


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Browser:
    def __init__(self):
        port = free_port()
        self.driver = subprocess.Popen(["chromedriver", f"--port={port}"], stdout=subprocess.DEVNULL,
                                       stderr=subprocess.DEVNULL)
        self.base = f"http://127.0.0.1:{port}"
        for _ in range(100):
            try:
                self.call("GET", "/status")
                break
            except OSError:
                time.sleep(0.1)
        options = {"args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                            "--window-size=1400,900"]}
        created = self.call("POST", "/session", {"capabilities": {"alwaysMatch": {"goog:chromeOptions": options}}})
        self.session = f"/session/{created['sessionId']}"

    def call(self, method, path, body=None):
        data = json.dumps(body).encode() if body is not None else None
        request = urllib.request.Request(self.base + path, data=data, method=method,
                                         headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=120) as response:
            return json.load(response)["value"]

    def open(self, url):
        self.call("POST", self.session + "/url", {"url": url})

    def run(self, script):
        return self.call("POST", self.session + "/execute/sync", {"script": script, "args": []})

    def wait(self, condition, seconds=60):
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            if self.run(condition):
                return
            time.sleep(0.02)
        raise TimeoutError(condition)

    def close(self):
        try:
            self.call("DELETE", self.session)
        finally:
            self.driver.terminate()
            self.driver.wait()


# Records, once the canvas shows `url`, how long after `since` that was.
WATCH = """
window.watchFor = (url, since) => {
  const check = () => document.getElementById('frame').dataset.shown === url
    ? window.ended = performance.now() - since : requestAnimationFrame(check);
  check();
};
"""

# Each try ends somewhere new (`END`), so the release frame is never one the page already holds.
DRAG = WATCH + """
window.ended = null;
const s = document.getElementById('scrubber'), start = performance.now(), end = END;
const timer = setInterval(() => {
  const k = Math.min(1, (performance.now() - start) / 1000);
  s.value = 1 + (end - 1) * k; s.dispatchEvent(new Event('input'));
  if (k < 1) return;
  clearInterval(timer);
  s.dispatchEvent(new Event('change'));
  window.watchFor(frameURL(parseFloat(s.value)), performance.now());
}, 16);
"""

PAUSE = WATCH + """
window.ended = null;
document.getElementById('play').click();
setTimeout(() => {
  document.getElementById('play').click();
  window.watchFor(frameURL(state.t), performance.now());
}, 1000);
"""

STEP = WATCH + """
window.ended = null;
const since = performance.now();
document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
window.watchFor(frameURL(state.t), since);
"""

SHOWN = "return (document.getElementById('frame').dataset.shown || '')"


def figure(browser, script, tries, apart=0):
    times = []
    for index in range(tries):
        time.sleep(apart)
        browser.run(script.replace("END", f"{3 + 0.37 * index:.2f}"))
        browser.wait("return window.ended !== null")
        times.append(browser.run("return window.ended"))
    return f"median {statistics.median(times):.1f} ms, worst {max(times):.1f} ms ({tries} tries)"


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: preview-latency.py ADDRESS")
    address = sys.argv[1].rstrip("/") + "/"
    browser = Browser()
    try:
        browser.open(address + "#scene=city-guide&scale=2")
        browser.wait(SHOWN + ".includes('scale=2')")
        print(f"   drag release → its frame shown (city-guide, scale 2): {figure(browser, DRAG, 5)}")
        print(f"   pause → the paused frame shown (city-guide, scale 2): {figure(browser, PAUSE, 5)}")
        browser.open("about:blank")
        browser.open(address + "#scene=app-demo&scale=1.5&t=4")
        browser.wait(SHOWN + ".includes('scale=1.5')")
        print(f"   → key press → next frame shown (app-demo 1920×1080), presses 200 ms apart: {figure(browser, STEP, 30, 0.2)} (goal ≤ 60)")
        print(f"   → key press → next frame shown (app-demo 1920×1080), each as the last frame shows: {figure(browser, STEP, 30)}")
    finally:
        browser.close()


if __name__ == "__main__":
    main()
