import CFFmpeg

/// Process-wide memory tuning for programs that render and encode many large frames.
public enum FrameMemory {
    /// Keeps frame-sized buffers (8 MB for a 1080p BGRA frame) in the heap instead of fresh
    /// `mmap`s: glibc maps every allocation at or above its mmap threshold anew, so each frame
    /// faulted in and zeroed new pages — a third of an MP4 export's time went to the kernel.
    /// Command-line tools call this once at start-up; a library should not retune its host
    /// process's allocator, so the Exporter never does it by itself.
    public static func reuseLargeBuffers() {
        _ = zoe_reuse_large_buffers()
    }
}
