#ifndef ZOETROPE_CCAIRO_SHIM_H
#define ZOETROPE_CCAIRO_SHIM_H

#include <cairo/cairo.h>
#include <cairo/cairo-pdf.h>
#include <cairo/cairo-svg.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>

/// PANGO_SCALE is a macro; Swift sees it as a plain constant through this function.
static inline int zoe_pango_scale(void) { return PANGO_SCALE; }

/// PANGO_FC_FONT_MAP() without the GObject cast macro: the thread's Cairo font map is a
/// fontconfig font map on Linux; NULL if it is not.
static inline PangoFcFontMap *zoe_pango_fc_font_map(PangoFontMap *map) {
    return PANGO_IS_FC_FONT_MAP(map) ? PANGO_FC_FONT_MAP(map) : NULL;
}

#endif
