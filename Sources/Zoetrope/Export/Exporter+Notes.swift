import MediaEncoding

extension Exporter {
    /// Things a user should know about rendering to `path` before it starts — today, that an
    /// odd pixel size is padded by one pixel for a 4:2:0 video format.
    public func notes(forOutput path: String) throws -> [String] {
        let format = try OutputFormat.forPath(path)
        let resolved = try settings.resolved(for: scene, gif: format == .gif)
        let (width, height) = (resolved.pixelWidth, resolved.pixelHeight)
        let encoded = format.encodedSize(width: width, height: height)
        guard encoded != (width, height) else { return [] }
        return ["\(width)×\(height) pixels is odd; the video is \(encoded.width)×\(encoded.height), "
            + "repeating the last column or row (4:2:0 video needs even sizes; choose --scale to avoid it)"]
    }
}
