/// Words joined as an English list, for messages built from the format table:
/// "MP4", "MP4 and WebM", "GIF, APNG and WebP".
package enum EnglishList {
    /// `items` joined by commas, the last by `conjunction` ("and", "or").
    package static func joined(_ items: [String], _ conjunction: String = "and") -> String {
        guard let last = items.last else { return "" }
        return items.count == 1 ? last : items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}
