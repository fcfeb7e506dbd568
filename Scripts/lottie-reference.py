# Compares zoetrope's Lottie frames with a reference renderer, rlottie (PyPI's rlottie-python).
#
# Each document is rendered at five instants (frames 0, 1/4, 1/2, 3/4 and the last of its length) by
# both, on white, at a whole-number scale giving its shorter side at least 256 pixels, and each pair is scored by SSIM on luma over 8x8 windows at a stride of 4 (the
# windows of ffmpeg's ssim filter). Prints one row per file and, with --table, writes the Markdown
# table docs/LOTTIE.md shows.
#
# With --check EXPECTED, exits 1 when a file not named in EXPECTED scores below the threshold at any
# instant or fails to render, or when a file named there fails to render. EXPECTED lists the files
# whose features the two renderers do not share, one per line: "name: why".
#
# Usage: python lottie-reference.py [--zoetrope PATH] [--check EXPECTED] [--table OUT.md]
#            [--pairs DIR] FILE.json|DIR ...
import argparse, json, math, os, subprocess, sys
import numpy as np
from PIL import Image
from rlottie_python import LottieAnimation

THRESHOLD = 0.97
INSTANTS = 5
# Documents are drawn at a whole-number scale that makes their shorter side at least this many
# pixels: on a 60-point icon one pixel of antialiasing weighs as much as the shapes do.
MINIMUM_SIDE = 256


def ssim(a, b):
    """ffmpeg's SSIM on luma: the mean over 8x8 windows whose corners are 4 pixels apart."""
    c1, c2 = (0.01 * 255) ** 2, (0.03 * 255) ** 2
    def luma(img):
        return 0.299 * img[..., 0] + 0.587 * img[..., 1] + 0.114 * img[..., 2]
    def window_means(x):
        s = np.pad(x, ((1, 0), (1, 0))).cumsum(0).cumsum(1)
        sums = s[8:, 8:] - s[:-8, 8:] - s[8:, :-8] + s[:-8, :-8]
        return sums[::4, ::4] / 64
    x, y = luma(a.astype(np.float64)), luma(b.astype(np.float64))
    mx, my = window_means(x), window_means(y)
    vx, vy = window_means(x * x) - mx * mx, window_means(y * y) - my * my
    cov = window_means(x * y) - mx * my
    return float(np.mean(((2 * mx * my + c1) * (2 * cov + c2)) / ((mx * mx + my * my + c1) * (vx + vy + c2))))


def on_white(img):
    img = img.convert("RGBA")
    white = Image.new("RGBA", img.size, (255, 255, 255, 255))
    white.alpha_composite(img)
    return np.asarray(white.convert("RGB"))


def documents(paths):
    for path in paths:
        if os.path.isdir(path):
            for root, _, names in sorted(os.walk(path)):
                yield from (os.path.join(root, n) for n in sorted(names) if n.endswith(".json"))
        else:
            yield path


def expected_differences(path):
    reasons = {}
    for line in open(path):
        line = line.strip()
        if line and not line.startswith("#"):
            name, _, why = line.partition(":")
            reasons[name.strip()] = why.strip()
    return reasons


def compare(zoetrope, path, pairs):
    """The SSIM at each instant, or an error line."""
    anim = LottieAnimation.from_file(path)
    total = anim.lottie_animation_get_totalframe()
    rate = anim.lottie_animation_get_framerate()
    width, height = anim.lottie_animation_get_size()
    doc = json.load(open(path))
    duration = (doc["op"] - doc["ip"]) / doc["fr"]
    name = os.path.splitext(os.path.basename(path))[0]
    scale = max(1, math.ceil(MINIMUM_SIDE / max(min(width, height), 1)))
    width, height = width * scale, height * scale
    scores = []
    for k in range(INSTANTS):
        frame = int(k * (total - 1) / (INSTANTS - 1))
        # The frame's time rounded up in the last digit passed, so a layer whose in point is that
        # frame is in (the frame's own time, i / rate, is what a render uses); the last frame
        # kept just inside the document's duration.
        t = min(math.ceil(frame / rate * 1e9) / 1e9, duration * (1 - 1e-9))
        ref = on_white(anim.render_pillow_frame(frame_num=frame, width=width, height=height))
        png = os.path.join(pairs, f"{name}-{k}.png")
        run = subprocess.run([zoetrope, "still", path, "--at", f"{t:.9f}",
                              "--scale", str(scale), "--background", "#FFFFFF", "-o", png], capture_output=True, text=True)
        if run.returncode != 0:
            return None, run.stderr.strip().splitlines()[-1] if run.stderr.strip() else f"exit {run.returncode}"
        mine = np.asarray(Image.open(png).convert("RGB"))
        if mine.shape != ref.shape:
            return None, f"size {mine.shape[1]}x{mine.shape[0]} against rlottie's {width}x{height}"
        Image.fromarray(np.concatenate([ref, mine], axis=1)).save(os.path.join(pairs, f"{name}-{k}-pair.png"))
        os.remove(png)
        scores.append(ssim(ref, mine))
    return scores, None


def main():
    parser = argparse.ArgumentParser(description="zoetrope's Lottie frames against rlottie's, by SSIM")
    here = os.path.dirname(os.path.abspath(__file__))
    parser.add_argument("--zoetrope", default=os.path.join(here, "..", ".build", "debug", "zoetrope"))
    parser.add_argument("--check", metavar="EXPECTED")
    parser.add_argument("--table", metavar="OUT.md")
    parser.add_argument("--pairs", default=os.environ.get("LOTTIE_REFERENCE_OUT", ".build/lottie-reference"))
    parser.add_argument("paths", nargs="+")
    args = parser.parse_args()
    os.makedirs(args.pairs, exist_ok=True)
    known = expected_differences(args.check) if args.check else {}
    rows, failures = [], []
    for path in documents(args.paths):
        name = os.path.splitext(os.path.basename(path))[0]
        scores, error = compare(args.zoetrope, path, args.pairs)
        if error:
            print(f"{name:28s} FAILED: {error}")
            failures.append(f"{name}: {error}")
            rows.append((name, None, error))
            continue
        low = min(scores)
        note = known.get(name, "")
        print(f"{name:28s} " + " ".join(f"{s:.3f}" for s in scores) + f"  min {low:.3f}" + (f"  ({note})" if note else ""))
        if low < THRESHOLD and name not in known:
            failures.append(f"{name}: SSIM {low:.3f} < {THRESHOLD} and not among the expected differences")
        if low >= THRESHOLD and name in known:
            print(f"lottie-reference: {name} reaches {THRESHOLD} now: take it off the expected differences", file=sys.stderr)
        rows.append((name, scores, note))
    if args.table:
        with open(args.table, "w") as out:
            out.write("| file | 0 | ¼ | ½ | ¾ | last | what differs |\n|---|---|---|---|---|---|---|\n")
            for name, scores, note in rows:
                cells = " | ".join(f"{s:.3f}" for s in scores) if scores else " | ".join(["—"] * INSTANTS)
                out.write(f"| {name} | {cells} | {note} |\n")
    passing = sum(1 for _, s, _ in rows if s and min(s) >= THRESHOLD)
    print(f"{len(rows)} files, {passing} at SSIM >= {THRESHOLD} at every instant")
    for failure in failures:
        print("lottie-reference: " + failure, file=sys.stderr)
    return 1 if args.check and failures else 0


if __name__ == "__main__":
    sys.exit(main())
