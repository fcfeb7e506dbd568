#ifndef ZOETROPE_CFFMPEG_SHIM_H
#define ZOETROPE_CFFMPEG_SHIM_H

#include <errno.h>
#include <malloc.h>
#include <libavformat/avformat.h>
#include <libavcodec/avcodec.h>
#include <libavfilter/avfilter.h>
#include <libavfilter/buffersink.h>
#include <libavfilter/buffersrc.h>
#include <libavutil/avutil.h>
#include <libavutil/error.h>
#include <libavutil/imgutils.h>
#include <libavutil/crc.h>
#include <libavutil/opt.h>
#include <libavutil/pixdesc.h>
#include <libavutil/channel_layout.h>
#include <libavutil/samplefmt.h>
#include <libswscale/swscale.h>
#include <libswresample/swresample.h>

/// AVERROR(e): FFmpeg's negative error code for a POSIX errno value.
static inline int zoe_averror(int errnum) { return AVERROR(errnum); }

/// AVERROR_EOF: end of stream.
static inline int zoe_averror_eof(void) { return AVERROR_EOF; }

/// AVERROR(EAGAIN): output not available in this state, feed more input.
static inline int zoe_averror_eagain(void) { return AVERROR(EAGAIN); }

/// AV_NOPTS_VALUE: "no timestamp".
static inline int64_t zoe_av_nopts_value(void) { return AV_NOPTS_VALUE; }

/// av_err2str without the compound literal Swift cannot import: writes FFmpeg's message for
/// `errnum` into `buffer` and returns it.
static inline const char *zoe_av_error_string(int errnum, char *buffer, size_t size) {
    return av_make_error_string(buffer, size, errnum);
}

/// AV_ERROR_MAX_STRING_SIZE, the buffer size zoe_av_error_string needs.
static inline size_t zoe_av_error_max_string_size(void) { return AV_ERROR_MAX_STRING_SIZE; }

/// Keeps frame-sized allocations in the heap: glibc maps every allocation at or above its mmap
/// threshold anew (and returns it on free), so each video frame would fault in and zero fresh
/// pages. Raises the mmap and trim thresholds; returns 1 when both were accepted.
static inline int zoe_reuse_large_buffers(void) {
    return mallopt(M_MMAP_THRESHOLD, 256 << 20) && mallopt(M_TRIM_THRESHOLD, 512 << 20);
}

#endif
