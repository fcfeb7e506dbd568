/// An error that knows its category. Each error type declares it beside its cases, in the
/// lowest module that has the type; errors that do not conform are failures.
public protocol CategorizedError: Error {
    /// Whether the error asks for something that cannot be done, or doing it failed.
    var category: ErrorCategory { get }
}
