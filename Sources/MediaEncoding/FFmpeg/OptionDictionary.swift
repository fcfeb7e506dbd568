import CFFmpeg

/// Owns an `AVDictionary` of options handed to an FFmpeg `*_open`/`write_header` call, and reports
/// the entries that call did not consume (FFmpeg leaves unknown options in the dictionary).
final class OptionDictionary {
    private(set) var dictionary: OpaquePointer?

    init(_ entries: [(key: String, value: String)]) throws {
        for entry in entries {
            try ffmpegCheck(av_dict_set(&dictionary, entry.key, entry.value, 0), "av_dict_set(\(entry.key))")
        }
    }

    /// Runs `body` with the dictionary's address, then throws if any option was left unused (unless
    /// `allowingUnused`: options meant only for some of the demuxers a call may pick).
    func consume(by call: String, allowingUnused: Bool = false, _ body: (UnsafeMutablePointer<OpaquePointer?>) -> Int32) throws {
        try ffmpegCheck(body(&dictionary), call)
        guard !allowingUnused else { return }
        var leftovers: [String] = []
        var entry: UnsafeMutablePointer<AVDictionaryEntry>?
        while let next = av_dict_get(dictionary, "", entry, AV_DICT_IGNORE_SUFFIX) {
            leftovers.append(String(cString: next.pointee.key))
            entry = next
        }
        if !leftovers.isEmpty {
            throw MediaError.unknownOptions(call: call, names: leftovers)
        }
    }

    /// Runs `body` with an array of the dictionaries (FFmpeg's per-stream options, e.g. of
    /// `avformat_find_stream_info`) and takes back what the call left in each; returns its result.
    static func consume(_ dictionaries: [OptionDictionary], _ body: (UnsafeMutablePointer<OpaquePointer?>) -> Int32) -> Int32 {
        var pointers = dictionaries.map(\.dictionary) + [nil]
        defer { for (owner, pointer) in zip(dictionaries, pointers) { owner.dictionary = pointer } }
        return pointers.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
    }

    deinit { av_dict_free(&dictionary) }
}
