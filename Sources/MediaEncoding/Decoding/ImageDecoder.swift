import CFFmpeg
import Foundation

/// Decodes still images with FFmpeg: PNG, JPEG, WebP, GIF (the first frame) and whatever else
/// its demuxers recognise, chosen from the bytes (never the file name). Colour is converted to
/// RGB with the file's own matrix and range, and a JPEG's EXIF orientation is applied.
public enum ImageDecoder {
    /// The picture in `data`; `name` is what errors call it. A picture over `sizeLimit` is
    /// refused before it is decoded — by the size in the container's header, or when the decoder
    /// has read the picture's own header and asks for its memory — so a small file declaring a
    /// huge picture costs no memory. The picture is decoded once.
    public static func decode(_ data: Data, name: String, sizeLimit: PictureSizeLimit? = nil) throws -> DecodedPicture {
        let input = try MediaInput(data: data, name: name)
        let format = String(cString: input.context.pointee.iformat.pointee.name)
        guard imageFormats.contains(format) else {
            throw MediaError.decoding("\(name): not a PNG, JPEG, WebP, GIF, BMP or TIFF image (FFmpeg reads it as \(format))")
        }
        if let sizeLimit { try input.checkDeclaredSizes(against: sizeLimit) }
        let stream = try input.videoStream()
        let decoder = try StreamDecoder(stream: stream, name: name, sizeLimit: sizeLimit)
        let packet = try MediaPacket()
        let frame = try MediaFrame()
        var decoded = false
        while !decoded, try input.readPacket(into: packet) {
            guard packet.packet.pointee.stream_index == decoder.streamIndex else { continue }
            _ = try decoder.send(packet)
            decoded = try decoder.receive(into: frame)
        }
        if !decoded {
            _ = try decoder.send(nil)
            decoded = try decoder.receive(into: frame)
        }
        guard decoded else { throw MediaError.decoding("\(name): holds no picture") }
        return try picture(of: frame)
    }

    /// Reads the regular file at `url` and decodes it (see `decode(_:name:sizeLimit:)`).
    public static func decode(contentsOf url: URL, sizeLimit: PictureSizeLimit? = nil) throws -> DecodedPicture {
        try decode(try InputFile.read(url.path), name: url.path, sizeLimit: sizeLimit)
    }

    /// FFmpeg's demuxers for still images: bytes probed as anything else (a video, audio) are refused.
    private static let imageFormats: Set<String> = ["png_pipe", "apng", "jpeg_pipe", "webp_pipe", "gif", "bmp_pipe", "tiff_pipe"]

    private static func picture(of frame: MediaFrame) throws -> DecodedPicture {
        let picture = try PictureConverter(precision: .still).convert(frame)
        let tag = av_dict_get(frame.frame.pointee.metadata, "Orientation", nil, 0)
        return ExifOrientation(metadataValue: tag.map { String(cString: $0.pointee.value) }).apply(to: picture)
    }
}
