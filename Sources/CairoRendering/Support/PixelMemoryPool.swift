import CCairo
import Foundation

/// Memory for the image surfaces drawn every frame (backing stores, shadow masks, resampled
/// pictures, video frames), kept when a surface is destroyed and handed to the next one of about
/// its size, cleared.
///
/// A render makes and drops large surfaces by the hundred (a moving layer gets a new backing
/// store every frame). From the allocator each comes as fresh pages — mapped, faulted in one by
/// one and zeroed by the kernel, then unmapped again with a TLB shootdown on every core: in a
/// profile of app-demo's camera zoom, 40 % of the drawing's samples were in the kernel. Reused
/// memory is only cleared. Buffers under `smallest` bytes are left to the allocator; the pool
/// keeps at most `byteLimit` bytes of free buffers, the least recently returned going first.
final class PixelMemoryPool: @unchecked Sendable {
    /// The pool all renderers share.
    static let shared = PixelMemoryPool()
    static let smallest = 64 << 10
    static let byteLimit = 64 << 20

    private let lock = NSLock()
    /// Free buffers, the most recently returned last.
    private var free: [(memory: UnsafeMutableRawPointer, capacity: Int)] = []
    private var freeBytes = 0

    /// At least `count` bytes, not cleared: a free buffer of between `count` and 1.5 × `count`
    /// bytes if there is one, else new memory.
    func take(_ count: Int) -> PooledPixelMemory {
        let capacity = Self.sizeClass(of: count)
        lock.lock()
        let fit = free.lastIndex { $0.capacity == capacity }
        let reused = fit.map { free.remove(at: $0) }
        if let reused { freeBytes -= reused.capacity }
        lock.unlock()
        if let reused { return PooledPixelMemory(memory: reused.memory, capacity: reused.capacity, pool: self) }
        return PooledPixelMemory(memory: UnsafeMutableRawPointer(malloc(capacity)!), capacity: capacity, pool: self)
    }

    /// The bytes a buffer for `count` is made with: the next of four sizes per doubling (at most
    /// 19 % more), so that a surface growing a little from frame to frame (a zoom) reuses the
    /// last one's memory.
    static func sizeClass(of count: Int) -> Int {
        var size = 1 << (Int.bitWidth - count.leadingZeroBitCount - 1)
        while size < count { size += size / 4 }
        return size
    }

    /// Takes back a buffer whose surface is gone.
    fileprivate func give(_ memory: UnsafeMutableRawPointer, capacity: Int) {
        lock.lock()
        free.append((memory, capacity))
        freeBytes += capacity
        var dropped: [UnsafeMutableRawPointer] = []
        while freeBytes > Self.byteLimit, !free.isEmpty {
            let oldest = free.removeFirst()
            freeBytes -= oldest.capacity
            dropped.append(oldest.memory)
        }
        lock.unlock()
        dropped.forEach { Foundation.free($0) }
    }
}

/// A buffer from `PixelMemoryPool`, given back when this, its one owner, goes: an image surface
/// made on it holds it as user data, so it lives exactly as long as Cairo's surface.
final class PooledPixelMemory {
    let memory: UnsafeMutableRawPointer
    let capacity: Int
    private let pool: PixelMemoryPool

    fileprivate init(memory: UnsafeMutableRawPointer, capacity: Int, pool: PixelMemoryPool) {
        self.memory = memory
        self.capacity = capacity
        self.pool = pool
    }

    deinit {
        pool.give(memory, capacity: capacity)
    }
}

/// The key under which an image surface holds its `PooledPixelMemory`.
private nonisolated(unsafe) var pooledMemoryKey = cairo_user_data_key_t()

extension CairoSurface {
    /// A new, transparent image surface of `format`; its memory comes from `pool` when it is
    /// large enough to be worth keeping. With `cleared` false, pooled memory keeps what it held:
    /// for a caller that writes every pixel before anything reads one.
    convenience init(image format: cairo_format_t, width: Int, height: Int, call: String,
                     pool: PixelMemoryPool = .shared, cleared: Bool = true) throws {
        let stride = Int(cairo_format_stride_for_width(format, Int32(width)))
        let count = stride * height
        guard stride > 0, count >= PixelMemoryPool.smallest else {
            try self.init(taking: cairo_image_surface_create(format, Int32(width), Int32(height)), call: call)
            return
        }
        let buffer = pool.take(count)
        try self.init(taking: cairo_image_surface_create_for_data(buffer.memory.assumingMemoryBound(to: UInt8.self), format,
                                                                  Int32(width), Int32(height), Int32(stride)), call: call)
        let owner = Unmanaged.passRetained(buffer).toOpaque()
        let status = cairo_surface_set_user_data(pointer, &pooledMemoryKey, owner) { owner in
            owner.map { Unmanaged<PooledPixelMemory>.fromOpaque($0).release() }
        }
        // Cairo could not take the buffer: it stays alive until the process ends rather than be freed under the surface.
        try CairoError.check(status, call)
        guard cleared else { return }
        // Cleared by Cairo itself, which then knows the surface is clear, as a surface it allocates
        // starts: it composites onto a clear surface otherwise (OVER as SOURCE), to the last bit.
        let clearing = try CairoContext(surface: self)
        cairo_set_operator(clearing.pointer, CAIRO_OPERATOR_CLEAR)
        cairo_paint(clearing.pointer)
        // Cairo clears the pixels; the bytes after a row's last one (an A8 row is padded to 4)
        // are zeroed here, since a mask's bytes are its cache key.
        let rowBytes = format == CAIRO_FORMAT_A8 ? width : 4 * width
        if stride > rowBytes {
            for row in 0..<height {
                (buffer.memory + row * stride + rowBytes).initializeMemory(as: UInt8.self, repeating: 0, count: stride - rowBytes)
            }
        }
    }
}
