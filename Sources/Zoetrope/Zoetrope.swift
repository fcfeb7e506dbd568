// The Zoetrope module; see docs/ARCHITECTURE.md.
