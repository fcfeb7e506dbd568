#ifndef ZOETROPE_CCAIRO_SHIM_H
#define ZOETROPE_CCAIRO_SHIM_H

#include <cairo/cairo.h>
#include <cairo/cairo-pdf.h>
#include <cairo/cairo-svg.h>
#include <pango/pangocairo.h>

/// PANGO_SCALE is a macro; Swift sees it as a plain constant through this function.
static inline int zoe_pango_scale(void) { return PANGO_SCALE; }

#endif
