import Foundation

/// How a snapshot of one kind is stored and compared: the file extension of its reference, the
/// bytes written for a value and the value read back, and the comparison of a reference with a
/// newly taken value (nil when they match). The one place each kind's comparison lives:
/// `SnapshotVerifier` (behind `assertSnapshot`, `assertTrace`, the whole-animation snapshot) and
/// ZoetropeSnapshotTesting's `Diffing`s all compare through it.
public struct SnapshotFormat<Value> {
    /// The reference file's extension ("png", "txt").
    public let pathExtension: String
    /// The bytes of a reference file holding `value`.
    public let data: (Value) throws -> Data
    /// The value a reference file's bytes hold.
    public let value: (Data) throws -> Value
    /// How `actual` differs from `reference`; nil when it matches.
    public let compare: (_ reference: Value, _ actual: Value) throws -> SnapshotDifference?
    /// Why no value can be compared with these settings (a tolerance out of range), if so.
    public let problem: String?
    /// Whether the references depend on the rendering stack (rendered images do, text does not):
    /// the stack is then recorded beside them and named first when they differ on another.
    public let dependsOnRenderingStack: Bool

    public init(pathExtension: String, data: @escaping (Value) throws -> Data, value: @escaping (Data) throws -> Value,
                problem: String? = nil, dependsOnRenderingStack: Bool = false,
                compare: @escaping (_ reference: Value, _ actual: Value) throws -> SnapshotDifference?) {
        self.pathExtension = pathExtension
        self.data = data
        self.value = value
        self.problem = problem
        self.dependsOnRenderingStack = dependsOnRenderingStack
        self.compare = compare
    }
}

extension SnapshotFormat where Value == String {
    /// UTF-8 text compared line by line; a difference is the line diff (`-` reference, `+` actual,
    /// with line numbers).
    public static var lines: SnapshotFormat {
        SnapshotFormat(
            pathExtension: "txt",
            data: { Data($0.utf8) },
            value: { data in
                guard let text = String(data: data, encoding: .utf8) else { throw SnapshotError.invalidRequest("the reference is not UTF-8 text") }
                return text
            },
            compare: { reference, actual in
                guard reference != actual else { return nil }
                let lineDiff = LineDiff(expected: reference, actual: actual).description
                return SnapshotDifference(kind: .text, summary: "the trace differs", details: lineDiff, lineDiff: lineDiff)
            }
        )
    }
}
