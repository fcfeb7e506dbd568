import Foundation

extension ListView {
    /// The duration of the animation of a batch of updates. Apple does not publish it; 0.3 s
    /// with UIView's default ease-in-out curve is what UITableView and UICollectionView updates
    /// are commonly measured at (an approximation, as `ScrollView.scrollAnimationDuration` is).
    public static let updateAnimationDuration = 0.3

    /// Animates the insertions, deletions, reloads and moves `updates` announces as one group
    /// (performBatchUpdates(_:completion:)); update the data source inside `updates`. After it,
    /// the items that stay and the moved ones slide to their new frames, inserted cells appear
    /// and deleted ones disappear as their animation says (a collection view's fade), all over
    /// `updateAnimationDuration`; `completion` runs when that animation ends, at the timeline's
    /// time then. Calls nest: the outermost call animates.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginBatch()
        updates?()
        if let completion { openBatch?.completions.append(completion) }
        endBatch()
    }

    /// Opens a batch that the matching `endBatch()` animates.
    func beginBatch() {
        if batchDepth == 0 { openBatch = BatchUpdate() }
        batchDepth += 1
    }

    /// Closes a batch; the outermost close animates it.
    func endBatch() {
        guard batchDepth > 0 else { return }
        batchDepth -= 1
        guard batchDepth == 0, let batch = openBatch else { return }
        openBatch = nil
        animate(batch)
    }

    /// Records a change into the open batch, or animates it alone when none is open (as UIKit
    /// animates an insertion made outside a batch at once).
    func record(_ change: (inout BatchUpdate) -> Void) {
        beginBatch()
        if var batch = openBatch {
            change(&batch)
            openBatch = batch
        }
        endBatch()
    }

    private func animate(_ announced: BatchUpdate) {
        let completions = announced.completions
        let finish: (Bool) -> Void = { finished in completions.forEach { $0(finished) } }
        guard let before = itemLayout else {
            // Nothing shown yet: the first layout loads the new state, and the completion comes
            // later, as a block that animates nothing calls its own.
            setNeedsLayout()
            return View.animate(withDuration: 0, delay: 0, options: [], animations: {}, completion: finish)
        }
        let after = layOut(itemCounts(), in: bounds.size)
        let batch: BatchUpdate, mapping: BatchMapping
        do {
            batch = try announced.expandingSections(before: before.counts, after: after.counts)
            mapping = try BatchMapping(batch, before: before.counts, after: after.counts)
        } catch {
            Timeline.report(error)
            reloadData()
            return finish(false)
        }
        let shown = cellsByPath
        cellsByPath = [:]
        var leaving: [ReusableCell] = []
        runningUpdates += 1
        View.animate(withDuration: Self.updateAnimationDuration, delay: 0, options: [], animations: {
            self.apply(after)   // inside the block, so a table's footer slides with the rows
            // Content that shrank under the offset scrolls back with the rows, as UIKit's tables do.
            let kept = self.clamped(self.contentOffset)
            if kept != self.contentOffset { self.contentOffset = kept }
            for (path, cell) in shown {
                if let animation = batch.leaving(path) {
                    leaving.append(cell)
                    self.hide(cell, with: animation, at: mapping.destinations[path].flatMap(after.frame(at:)) ?? cell.frame)
                } else if let destination = mapping.destinations[path], let frame = after.frame(at: destination) {
                    self.cellsByPath[destination] = cell
                    cell.frame = frame
                }
            }
            self.bringIn(after, before: before, mapping: mapping, batch: batch)
        }, completion: { finished in
            leaving.forEach { cell in
                View.performWithoutAnimation { cell.alpha = 1 }
                self.recycler.enqueue(cell)
            }
            self.runningUpdates -= 1
            self.setNeedsLayout()
            finish(finished)
        })
    }

    /// Animates `cell` away as `animation` says from its place to `frame` (where its item goes,
    /// or where it was), behind the other cells; `.none` takes it away at once.
    private func hide(_ cell: ReusableCell, with animation: TableView.RowAnimation, at frame: Rect) {
        sendSubviewToBack(cell)
        let hidden = animation.hiddenState(of: frame)
        if animation == .none {
            View.performWithoutAnimation { cell.alpha = 0 }
        } else {
            cell.frame = hidden.frame
            cell.alpha = hidden.alpha
        }
    }

    /// Shows a cell for each item of `after` in view that has none: an inserted or reloaded one
    /// from its animation's hidden state, one that comes into view from its frame before.
    private func bringIn(_ after: ItemLayout, before: ItemLayout, mapping: BatchMapping, batch: BatchUpdate) {
        let region = shownRegion
        for path in after.paths where cellsByPath[path] == nil {
            guard let frame = after.frame(at: path), frame.overlaps(region) else { continue }
            let source = mapping.sources[path]
            let animation = batch.insertions[path] ?? source.flatMap { batch.reloads[$0] }
            let start: (frame: Rect, alpha: Double) = animation.map { $0.hiddenState(of: frame) } ?? (source.flatMap(before.frame(at:)) ?? frame, 1)
            guard let cell = show(at: path, from: start.frame, alpha: start.alpha) else { continue }
            cell.frame = frame
            cell.alpha = 1
        }
    }
}
