import Foundation

/// Where and why a JSON document failed to parse, in words a user can act on: Foundation's
/// parser says only "The data is not in the correct format" and keeps the detail in its debug
/// description, with a byte offset ("around character 10"), which is told here as a line and
/// column of `data`.
enum JSONSyntaxReason {
    /// The reason `error` (thrown by `JSONSerialization` for `data`) gives, with its place.
    static func of(_ error: Error, in data: Data) -> String {
        let error = error as NSError
        guard let detail = error.userInfo[NSDebugDescriptionErrorKey] as? String else { return error.localizedDescription }
        if detail.hasPrefix("Number "), let end = detail.range(of: " is not representable") {
            return "the number \(detail[detail.index(detail.startIndex, offsetBy: 7)..<end.lowerBound]) is out of range"
        }
        if let marker = detail.range(of: "around character "),
           let offset = Int(detail[marker.upperBound...].prefix { $0.isNumber }) {
            let (line, column) = place(ofByte: offset, in: data)
            return "invalid JSON at line \(line), column \(column)"
        }
        if detail.contains("Unexpected end of file") { return "it ends in the middle of a value" }
        return detail.hasSuffix(".") ? String(detail.dropLast()) : detail
    }

    /// The 1-based line and column (in characters) of the byte at `offset`.
    static func place(ofByte offset: Int, in data: Data) -> (line: Int, column: Int) {
        let before = data.prefix(max(0, min(offset, data.count)))
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? before.startIndex
        let line = before.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        let column = String(decoding: before[lineStart...], as: UTF8.self).count + 1
        return (line, column)
    }
}
