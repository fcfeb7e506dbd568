import CCairo
import MotionCore

/// Rasterized pieces of earlier frames that a renderer reuses while nothing they depend on has
/// changed, as Core Animation keeps a layer's backing store: layers' own contents
/// (`BackingStoreKey`), blurred shadow masks (`ShadowMaskKey` by the sharp mask's pixels, `ShadowShapeKey` by
/// the shadowed subtree's signature), `shouldRasterize` bitmaps (`RasterizedLayerKey`) and
/// still subtrees drawn whole (`StillSubtreeKey`).
///
/// Reuse is memoisation, never approximation: a key holds everything its pixels depend on, so
/// a surface found here is the one drawing the key again would make, bit for bit. The cache is
/// bounded by bytes: past `byteLimit` the least recently used surfaces go first; and a surface
/// no frame has used for `framesKept` frames goes too, and a backing store the last frame replaced
/// (a moving layer's store is drawn at a new sub-pixel phase every frame: its old ones would only
/// fill the cache, and their memory serves the next frame's store). One renderer
/// (one thread at a time) owns a cache, for the length of a render.
public final class RenderCache {
    /// What a cached surface is of.
    enum Key: Hashable {
        case backingStore(BackingStoreKey)
        case shadowMask(ShadowMaskKey)
        case shadowShape(ShadowShapeKey)
        case rasterizedLayer(RasterizedLayerKey)
        case stillSubtree(StillSubtreeKey)

        /// Bytes the key itself holds (a shadow's sharp mask, kept to compare).
        var retainedBytes: Int {
            if case .shadowMask(let mask) = self { return mask.pixels.count }
            return 0
        }
    }

    /// Counters for tests, benchmarks and the render's summary.
    public struct Statistics: Equatable, Sendable {
        /// Lookups answered from the cache.
        public var hits = 0
        /// Lookups that drew the surface.
        public var misses = 0
        /// Surfaces dropped to stay within the byte limit.
        public var evictions = 0
        /// Bytes held now.
        public var bytes = 0
        /// The most bytes held at any time.
        public var peakBytes = 0
        /// Layers drawn the plain way where a fast path might have served, by reason, counted
        /// each time such a layer is drawn.
        public var declinedFastPaths: [FastPathDecline: Int] = [:]
    }

    private struct Entry {
        let surface: CairoSurface
        let bytes: Int
        var lastUse: Int
        var lastFrame: Int
    }

    /// 192 MiB for each renderer (about 24 full 1080p layers).
    public static let defaultByteLimit = 192 << 20

    /// Frames a surface is kept without being used: two of this renderer's frames (about four of
    /// the render's, its workers taking turns), so that a layer still for a moment keeps its
    /// backing store, while a moving layer's stores, drawn anew every frame, are gone soon:
    /// keeping them four frames held 58 MiB more at app-demo's peak for no reuse.
    public static let framesKept = 2

    /// The most bytes of surfaces kept at once.
    public let byteLimit: Int
    public private(set) var statistics = Statistics()
    private var entries: [Key: Entry] = [:]
    private var useCounter = 0
    private var frame = 0
    /// The contents whose backing stores this frame drew anew.
    private var renewed: Set<LayerContentSignature> = []
    /// The still subtrees whose stores this frame drew anew.
    private var renewedSubtrees: Set<StillSubtree> = []
    /// What still subtrees draw (`LayerGeometry.stillDrawnBounds`), with the last frame that asked.
    private var drawnBounds: [StillLayout: (box: Rect?, lastFrame: Int)] = [:]

    /// A still subtree as laid out: its revisions say what it holds, the flip its parents give
    /// it where it goes (`LayerGeometry.hasFlippedGeometry`).
    private struct StillLayout: Hashable {
        let subtree: StillSubtree
        let laidOutFlipped: Bool
    }

    /// A cache holding at most `byteLimit` bytes of surfaces.
    public init(byteLimit: Int = RenderCache.defaultByteLimit) {
        self.byteLimit = max(0, byteLimit)
    }

    /// Starts a frame: drops the surfaces (and drawn boxes) the last `framesKept` frames did not use, and the
    /// backing stores and still subtrees' stores the last frame replaced (the same content drawn
    /// anew there at another transform, a moving layer's, which that frame did not use).
    func beginFrame() {
        frame += 1
        for (key, entry) in entries where entry.lastFrame + Self.framesKept < frame || isReplaced(key, entry) { remove(key) }
        for (layout, known) in drawnBounds where known.lastFrame + Self.framesKept < frame { drawnBounds[layout] = nil }
        renewed.removeAll(keepingCapacity: true)
        renewedSubtrees.removeAll(keepingCapacity: true)
    }

    /// Whether the entry is a store the last frame drew anew for the same content elsewhere
    /// (a moving layer's) and did not use.
    private func isReplaced(_ key: Key, _ entry: Entry) -> Bool {
        guard entry.lastFrame < frame - 1 else { return false }
        switch key {
        case .backingStore(let store): return renewed.contains(store.content)
        case .stillSubtree(let store): return renewedSubtrees.contains(store.subtree)
        default: return false
        }
    }

    /// The surface cached for `key`, or the one `draw` makes (kept when it fits the limit);
    /// nil when `draw` gives none.
    func surface(for key: Key, draw: () -> CairoSurface?) -> CairoSurface? {
        useCounter += 1
        if let entry = entries[key] {
            entries[key]?.lastUse = useCounter
            entries[key]?.lastFrame = frame
            statistics.hits += 1
            return entry.surface
        }
        statistics.misses += 1
        guard let surface = draw() else { return nil }
        let bytes = Int(cairo_image_surface_get_stride(surface.pointer)) * Int(cairo_image_surface_get_height(surface.pointer))
            + key.retainedBytes
        guard bytes <= byteLimit else { return surface }
        while statistics.bytes + bytes > byteLimit { evictLeastRecentlyUsed() }
        entries[key] = Entry(surface: surface, bytes: bytes, lastUse: useCounter, lastFrame: frame)
        switch key {
        case .backingStore(let store): renewed.insert(store.content)
        case .stillSubtree(let store): renewedSubtrees.insert(store.subtree)
        default: break
        }
        statistics.bytes += bytes
        statistics.peakBytes = max(statistics.peakBytes, statistics.bytes)
        return surface
    }

    /// The box `subtree` draws in its root's bounds space, laid out flipped or not: the one
    /// `measure` gave for the same revisions, or `measure`'s. Memoisation like the surfaces': the
    /// box is a function of what the revisions number and of the flip (a walk over every layer
    /// of the subtree, a tenth of growth.json's drawing when asked every frame).
    func stillDrawnBounds(of subtree: StillSubtree, laidOutFlipped: Bool, measure: () -> Rect?) -> Rect? {
        let layout = StillLayout(subtree: subtree, laidOutFlipped: laidOutFlipped)
        if let known = drawnBounds[layout] {
            drawnBounds[layout]?.lastFrame = frame
            return known.box
        }
        let box = measure()
        drawnBounds[layout] = (box, frame)
        return box
    }

    /// Counts a layer drawn the plain way for `reason`.
    func noteDecline(_ reason: FastPathDecline) {
        statistics.declinedFastPaths[reason, default: 0] += 1
    }

    private func evictLeastRecentlyUsed() {
        guard let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) else { return }
        remove(oldest.key)
    }

    private func remove(_ key: Key) {
        guard let entry = entries.removeValue(forKey: key) else { return }
        statistics.bytes -= entry.bytes
        statistics.evictions += 1
    }
}
