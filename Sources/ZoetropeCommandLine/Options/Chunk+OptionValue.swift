import MediaEncoding

/// `--chunk i/n`: `ChunkError` says what is wrong with a chunk that cannot be parsed.
extension Chunk: OptionValue {
    public init(option text: String) throws { try self.init(parsing: text) }
}
