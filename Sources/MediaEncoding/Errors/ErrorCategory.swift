/// What an error says about a request: it asks for something that cannot be done (`usage`: an
/// unknown scene, a value out of range, a format that cannot hold what was asked), or doing it
/// failed (`failure`: a file that cannot be written, a failing scene, an encoder error). Command
/// lines turn the first into exit status 64 and the second into 1.
public enum ErrorCategory: Sendable, Equatable {
    case usage
    case failure
}
