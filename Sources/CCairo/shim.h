#ifndef ZOETROPE_CCAIRO_SHIM_H
#define ZOETROPE_CCAIRO_SHIM_H

#include <cairo/cairo.h>
#include <cairo/cairo-pdf.h>
#include <cairo/cairo-svg.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include <hb.h>

/// PANGO_SCALE is a macro; Swift sees it as a plain constant through this function.
static inline int zoe_pango_scale(void) { return PANGO_SCALE; }

/// PANGO_FC_FONT_MAP() without the GObject cast macro: the thread's Cairo font map is a
/// fontconfig font map on Linux; NULL if it is not.
static inline PangoFcFontMap *zoe_pango_fc_font_map(PangoFontMap *map) {
    return PANGO_IS_FC_FONT_MAP(map) ? PANGO_FC_FONT_MAP(map) : NULL;
}

/// The FreeType library's version (FT_Library_Version needs a library instance: one is made and
/// freed here). Zeros when FreeType cannot start.
static inline void zoe_freetype_version(int *major, int *minor, int *patch) {
    FT_Library library;
    *major = 0; *minor = 0; *patch = 0;
    if (FT_Init_FreeType(&library) != 0) return;
    FT_Library_Version(library, major, minor, patch);
    FT_Done_FreeType(library);
}

#endif
