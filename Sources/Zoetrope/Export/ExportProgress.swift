/// A step of an export, for progress displays.
public struct ExportProgressEvent: Sendable, Equatable {
    public enum Phase: String, Sendable { case started, frame, finished }
    public let phase: Phase
    /// The pass over the frames (GIF palettes take two), from 0.
    public let pass: Int
    public let passCount: Int
    /// Frames done in this pass, and frames per pass.
    public let framesDone: Int
    public let frameCount: Int

    /// Overall completion in [0, 1] across all passes.
    public var fraction: Double {
        guard frameCount > 0, passCount > 0 else { return 1 }
        return (Double(pass) + Double(framesDone) / Double(frameCount)) / Double(passCount)
    }
}

/// Receives export progress (the command line draws a bar, prints lines or JSON).
public protocol ExportProgressObserver: AnyObject {
    func exportDidProgress(_ event: ExportProgressEvent)
    /// Something the user should know about what is rendered (a spring animation cut before it
    /// settles), told once per export, on the exporting thread.
    func exportDidNote(_ message: String)
}

extension ExportProgressObserver {
    public func exportDidNote(_ message: String) {}
}
