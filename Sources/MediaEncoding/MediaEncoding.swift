// The MediaEncoding module; see docs/ARCHITECTURE.md.
