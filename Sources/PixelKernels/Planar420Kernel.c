// BGRA → 4:2:0 block rows, written once with Clang's vector extensions and compiled twice: for the
// baseline x86-64 (two SSE registers a vector) and for AVX2 (one register), chosen at run time.
// The arithmetic is the same operations in the same order in both, without contraction into
// fused multiply-adds, so the bytes do not depend on the processor.
#include "PixelKernels.h"

#include <string.h>
#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#endif

#pragma clang fp contract(off)
// The helpers below take 8-lane vectors by value but are always inlined, so no call passes
// them in registers whose width depends on the instruction set.
#pragma clang diagnostic ignored "-Wpsabi"

typedef float Floats8 __attribute__((vector_size(32)));
typedef float Floats4 __attribute__((vector_size(16)));
typedef uint32_t Words8 __attribute__((vector_size(32)));
typedef uint32_t Words4 __attribute__((vector_size(16)));
typedef uint8_t Bytes8 __attribute__((vector_size(8)));
typedef uint8_t Bytes4 __attribute__((vector_size(4)));
typedef int32_t Ints8 __attribute__((vector_size(32)));

// A float in 0…2²² comes back to an integer lane through the float 2²³ + n, whose low mantissa
// bits are n: adding 2²³ rounds it to the nearest integer, ties to even.
static const float magic = 8388608.0f;

/// Components (0…255) as floats, exactly.
static inline __attribute__((always_inline)) Floats8 floats8(Words8 words) {
    return __builtin_convertvector((Ints8)words, Floats8);
}

static inline __attribute__((always_inline)) Bytes8 rounded8(Floats8 values) {
    Floats8 biased = values + magic;
    Words8 words;
    memcpy(&words, &biased, sizeof words);
    return __builtin_convertvector(words & 0xFFu, Bytes8);
}

static inline __attribute__((always_inline)) Bytes4 rounded4(Floats4 values) {
    Floats4 biased = values + magic;
    Words4 words;
    memcpy(&words, &biased, sizeof words);
    return __builtin_convertvector(words & 0xFFu, Bytes4);
}

static inline __attribute__((always_inline)) Floats8 apply8(ZoeColourRow row, Floats8 r, Floats8 g, Floats8 b) {
    return (Floats8){row.offset, row.offset, row.offset, row.offset, row.offset, row.offset, row.offset, row.offset}
        + r * row.red + g * row.green + b * row.blue;
}

static inline __attribute__((always_inline)) Floats4 apply4(ZoeColourRow row, Floats4 r, Floats4 g, Floats4 b) {
    return (Floats4){row.offset, row.offset, row.offset, row.offset} + r * row.red + g * row.green + b * row.blue;
}

static inline uint8_t roundedScalar(ZoeColourRow row, float r, float g, float b) {
    float biased = (row.offset + r * row.red + g * row.green + b * row.blue) + magic;
    uint32_t word;
    memcpy(&word, &biased, sizeof word);
    return (uint8_t)word;
}

