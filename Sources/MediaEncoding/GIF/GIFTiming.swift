/// GIF frame timing: delays are whole centiseconds, so frame `i` starts at `floor(i × 100 / fps)` cs.
/// Delays then alternate where 100 / fps is fractional (30 fps: 3, 3, 4, …) and `n` frames last
/// exactly `floor(n × 100 / fps)` cs — a whole number of seconds lasts exactly that long.
struct GIFTiming {
    let fps: Int

    /// Start of frame `index` in centiseconds.
    func start(ofFrame index: Int) -> Int64 { Int64(index) * 100 / Int64(fps) }

    /// Delay of frame `index` in centiseconds (≥ 2 for fps ≤ 50).
    func delay(ofFrame index: Int) -> Int64 { start(ofFrame: index + 1) - start(ofFrame: index) }
}
