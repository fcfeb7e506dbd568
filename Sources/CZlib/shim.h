#ifndef ZOETROPE_CZLIB_SHIM_H
#define ZOETROPE_CZLIB_SHIM_H

#include <zlib.h>

/// deflateInit2 is a macro in zlib.h; this is it as a function Swift can call.
static inline int zoetrope_deflate_init_raw(z_stream *stream, int level, int strategy) {
    return deflateInit2(stream, level, Z_DEFLATED, -15, 8, strategy);
}

/// inflateInit2 is a macro too: a raw inflate stream (no zlib header or checksum), as ZIP stores deflated entries.
static inline int zoetrope_inflate_init_raw(z_stream *stream) {
    return inflateInit2(stream, -15);
}

#endif
