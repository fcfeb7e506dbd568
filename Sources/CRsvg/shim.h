#ifndef ZOETROPE_CRSVG_SHIM_H
#define ZOETROPE_CRSVG_SHIM_H

#include <librsvg/rsvg.h>

/// g_clear_error without the macro: frees `*error` if set and clears it.
static inline void zoe_clear_error(GError **error) { g_clear_error(error); }

#endif
