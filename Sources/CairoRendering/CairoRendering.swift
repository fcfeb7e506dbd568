// The CairoRendering module; see docs/ARCHITECTURE.md.
