extension Timeline {
    /// Runs `link` at its ticks from now on (`DisplayLink.start()`).
    func add(_ link: DisplayLink) {
        displayLinks.append(link)
        invalidateSchedule()
    }

    /// Stops running `link`.
    func remove(_ link: DisplayLink) {
        displayLinks.removeAll { $0 === link }
        invalidateSchedule()
    }
}
