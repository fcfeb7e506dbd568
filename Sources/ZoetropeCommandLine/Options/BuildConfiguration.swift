/// `review --configuration`: how `swift build` builds each revision.
enum BuildConfiguration: String, CaseIterable, OptionValue {
    case release
    case debug
}