static inline __attribute__((always_inline)) uint32_t convertBlockRow(
    const uint8_t *top, const uint8_t *bottom, uint8_t *lumaTop, uint8_t *lumaBottom, uint8_t *cb, uint8_t *cr,
    int width, const ZoePlanarCoefficients *coefficients) {
    const ZoePlanarCoefficients c = *coefficients;
    Words8 all = ~(Words8){0};
    const int groups = width / 8;
    for (int group = 0; group < groups; group++) {
        Words8 upper, lower;
        memcpy(&upper, top + 32 * group, sizeof upper);
        memcpy(&lower, bottom + 32 * group, sizeof lower);
        all &= upper & lower;
        Floats8 blueUp = floats8(upper & 0xFFu), greenUp = floats8(upper >> 8 & 0xFFu), redUp = floats8(upper >> 16 & 0xFFu);
        Floats8 blueLow = floats8(lower & 0xFFu), greenLow = floats8(lower >> 8 & 0xFFu), redLow = floats8(lower >> 16 & 0xFFu);
        Bytes8 lumaUp = rounded8(apply8(c.luma, redUp, greenUp, blueUp));
        Bytes8 lumaLow = rounded8(apply8(c.luma, redLow, greenLow, blueLow));
        memcpy(lumaTop + 8 * group, &lumaUp, sizeof lumaUp);
        memcpy(lumaBottom + 8 * group, &lumaLow, sizeof lumaLow);
        // Column pairs of the two rows: four 2×2 blocks.
        Floats8 red = redUp + redLow, green = greenUp + greenLow, blue = blueUp + blueLow;
        Floats4 redSum = __builtin_shufflevector(red, red, 0, 2, 4, 6) + __builtin_shufflevector(red, red, 1, 3, 5, 7);
        Floats4 greenSum = __builtin_shufflevector(green, green, 0, 2, 4, 6) + __builtin_shufflevector(green, green, 1, 3, 5, 7);
        Floats4 blueSum = __builtin_shufflevector(blue, blue, 0, 2, 4, 6) + __builtin_shufflevector(blue, blue, 1, 3, 5, 7);
        Bytes4 blueDifference = rounded4(apply4(c.blueDifference, redSum, greenSum, blueSum));
        Bytes4 redDifference = rounded4(apply4(c.redDifference, redSum, greenSum, blueSum));
        memcpy(cb + 4 * group, &blueDifference, sizeof blueDifference);
        memcpy(cr + 4 * group, &redDifference, sizeof redDifference);
    }
    uint32_t alpha = ~0u;
    for (int lane = 0; lane < 8; lane++) alpha &= all[lane];
    // The last columns when the width is not a multiple of 8, one 2×2 block at a time.
    for (int block = 4 * groups; block < width / 2; block++) {
        float sums[3] = {0, 0, 0};
        const uint8_t *rows[2] = {top, bottom};
        uint8_t *lumaRows[2] = {lumaTop, lumaBottom};
        for (int row = 0; row < 2; row++) {
            for (int x = 2 * block; x < 2 * block + 2; x++) {
                uint32_t word;
                memcpy(&word, rows[row] + 4 * x, sizeof word);
                alpha &= word;
                float r = (float)(word >> 16 & 0xFF), g = (float)(word >> 8 & 0xFF), b = (float)(word & 0xFF);
                lumaRows[row][x] = roundedScalar(c.luma, r, g, b);
                sums[0] += r; sums[1] += g; sums[2] += b;
            }
        }
        cb[block] = roundedScalar(c.blueDifference, sums[0], sums[1], sums[2]);
        cr[block] = roundedScalar(c.redDifference, sums[0], sums[1], sums[2]);
    }
    return alpha;
}

#if defined(__x86_64__)
__attribute__((target("avx2")))
static uint32_t convertBlockRowAVX2(const uint8_t *top, const uint8_t *bottom, uint8_t *lumaTop, uint8_t *lumaBottom,
                                    uint8_t *cb, uint8_t *cr, int width, const ZoePlanarCoefficients *coefficients) {
    return convertBlockRow(top, bottom, lumaTop, lumaBottom, cb, cr, width, coefficients);
}
#endif

bool zoe_cpu_has_avx2(void) {
#if defined(__x86_64__)
    unsigned int eax, ebx, ecx, edx;
    if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx)) return false;
    const unsigned int osxsave = 1u << 27, avx = 1u << 28;
    if ((ecx & (osxsave | avx)) != (osxsave | avx)) return false;
    // The operating system saves the SSE and AVX registers (XCR0 bits 1 and 2).
    unsigned int xcr0Low, xcr0High;
    __asm__("xgetbv" : "=a"(xcr0Low), "=d"(xcr0High) : "c"(0));
    if ((xcr0Low & 6u) != 6u) return false;
    if (!__get_cpuid_count(7, 0, &eax, &ebx, &ecx, &edx)) return false;
    return (ebx & (1u << 5)) != 0;
#else
    return false;
#endif
}

uint32_t zoe_bgra_block_row_to_planar420(const uint8_t *top, const uint8_t *bottom, uint8_t *lumaTop, uint8_t *lumaBottom,
                                         uint8_t *cb, uint8_t *cr, int width, const ZoePlanarCoefficients *coefficients,
                                         bool avx2) {
#if defined(__x86_64__)
    if (avx2) return convertBlockRowAVX2(top, bottom, lumaTop, lumaBottom, cb, cr, width, coefficients);
#endif
    return convertBlockRow(top, bottom, lumaTop, lumaBottom, cb, cr, width, coefficients);
}
