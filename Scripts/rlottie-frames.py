# Draws every frame of a Lottie document with rlottie (PyPI's rlottie-python) at a given width and
# height and saves each as PNG: the reference renderer's side of Scripts/bench.sh's Lottie timing.
# Usage: python rlottie-frames.py FILE.json WIDTH HEIGHT OUT-FOLDER
import os, sys
from rlottie_python import LottieAnimation

path, width, height, out = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
os.makedirs(out, exist_ok=True)
animation = LottieAnimation.from_file(path)
for frame in range(animation.lottie_animation_get_totalframe()):
    animation.render_pillow_frame(frame_num=frame, width=width, height=height).save(os.path.join(out, f"{frame:04d}.png"))
