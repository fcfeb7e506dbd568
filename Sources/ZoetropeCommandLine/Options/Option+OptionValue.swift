import ArgumentParser

extension Option {
    /// An option whose value its type parses (`OptionValue`), completed as the type says.
    public init<T: OptionValue>(name: NameSpecification = .long, parsing: SingleValueParsingStrategy = .next,
                         help: ArgumentHelp? = nil) where Value == T? {
        self.init(name: name, parsing: parsing, help: help, completion: T.defaultCompletionKind) { try T(option: $0) }
    }

    /// An option with a default whose value its type parses (`OptionValue`), completed as the type says.
    public init(wrappedValue: Value, name: NameSpecification = .long, parsing: SingleValueParsingStrategy = .next,
         help: ArgumentHelp? = nil) where Value: OptionValue {
        self.init(wrappedValue: wrappedValue, name: name, parsing: parsing, help: help, completion: Value.defaultCompletionKind) {
            try Value(option: $0)
        }
    }
}
