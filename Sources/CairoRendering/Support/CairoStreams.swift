import CCairo
import Foundation

/// Collects the bytes a Cairo stream surface or PNG writer emits.
final class DataSink {
    private(set) var data = Data()

    /// The `cairo_write_func_t` that appends to the sink passed as its closure pointer.
    static let write: cairo_write_func_t = { closure, bytes, length in
        guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<DataSink>.fromOpaque(closure).takeUnretainedValue()
        if let bytes, length > 0 { sink.data.append(bytes, count: Int(length)) }
        return CAIRO_STATUS_SUCCESS
    }

    var closure: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }
}

/// Feeds bytes to a Cairo PNG reader.
final class DataSource {
    private let data: Data
    private var offset = 0

    init(_ data: Data) { self.data = data }

    /// The `cairo_read_func_t` that reads from the source passed as its closure pointer.
    static let read: cairo_read_func_t = { closure, buffer, length in
        guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
        let source = Unmanaged<DataSource>.fromOpaque(closure).takeUnretainedValue()
        let count = Int(length)
        guard source.data.count - source.offset >= count else { return CAIRO_STATUS_READ_ERROR }
        let start = source.data.startIndex + source.offset
        source.data.copyBytes(to: buffer, from: start..<(start + count))
        source.offset += count
        return CAIRO_STATUS_SUCCESS
    }

    var closure: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }
}
