import Foundation

/// One value of a Lottie document's JSON with its place in the document, so every complaint
/// names where it is ("layers[2].ks.p"). Reading goes through `LottieReading`, which counts what
/// the document holds against its `LottieLimits`.
struct LottieJSON {
    let value: Any
    let location: String
    let reading: LottieReading

    /// The member `key` of this object, or nil when absent or null.
    subscript(key: String) -> LottieJSON? {
        guard let object = value as? [String: Any], let member = object[key], !(type(of: member) is NSNull.Type) else { return nil }
        return LottieJSON(value: member, location: location.isEmpty ? key : "\(location).\(key)", reading: reading)
    }

    /// The member `key`, which must be present.
    func required(_ key: String) throws -> LottieJSON {
        guard let member = self[key] else { throw reading.malformed(location.isEmpty ? key : "\(location).\(key)", "missing") }
        return member
    }

    /// This value as a finite number (JSON booleans count as 0 and 1, as Bodymovin writes flags both ways).
    func number() throws -> Double {
        if let number = numberValue {
            let double = number.doubleValue
            guard double.isFinite else { throw reading.malformed(location, "a number must be finite") }
            return double
        }
        throw reading.malformed(location, "expected a number, found \(Self.kind(of: value))")
    }

    /// The number `key`, or `fallback` when absent.
    func number(_ key: String, default fallback: Double) throws -> Double {
        try self[key]?.number() ?? fallback
    }

    /// This value as a string.
    func string() throws -> String {
        guard let string = value as? String else { throw reading.malformed(location, "expected a string, found \(Self.kind(of: value))") }
        return string
    }

    /// This value's elements (it must be an array).
    func elements() throws -> [LottieJSON] {
        guard let array = value as? [Any] else { throw reading.malformed(location, "expected an array, found \(Self.kind(of: value))") }
        return array.enumerated().map { LottieJSON(value: $1, location: "\(location)[\($0)]", reading: reading) }
    }

    /// This value as numbers: a number is one, an array of numbers its elements.
    func numbers() throws -> [Double] {
        if numberValue != nil { return [try number()] }
        guard isArray else { throw reading.malformed(location, "expected a number or an array of numbers, found \(Self.kind(of: value))") }
        return try elements().map { try $0.number() }
    }

    /// Whether this value is an array.
    var isArray: Bool { value is [Any] }

    /// The flag `key`: true for `true` or a non-zero number.
    func flag(_ key: String) -> Bool { self[key]?.numberValue?.doubleValue ?? 0 != 0 }

    /// This value as the `NSNumber` JSONSerialization reads numbers and booleans as. Told by its
    /// type: on Linux a cast of an array or an object to a class (`as? NSNumber`, `is NSNull`)
    /// first converts it to its Foundation class, every element included, so asking every level of
    /// a document that way costs its size times its depth.
    private var numberValue: NSNumber? { type(of: value) is NSNumber.Type ? value as? NSNumber : nil }

    private static func kind(of value: Any) -> String {
        switch value {
        case is String: "a string"
        case is [Any]: "an array"
        case is [String: Any]: "an object"
        case is NSNumber: "a number"
        default: "null"
        }
    }
}

/// The state of reading one document: its file's name for messages, its limits, and the count of
/// keyframes and vertices read so far (`LottieLimits.maximumTotalElements`).
final class LottieReading {
    let file: String
    let limits: LottieLimits
    private(set) var elements = 0
    private(set) var layers = 0
    /// Properties read so far that carry an expression (counted, never evaluated).
    var expressions = 0

    /// The dotLottie archive the document came in, which holds its images.
    let archive: DotLottieArchive?

    init(file: String, limits: LottieLimits, archive: DotLottieArchive? = nil) {
        self.file = file
        self.limits = limits
        self.archive = archive
    }

    func malformed(_ location: String, _ reason: String) -> LottieError {
        .malformed(file: file, location: location.isEmpty ? "the top level" : location, reason: reason)
    }

    /// Counts `count` keyframes or vertices of one item (`what`, bounded by `limit`) and the whole document's.
    func count(_ count: Int, of what: String, limit: Int) throws {
        guard count <= limit else { throw LottieError.tooMany(file: file, what: what, count: count, limit: limit) }
        elements += count
        guard elements <= limits.maximumTotalElements else {
            throw LottieError.tooMany(file: file, what: "keyframes and vertices", count: elements, limit: limits.maximumTotalElements)
        }
    }

    /// Counts `count` more layers.
    func countLayers(_ count: Int) throws {
        layers += count
        guard layers <= limits.maximumLayers else {
            throw LottieError.tooMany(file: file, what: "layers", count: layers, limit: limits.maximumLayers)
        }
    }

    /// Parses `data` as JSON after checking its nesting on the bytes, so a deeply nested file
    /// never reaches a recursive parser.
    func parse(_ data: Data) throws -> LottieJSON {
        var depth = 0, inString = false, escaped = false
        for byte in data {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > limits.maximumNesting {
                    throw LottieError.notJSON(file: file, reason: "nested deeper than \(limits.maximumNesting) levels")
                }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        let value: Any
        do { value = try JSONSerialization.jsonObject(with: data) } catch {
            throw LottieError.notJSON(file: file, reason: JSONSyntaxReason.of(error, in: data))
        }
        guard value is [String: Any] else { throw LottieError.notJSON(file: file, reason: "the top level is not an object") }
        return LottieJSON(value: value, location: "", reading: self)
    }
}
