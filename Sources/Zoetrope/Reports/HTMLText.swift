/// Text for HTML pages (the snapshot failure report, the review page, the preview page): the
/// characters that would read as markup, escaped, so it is shown as written in text and in
/// double-quoted attributes.
package enum HTMLText {
    package static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
