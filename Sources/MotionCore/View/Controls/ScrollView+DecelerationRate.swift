extension ScrollView {
    /// How much of its speed scrolling keeps per millisecond after a drag
    /// (UIScrollView.DecelerationRate): `.normal` 0.998, `.fast` 0.99, as UIKit documents.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The fraction of the speed kept each millisecond.
        public let rawValue: Double

        public init(rawValue: Double) { self.rawValue = rawValue }

        /// The default rate: 0.998 per millisecond.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A quicker stop: 0.99 per millisecond.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}
