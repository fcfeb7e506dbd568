/// Enforces the `MediaWriter` call order: passes begin in order, frames only inside a pass,
/// `finish` once after the last pass, and every pass sees the same number of frames.
struct PassTracker {
    let passCount: Int
    private(set) var currentPass: Int?
    private(set) var framesInPass = 0
    private(set) var framesInFirstPass: Int?
    private(set) var finished = false

    init(passCount: Int) { self.passCount = passCount }

    mutating func begin(_ pass: Int) throws {
        guard !finished else { throw MediaError.invalidState("beginPass(\(pass)) after finish()") }
        let expected = currentPass.map { $0 + 1 } ?? 0
        guard pass == expected, pass < passCount else {
            throw MediaError.invalidState("beginPass(\(pass)) but the next pass is \(expected) of \(passCount)")
        }
        if let currentPass { try checkFrameCount(endingPass: currentPass) }
        currentPass = pass
        framesInPass = 0
    }

    /// Returns the index of the frame being appended in the current pass.
    mutating func append() throws -> Int {
        guard !finished, currentPass != nil else { throw MediaError.invalidState("append() outside a pass") }
        defer { framesInPass += 1 }
        return framesInPass
    }

    mutating func finish() throws {
        guard !finished else { throw MediaError.invalidState("finish() called twice") }
        guard let currentPass, currentPass == passCount - 1 else {
            throw MediaError.invalidState("finish() before pass \(passCount - 1) began")
        }
        try checkFrameCount(endingPass: currentPass)
        guard framesInPass > 0 else { throw MediaError.invalidState("finish() without any frame") }
        finished = true
    }

    private mutating func checkFrameCount(endingPass pass: Int) throws {
        if let framesInFirstPass {
            guard framesInPass == framesInFirstPass else {
                throw MediaError.invalidState("pass \(pass) had \(framesInPass) frames but pass 0 had \(framesInFirstPass)")
            }
        } else {
            framesInFirstPass = framesInPass
        }
    }
}
