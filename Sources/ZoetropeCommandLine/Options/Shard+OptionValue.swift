import Zoetrope

/// `--shard i/n`: `ShardError` says what is wrong with a share that cannot be parsed.
extension Shard: OptionValue {
    public init(option text: String) throws { try self.init(parsing: text) }
}
