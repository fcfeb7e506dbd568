import CCairo

/// Owns one `PangoLayout` reference (a GObject) and unrefs it in deinit.
final class PangoLayoutHandle {
    let pointer: OpaquePointer

    /// A layout for drawing on `cairo` (it takes the context's transform and font options).
    init(cairo: OpaquePointer) {
        FontLibrary.refreshCurrentThread()
        pointer = pango_cairo_create_layout(cairo)
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(pointer)) }
}
