/// The 64-bit FNV-1a hash: a short, stable fingerprint of bytes for names and identities, the
/// same on every machine and run (Swift's `Hasher` is seeded per process).
public struct FNV1a: Sendable {
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    /// Adds `bytes` to the hash.
    public mutating func combine(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            value ^= UInt64(byte)
            value &*= 0x100_0000_01b3
        }
    }

    /// The hash in lowercase hexadecimal.
    public var hex: String { String(value, radix: 16) }
}
