extension Transform3D: Interpolatable {
    /// The additive identity is the zero matrix; identity transforms come from `.identity`.
    public static var zero: Transform3D { Transform3D(entries: [Double](repeating: 0, count: 16)) }

    /// Interpolates entry by entry.
    public func interpolated(to other: Transform3D, fraction: Double) -> Transform3D {
        Transform3D(entries: zip(entries, other.entries).map { $0.interpolated(to: $1, fraction: fraction) })
    }

    /// Additive animations on transforms concatenate, as in Core Animation.
    public func adding(_ other: Transform3D) -> Transform3D {
        Transform3D(entries: zip(entries, other.entries).map { $0 + $1 })
    }
    public func subtracting(_ other: Transform3D) -> Transform3D {
        Transform3D(entries: zip(entries, other.entries).map { $0 - $1 })
    }
}
