# Renders each Lottie file at 5 instants (frames 0, 1/4 … of its length) with rlottie (rlottie-python) and with
# zoetrope, both on white, and prints the SSIM of each pair: luma, 8x8 windows at a stride of 4, as ffmpeg's ssim filter.
# Usage: python lottie-reference.py [--zoetrope PATH] FILE.json ...   (pip install rlottie-python numpy pillow)
import sys, subprocess, json, os, math
import numpy as np
from PIL import Image
from rlottie_python import LottieAnimation
args = sys.argv[1:]
Z = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".build", "debug", "zoetrope")
if args[:1] == ["--zoetrope"]: Z, args = args[1], args[2:]
def ssim(a, b):
    # ffmpeg-style SSIM on Y over 8x8 blocks with 4-pixel stride
    C1, C2 = (0.01*255)**2, (0.03*255)**2
    def y(img): return (0.299*img[...,0] + 0.587*img[...,1] + 0.114*img[...,2]).astype(np.float64)
    A, B = y(a), y(b); vals = []
    for i in range(0, A.shape[0]-7, 4):
        for j in range(0, A.shape[1]-7, 4):
            x, z = A[i:i+8, j:j+8], B[i:i+8, j:j+8]
            mx, mz = x.mean(), z.mean(); vx, vz = x.var(), z.var(); c = ((x-mx)*(z-mz)).mean()
            vals.append(((2*mx*mz+C1)*(2*c+C2))/((mx*mx+mz*mz+C1)*(vx+vz+C2)))
    return float(np.mean(vals))
def on_white(img):
    img = img.convert("RGBA"); bg = Image.new("RGBA", img.size, (255,255,255,255)); bg.alpha_composite(img); return np.asarray(bg.convert("RGB"))
out = os.environ.get("LOTTIE_REFERENCE_OUT", "lottie-reference"); os.makedirs(out, exist_ok=True)
for path in args:
    anim = LottieAnimation.from_file(path)
    fr = anim.lottie_animation_get_framerate(); total = anim.lottie_animation_get_totalframe(); w, h = anim.lottie_animation_get_size()
    doc = json.load(open(path)); duration = (doc["op"] - doc["ip"]) / doc["fr"]
    name = os.path.basename(path)[:-5]; scores = []
    for k in range(5):
        frame = int(k * (total - 1) / 4)
        t = min(frame / fr, duration * (1 - 1e-9))
        ref = on_white(anim.render_pillow_frame(frame_num=frame, width=w, height=h))
        png = f"{out}/{name}-{k}.png"
        r = subprocess.run([Z, "still", path, "--at", f"{math.floor(t * 1e6) / 1e6:.6f}", "-o", png], capture_output=True, text=True)
        if r.returncode != 0: print(name, "FAILED", r.stderr.strip()); break
        mine = np.asarray(Image.open(png).convert("RGB"))
        Image.fromarray(np.concatenate([ref, mine], axis=1)).save(f"{out}/{name}-{k}-pair.png")
        scores.append(ssim(ref, mine))
    if scores: print(f"{name:28s} " + " ".join(f"{s:.3f}" for s in scores) + f"  min {min(scores):.3f}")
