extension PreviewPage {
    /// The part of the page's script that turns an answer from `/api/frame` into what the canvas
    /// draws: a PAM's rows as `ImageData`, a patch as a `PatchedFrame` over the frame it was made
    /// against, a PNG as an `ImageBitmap`.
    static let frameDecodingScript = #"""
// A frame as the canvas takes it: a PAM's RGBA rows as ImageData, drawn with no decoding — a
// patch (header Zoetrope-Patch: X,Y) as a PatchedFrame over `base`, the frame it was made
// against; a PNG as an ImageBitmap.
async function decodeFrame(r, base) {
  if (r.headers.get("Content-Type") !== "image/x-portable-arbitrarymap") return createImageBitmap(await r.blob());
  const image = pamImage(await r.arrayBuffer()), at = r.headers.get("Zoetrope-Patch");
  if (at === null) return image;
  const [x, y] = at.split(",").map(Number);
  if (!base || !(x >= 0 && y >= 0 && x + image.width <= base.image.width && y + image.height <= base.image.height)) throw new Error("a patch that does not fit its frame");
  frames.patches++;
  return new PatchedFrame(base, image, x, y);
}
const whenIdle = window.requestIdleCallback ? (f) => requestIdleCallback(f, { timeout: 1000 }) : (f) => setTimeout(f, 50);
// A frame that came as a patch over another: drawn as the patch alone when the canvas shows
// that other frame, copied whole (`whole`) only when drawn over anything else or once the page is
// idle, so the copy is never on the way from the answer to the canvas.
class PatchedFrame {
  constructor(base, patch, x, y) {
    this.base = base; this.patch = patch; this.x = x; this.y = y; this.copy = null;
    this.width = base.image.width; this.height = base.image.height;
  }
  get whole() {
    if (!this.copy) {
      const under = this.base.image instanceof PatchedFrame ? this.base.image.whole : this.base.image;
      const data = new Uint8ClampedArray(under.data), row = 4 * this.patch.width;
      for (let k = 0; k < this.patch.height; k++) {
        data.set(this.patch.data.subarray(k * row, (k + 1) * row), 4 * ((this.y + k) * this.width + this.x));
      }
      this.copy = new ImageData(data, this.width, this.height);
      this.base = this.patch = null;
    }
    return this.copy;
  }
}
function pamImage(buffer) {
  const head = new TextDecoder().decode(new Uint8Array(buffer, 0, Math.min(128, buffer.byteLength)));
  const field = (name) => Number((head.match(new RegExp(`\n${name} (\\d+)\n`)) || [])[1]);
  const width = field("WIDTH"), height = field("HEIGHT"), start = head.indexOf("ENDHDR\n") + 7;
  if (!(width > 0 && height > 0 && start > 6 && start + 4 * width * height === buffer.byteLength)) throw new Error("a malformed PAM frame");
  return new ImageData(new Uint8ClampedArray(buffer, start, 4 * width * height), width, height);
}
"""#
}
