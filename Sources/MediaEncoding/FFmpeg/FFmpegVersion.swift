import CFFmpeg

/// The FFmpeg libraries' version as they report it ("5.1.6-0+deb12u1"), for the rendering stack.
public enum FFmpegVersion {
    public static var current: String { String(cString: av_version_info()) }
}
