#ifndef ZOETROPE_PIXEL_KERNELS_H
#define ZOETROPE_PIXEL_KERNELS_H

#include <stdbool.h>
#include <stdint.h>

/// One output of a colour matrix: `offset + red·R + green·G + blue·B`, evaluated in that order
/// (left to right, single precision, no fused multiply-add), so every instruction set gives the
/// same bytes.
typedef struct {
    float red, green, blue, offset;
} ZoeColourRow;

/// The three outputs of BGRA → Y'CbCr 4:2:0: luma from one pixel, the chroma rows from the sums
/// of a 2×2 block's components (four times its mean).
typedef struct {
    ZoeColourRow luma, blueDifference, redDifference;
} ZoePlanarCoefficients;

/// Whether this processor and its operating system run AVX2 code (CPUID and XGETBV).
bool zoe_cpu_has_avx2(void);

/// Converts two rows of `width` BGRA pixels (0xAARRGGBB words; `width` even) into two luma rows
/// and one row of each chroma plane, every sample rounded to the nearest integer, ties to even.
/// Returns the AND of every pixel of both rows (its top byte is 255 when all were opaque).
/// `avx2` picks the 8-lane AVX2 body (only when `zoe_cpu_has_avx2()`); both bodies give the
/// same bytes.
uint32_t zoe_bgra_block_row_to_planar420(const uint8_t *top, const uint8_t *bottom,
                                         uint8_t *lumaTop, uint8_t *lumaBottom,
                                         uint8_t *cb, uint8_t *cr, int width,
                                         const ZoePlanarCoefficients *coefficients, bool avx2);

#endif
