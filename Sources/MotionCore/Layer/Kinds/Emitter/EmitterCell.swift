/// One kind of particle an `EmitterLayer` emits (CAEmitterCell): how often particles are born,
/// how long they live, how they move, turn, grow and change colour, and the image they show.
/// Every number is a property of `values`; the accessors are in `EmitterCell+Properties`.
///
/// A cell is a reference, as on iOS (`let cell = CAEmitterCell(); cell.birthRate = 5`). Its
/// CAMediaTiming fields place its emission in its emitter's time (see `EmitterLayer`): particles
/// are born from `beginTime` on, for `duration` (0, the default, emits for ever) times
/// `repeatCount` or for `repeatDuration`, and are born and age on the cell's clock, so `speed`
/// scales both and `timeOffset` starts the cell as if it had already emitted that long.
/// `emitterCells` nests cells: each particle of this cell emits them, its age being their time.
public final class EmitterCell: MediaTiming, @unchecked Sendable {
    /// The cell's name, which key paths use: `emitterCells.<name>.birthRate`.
    public var name: String?
    /// Whether the cell emits (CAEmitterCell.isEnabled); a disabled cell's particles vanish.
    public var isEnabled = true
    /// The image each particle shows, at its pixel size in points divided by `contentsScale`,
    /// tinted by the particle's colour; nil draws nothing (the cell may still emit nested cells).
    public var contents: Image?
    /// The cells each particle of this one emits.
    public var emitterCells: [EmitterCell]?
    /// The numbers and colour, as one value.
    var values = EmitterCellValues()
    /// The birth rates the script has set, and when (see `BirthRateHistory`).
    var birthRateHistory = BirthRateHistory()
    /// The dictionary `style` holds.
    var styleValues: [String: Any]?

    /// A cell with Core Animation's defaults: no birth rate, no lifetime, white, scale 1.
    public init() {}

    /// A cell with no name (CAEmitterCell.emitterCell()).
    public static func emitterCell() -> EmitterCell { EmitterCell() }

    /// An independent copy of the cell and its nested cells (what a presentation copy animates).
    func copy() -> EmitterCell {
        let copy = EmitterCell()
        copy.name = name; copy.isEnabled = isEnabled; copy.contents = contents
        copy.values = values
        copy.styleValues = styleValues
        copy.birthRateHistory = birthRateHistory
        copy.beginTime = beginTime; copy.duration = duration; copy.speed = speed; copy.timeOffset = timeOffset
        copy.repeatCount = repeatCount; copy.repeatDuration = repeatDuration; copy.autoreverses = autoreverses
        copy.fillMode = fillMode
        copy.emitterCells = emitterCells?.map { $0.copy() }
        return copy
    }

    public var beginTime = 0.0
    /// How long the cell emits per repeat; 0 (the default) emits for ever.
    public var duration = 0.0
    public var speed = 1.0
    public var timeOffset = 0.0
    public var repeatCount = 0.0
    public var repeatDuration = 0.0
    /// Accepted for CAMediaTiming; emission does not run backwards.
    public var autoreverses = false
    /// Accepted for CAMediaTiming; a cell emits only inside its active interval.
    public var fillMode = FillMode.removed
    /// The duration as set: a cell's 0 means "for ever", not an animation's 0.25 s.
    public var effectiveDuration: Double { duration }
}
