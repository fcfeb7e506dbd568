extension Layer {
    /// Whether `draw(in:)` may draw anything: false only for a plain `Layer` without a delegate,
    /// whose `draw(in:)` does nothing.
    public var mayDrawCustomContent: Bool { type(of: self) != Layer.self || delegate != nil }

    /// Records the custom drawing of this presentation tree — every layer's `draw(in:)` — into
    /// the layers' display lists, now, on the caller's thread. The stage does this as it makes
    /// each frame's tree, so `draw` code that reads model-side state (a view's properties) sees
    /// the frame's values, and the threads that rasterize the tree only replay commands. (The
    /// snapshot a transition shows is recorded when the transition takes it.)
    package func recordDrawing() {
        recordDrawing(into: DisplayList(), empty: DisplayList.empty)
    }

    /// Records with `scratch` as the recorder, so a layer that draws nothing (most layers of a
    /// big tree) costs no list of its own.
    /// (`empty` is `DisplayList.empty`, handed down rather than read from the static each time.)
    private func recordDrawing(into scratch: DisplayList, empty: DisplayList) {
        if mayDrawCustomContent {
            draw(in: scratch)
            if !scratch.isEmpty {
                displayList = scratch.takeRecording()
            } else if displayList !== empty {
                // Compared first: a recycled copy keeps the shared empty list without reference counting.
                displayList = empty
            }
        } else if displayList != nil {
            displayList = nil
        }
        mask?.recordDrawing(into: scratch, empty: empty)
        sublayers.withUnsafeBufferPointer { children in
            for child in children { child.recordDrawing(into: scratch, empty: empty) }
        }
    }
}
